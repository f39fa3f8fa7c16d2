import type { SignInOutput } from 'aws-amplify/auth';
import { authErrorName } from '@/auth/amplify/auth-error';
import { loadAmplify } from '@/auth/amplify/load-amplify';

export interface SignInInput {
  username: string;
  password: string;
}

/** SRP sign-in (Amplify's default flow) with an email or E.164 mobile number. */
export async function signIn({ username, password }: SignInInput): Promise<SignInOutput> {
  const auth = await loadAmplify();
  try {
    return await auth.signIn({ username, password });
  } catch (error) {
    // A stale Amplify session the app no longer trusts (e.g. its profile failed to load): the
    // user asked to sign in, so end it and sign in afresh.
    if (authErrorName(error) !== 'UserAlreadyAuthenticatedException') throw error;
    await auth.signOut();
    return auth.signIn({ username, password });
  }
}
