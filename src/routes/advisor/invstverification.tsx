import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Investor verification';

export const Route = createFileRoute('/advisor/invstverification')({
  staticData: { title },
  component: AdvisorInvstverificationScreen,
});

function AdvisorInvstverificationScreen() {
  return (
    <PlannedScreen title={title} description="Review and verify new investors' KYC documents." />
  );
}
