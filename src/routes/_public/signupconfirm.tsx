import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Confirm your email';

export const Route = createFileRoute('/_public/signupconfirm')({
  staticData: { title },
  component: SignupconfirmScreen,
});

function SignupconfirmScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Enter the 6-digit code we emailed you to confirm your account."
      action={{ label: 'Back to sign in', to: '/login' }}
    />
  );
}
