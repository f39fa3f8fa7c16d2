import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Verification in progress';

export const Route = createFileRoute('/_signedin/process')({
  staticData: { title, roles: ['I'] },
  component: ProcessScreen,
});

function ProcessScreen() {
  return (
    <PlannedScreen
      title={title}
      description="We are checking your documents. This usually takes less than one working day."
      action={{ label: 'Go to dashboard', to: '/investor/dashboard' }}
    />
  );
}
