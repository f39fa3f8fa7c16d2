import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Your risk profile';

export const Route = createFileRoute('/_signedin/riskprofile')({
  staticData: { title },
  component: RiskprofileScreen,
});

function RiskprofileScreen() {
  return (
    <PlannedScreen
      title={title}
      description="A short questionnaire about your goals, time horizon and comfort with ups and downs, so advice suits you."
    />
  );
}
