import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Investor status';

export const Route = createFileRoute('/advisor/advisoruserstatus')({
  staticData: { title },
  component: AdvisorAdvisoruserstatusScreen,
});

function AdvisorAdvisoruserstatusScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Where each of your investors is in onboarding: KYC, risk profile, broker link."
    />
  );
}
