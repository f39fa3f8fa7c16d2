import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Complete your KYC';

export const Route = createFileRoute('/_signedin/kyc')({
  staticData: { title, roles: ['I'] },
  component: KycScreen,
});

function KycScreen() {
  return (
    <PlannedScreen
      title={title}
      description="KYC (Know Your Customer) is required by SEBI before you invest. You will verify your PAN, address and identity here."
      action={{ label: 'Go to dashboard', to: '/investor/dashboard' }}
    />
  );
}
