import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Strategies';

export const Route = createFileRoute('/investor/strategies/')({
  staticData: { title },
  component: InvestorStrategiesScreen,
});

function InvestorStrategiesScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Investment strategies with their rules and past performance."
    />
  );
}
