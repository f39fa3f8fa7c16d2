import { createFileRoute } from '@tanstack/react-router';
import { roleOf } from '@/auth/permissions';
import { PhoneConfirmFlow } from '@/features/auth/components/phone-confirm-flow';

// Public in the spec's route table; the screen itself asks a signed-out visitor to sign in.
const settingsPathByRole = { I: '/investor/account-settings', A: '/advisor/settings' } as const;

export const Route = createFileRoute('/_public/signupmobileconfirm')({
  staticData: { title: 'Confirm your mobile number' },
  component: SignupMobileConfirmRoute,
});

function SignupMobileConfirmRoute() {
  const { session } = Route.useRouteContext();
  const role = roleOf(session.profile()?.userType);
  return (
    <PhoneConfirmFlow
      signedIn={role !== null}
      settingsPath={role ? settingsPathByRole[role] : null}
    />
  );
}
