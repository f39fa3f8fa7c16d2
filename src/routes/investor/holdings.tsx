import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Holdings';

export const Route = createFileRoute('/investor/holdings')({
  staticData: { title },
  component: InvestorHoldingsScreen,
});

function InvestorHoldingsScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your stocks and funds with their current value and gains. Link a broker to see them here."
      action={{ label: 'Link a broker', to: '/linkbroker' }}
    />
  );
}
