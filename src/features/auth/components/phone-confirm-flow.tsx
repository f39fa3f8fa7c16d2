import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { AuthFrame } from './auth-frame';
import { FormAlert } from '@/ui/form-alert';
import { SecurityLoading } from './security-loading';

const title = 'Confirm your mobile number';

// Issue 19: the signed-in form (its query of the account's security settings, the code forms)
// loads only for a signed-in user; a signed-out visitor's first visit carries just the notice.
const SignedInPhoneConfirm = lazy(() =>
  import('./phone-confirm-signed-in').then((module) => ({ default: module.SignedInPhoneConfirm })),
);

interface PhoneConfirmFlowProps {
  signedIn: boolean;
  /** Where "Back to account settings" goes (the role's settings screen). */
  settingsPath: string | null;
}

/** Adds or confirms the signed-in user's mobile number (needed for text-message codes). */
export function PhoneConfirmFlow({ signedIn, settingsPath }: PhoneConfirmFlowProps) {
  if (!signedIn) {
    return (
      <AuthFrame title={title}>
        <FormAlert status="info" title="Sign in first">
          Sign in, then confirm your mobile number here.
        </FormAlert>
        <Button asChild size="lg">
          <Link to="/login" search={{ redirect_uri: '/signupmobileconfirm' }}>
            Sign in
          </Link>
        </Button>
      </AuthFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <AuthFrame title={title}>
          <SecurityLoading />
        </AuthFrame>
      }
    >
      <SignedInPhoneConfirm title={title} settingsPath={settingsPath} />
    </Suspense>
  );
}
