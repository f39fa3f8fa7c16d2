import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Broker';

export const Route = createFileRoute('/investor/broker')({
  staticData: { title },
  component: InvestorBrokerScreen,
});

function InvestorBrokerScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your linked broker account and its connection status."
      action={{ label: 'Link a broker', to: '/linkbroker' }}
    />
  );
}
