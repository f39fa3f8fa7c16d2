import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';

// A user pool configuration shaped like the project's (src/auth/amplify/amplify-config.ts);
// configuring makes no network call, and with no tokens stored fetchAuthSession makes none either.
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: 'ap-south-1_Reference',
      userPoolClientId: 'referenceclient',
      loginWith: { email: true, phone: true },
      signUpVerificationMethod: 'code',
      userAttributes: { email: { required: true } },
      passwordFormat: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireNumbers: false,
        requireSpecialCharacters: false,
      },
      mfa: { status: 'optional', totpEnabled: true, smsEnabled: true },
    },
  },
});

export async function idToken(): Promise<string | null> {
  const { tokens } = await fetchAuthSession();
  return tokens?.idToken?.toString() ?? null;
}
