import type { ConfirmSignInOutput } from 'aws-amplify/auth';
import { loadAmplify } from '@/auth/amplify/load-amplify';

/** Answers the current sign-in challenge: an MFA code, an MFA choice or a new password. */
export async function confirmSignIn(challengeResponse: string): Promise<ConfirmSignInOutput> {
  const auth = await loadAmplify();
  return auth.confirmSignIn({ challengeResponse });
}
