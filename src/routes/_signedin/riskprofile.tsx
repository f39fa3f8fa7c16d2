import { createFileRoute } from '@tanstack/react-router';
import { RiskProfileScreen } from '@/features/onboarding/components/risk-profile-screen';
import { PageFrame } from '@/ui/page-frame';

const title = 'Your risk profile';

export const Route = createFileRoute('/_signedin/riskprofile')({
  staticData: { title },
  component: RiskprofileRoute,
});

function RiskprofileRoute() {
  return (
    <PageFrame
      title={title}
      description="Twelve questions about your finances and your comfort with ups and downs, as SEBI asks, so that advice suits you."
    >
      <RiskProfileScreen />
    </PageFrame>
  );
}
