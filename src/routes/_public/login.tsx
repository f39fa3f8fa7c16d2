import { createFileRoute } from '@tanstack/react-router';
import { PlannedScreen } from '@/ui/planned-screen';

const title = 'Sign in';

export const Route = createFileRoute('/_public/login')({
  staticData: { title },
  component: LoginScreen,
});

function LoginScreen() {
  return (
    <PlannedScreen
      title={title}
      description="Sign in with your email or mobile number. Secure sign-in is being connected; until then your data stays private and nothing is shared."
      action={{ label: 'Create an account', to: '/signup' }}
    />
  );
}
