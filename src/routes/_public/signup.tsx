import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Create your account';

export const Route = createFileRoute('/_public/signup')({
  staticData: { title },
  component: SignupScreen,
});

function SignupScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Open a Nivesh account as an investor, or as a SEBI-registered investment adviser. Account creation opens with secure sign-in."
      action={{ label: 'I already have an account', to: '/login' }}
    />
  );
}
