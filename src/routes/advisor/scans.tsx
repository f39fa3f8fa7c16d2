import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Scans';

export const Route = createFileRoute('/advisor/scans')({
  staticData: { title },
  component: AdvisorScansScreen,
});

function AdvisorScansScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Screens of the market that find stocks matching a set of rules."
    />
  );
}
