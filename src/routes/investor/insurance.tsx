import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Insurance';

export const Route = createFileRoute('/investor/insurance')({
  staticData: { title },
  component: InvestorInsuranceScreen,
});

function InvestorInsuranceScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your life and health cover, and whether it is enough for your goals."
    />
  );
}
