import type { ResourcesConfig } from 'aws-amplify';
import { MIN_PASSWORD_LENGTH } from '@/config';
import type { AuthConfig } from './auth-config';

// Spec 5: usernames are an email or a phone number, the sign-up attribute is email, verification
// is by code, passwords need 8 characters and no character classes, MFA is optional (SMS or an
// authenticator app). SRP (USER_SRP_AUTH) stays Amplify's default sign-in flow.
const userPool = (config: AuthConfig) => ({
  userPoolId: config.userPoolId,
  userPoolClientId: config.userPoolClientId,
  userPoolEndpoint: config.endpoint ?? undefined,
  loginWith: { email: true, phone: true },
  signUpVerificationMethod: 'code' as const,
  userAttributes: { email: { required: true } },
  passwordFormat: {
    minLength: MIN_PASSWORD_LENGTH,
    requireLowercase: false,
    requireUppercase: false,
    requireNumbers: false,
    requireSpecialCharacters: false,
  },
  mfa: { status: 'optional' as const, totpEnabled: true, smsEnabled: true },
});

/** Amplify's configuration for the server's identity settings. */
export function toAmplifyConfig(config: AuthConfig): ResourcesConfig {
  // Guest access belongs to the identity pool; locally there is none (ARCHITECTURE.md, facts).
  if (config.identityPoolId === null) return { Auth: { Cognito: userPool(config) } };
  return {
    Auth: {
      Cognito: {
        ...userPool(config),
        identityPoolId: config.identityPoolId,
        allowGuestAccess: config.allowGuestAccess,
      },
    },
  };
}
