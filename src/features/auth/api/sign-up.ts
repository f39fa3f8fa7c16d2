import type { SignUpOutput } from 'aws-amplify/auth';
import { loadAmplify } from '@/auth/amplify/load-amplify';
import type { SignUpRequest } from '../model';

export async function signUp({
  username,
  password,
  attributes,
}: SignUpRequest): Promise<SignUpOutput> {
  const auth = await loadAmplify();
  return auth.signUp({ username, password, options: { userAttributes: attributes } });
}
