import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Data check';

export const Route = createFileRoute('/advisor/datacheck')({
  staticData: { title },
  component: AdvisorDatacheckScreen,
});

function AdvisorDatacheckScreen() {
  return (
    <PlannedScreen title={title} description="Freshness of the market data behind every screen." />
  );
}
