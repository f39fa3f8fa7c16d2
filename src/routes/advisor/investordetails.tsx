import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Investor details';

export const Route = createFileRoute('/advisor/investordetails')({
  staticData: { title },
  component: AdvisorInvestordetailsScreen,
});

function AdvisorInvestordetailsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="One investor's profile, holdings, goals and suitability."
      action={{ label: 'Investor overview', to: '/advisor/useroverview' }}
    />
  );
}
