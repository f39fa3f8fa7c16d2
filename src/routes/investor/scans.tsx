import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Scans';

export const Route = createFileRoute('/investor/scans')({
  staticData: { title },
  component: InvestorScansScreen,
});

function InvestorScansScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Screens of the market that find stocks matching a set of rules."
    />
  );
}
