import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Reset your password';

export const Route = createFileRoute('/_public/forgetpassword')({
  staticData: { title },
  component: ForgetpasswordScreen,
});

function ForgetpasswordScreen() {
  return (
    <PlannedScreen
      title={title}
      description="We will email you a code to set a new password. Password reset opens with secure sign-in."
      action={{ label: 'Back to sign in', to: '/login' }}
    />
  );
}
