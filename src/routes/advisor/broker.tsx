import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Broker';

export const Route = createFileRoute('/advisor/broker')({
  staticData: { title },
  component: AdvisorBrokerScreen,
});

function AdvisorBrokerScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Brokers your investors use and their connection status."
    />
  );
}
