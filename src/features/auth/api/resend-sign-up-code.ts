import { loadAmplify } from '@/auth/amplify/load-amplify';

/** Sends a new sign-up confirmation code; resolves with where it went (masked), if known. */
export async function resendSignUpCode(username: string): Promise<string | null> {
  const auth = await loadAmplify();
  const { destination } = await auth.resendSignUpCode({ username });
  return destination ?? null;
}
