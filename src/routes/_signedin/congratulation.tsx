import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'You are all set';

export const Route = createFileRoute('/_signedin/congratulation')({
  staticData: { title },
  component: CongratulationScreen,
});

function CongratulationScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Your account is ready. Link a broker to see your holdings and start investing towards your goals."
      action={{ label: 'Link a broker', to: '/linkbroker' }}
    />
  );
}
