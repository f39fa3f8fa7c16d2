import { createFileRoute } from '@tanstack/react-router';
import { BrokerAdvisorLinks } from '@/features/onboarding/components/broker-advisor-links';
import { PageFrame } from '@/ui/page-frame';

const title = 'Broker';

export const Route = createFileRoute('/advisor/broker')({
  staticData: { title },
  component: AdvisorBrokerScreen,
});

function AdvisorBrokerScreen() {
  return (
    <PageFrame
      title={title}
      description="The brokers your investors use, and who needs to sign in to their broker again."
    >
      <BrokerAdvisorLinks />
    </PageFrame>
  );
}
