import { loadAmplify } from '@/auth/amplify/load-amplify';

/** Starts a password reset: sends a code; resolves with where it went (masked), if known. */
export async function resetPassword(username: string): Promise<string | null> {
  const auth = await loadAmplify();
  const { nextStep } = await auth.resetPassword({ username });
  return nextStep.codeDeliveryDetails.destination ?? null;
}
