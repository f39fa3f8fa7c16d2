import { loadAmplify } from '@/auth/amplify/load-amplify';

/** Checks the first code from the authenticator app, which completes its set-up. */
export async function verifyTotpSetup(code: string): Promise<void> {
  const auth = await loadAmplify();
  await auth.verifyTOTPSetup({ code });
}
