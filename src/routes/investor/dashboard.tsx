import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Dashboard';

export const Route = createFileRoute('/investor/dashboard')({
  staticData: { title },
  component: InvestorDashboardScreen,
});

function InvestorDashboardScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your net worth, goals and holdings at a glance. Link a broker to see your portfolio here."
      action={{ label: 'Link a broker', to: '/linkbroker' }}
    />
  );
}
