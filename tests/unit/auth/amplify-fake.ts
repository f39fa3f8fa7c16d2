import { vi } from 'vitest';
import type { AmplifyAuth } from '@/auth/amplify/load-amplify';

/** A stand-in for Amplify's auth API: every call is a mock the test sets up. */
export function fakeAmplifyAuth() {
  return {
    confirmResetPassword: vi.fn(),
    confirmSignIn: vi.fn(),
    confirmSignUp: vi.fn(),
    confirmUserAttribute: vi.fn(),
    fetchAuthSession: vi.fn(),
    fetchMFAPreference: vi.fn(),
    fetchUserAttributes: vi.fn(),
    resendSignUpCode: vi.fn(),
    resetPassword: vi.fn(),
    sendUserAttributeVerificationCode: vi.fn(),
    setUpTOTP: vi.fn(),
    signIn: vi.fn(),
    signOut: vi.fn(),
    signUp: vi.fn(),
    updateMFAPreference: vi.fn(),
    updateUserAttributes: vi.fn(),
    verifyTOTPSetup: vi.fn(),
  } satisfies Record<keyof AmplifyAuth, unknown>;
}

/** An error as Amplify rejects with it: the Cognito exception is the name. */
export const cognitoError = (name: string, message = name) =>
  Object.assign(new Error(message), { name });

/** The id token as Amplify's fetchAuthSession hands it over. */
export const sessionWithToken = (token: string | null) => ({
  tokens: token === null ? undefined : { idToken: { toString: () => token } },
});
