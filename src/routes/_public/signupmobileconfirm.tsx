import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Confirm your mobile number';

export const Route = createFileRoute('/_public/signupmobileconfirm')({
  staticData: { title },
  component: SignupmobileconfirmScreen,
});

function SignupmobileconfirmScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Enter the code sent to your mobile number to confirm it."
      action={{ label: 'Back to sign in', to: '/login' }}
    />
  );
}
