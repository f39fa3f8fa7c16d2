import type { ConfirmSignUpOutput } from 'aws-amplify/auth';
import { loadAmplify } from '@/auth/amplify/load-amplify';

export async function confirmSignUp(username: string, code: string): Promise<ConfirmSignUpOutput> {
  const auth = await loadAmplify();
  return auth.confirmSignUp({ username, confirmationCode: code });
}
