import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { attributesToRecord } from 'cognito-local/lib/services/userPoolService.js';

// Standard attributes a Cognito id token carries when they are set (cognito-local's id token has
// only email and the custom ones; the server's profile needs name and phone as well).
const STRING_CLAIMS = ['name', 'given_name', 'family_name', 'phone_number'] as const;
const BOOLEAN_CLAIMS = ['email_verified', 'phone_number_verified'] as const;

const notConfigured = (name: string) => () =>
  Promise.reject(new Error(`${name} trigger is not configured in the local identity service`));

/**
 * The emulator's only trigger: a local "pre token generation" that adds the claims real Cognito
 * puts in every id token, with booleans as booleans (cognito-local turns "false" into true).
 */
export const localTriggers: Triggers = {
  enabled: (trigger) => trigger === 'PreTokenGeneration',
  preTokenGeneration: (_ctx, { userAttributes }) => {
    const attributes = attributesToRecord(userAttributes);
    const claims: Record<string, string | boolean> = {};
    for (const name of STRING_CLAIMS) {
      const value = attributes[name];
      if (value) claims[name] = value;
    }
    for (const name of BOOLEAN_CLAIMS) {
      if (attributes[name] !== undefined) claims[name] = attributes[name] === 'true';
    }
    // A Lambda may return only strings; Cognito's own id token carries these as JSON booleans.
    const claimsToAddOrOverride = claims as Record<string, string>;
    return Promise.resolve({ claimsOverrideDetails: { claimsToAddOrOverride } });
  },
  customMessage: notConfigured('CustomMessage'),
  customEmailSender: notConfigured('CustomEmailSender'),
  postAuthentication: notConfigured('PostAuthentication'),
  postConfirmation: notConfigured('PostConfirmation'),
  preSignUp: notConfigured('PreSignUp'),
  userMigration: notConfigured('UserMigration'),
};
