import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Strategies';

export const Route = createFileRoute('/advisor/strategies/')({
  staticData: { title },
  component: AdvisorStrategiesScreen,
});

function AdvisorStrategiesScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Investment strategies with their rules and past performance."
    />
  );
}
