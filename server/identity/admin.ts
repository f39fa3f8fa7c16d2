import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityConfig, ServerConfig } from '../env';

/**
 * What the server itself does to sign-in accounts (issue 11, Deliver 8), with the AWS SDK's
 * Cognito client: against Amazon Cognito in production (credentials from the usual AWS chain,
 * e.g. the instance role, with cognito-idp:AdminUserGlobalSignOut and AdminDeleteUser), and
 * against the local identity service in local mode (it checks no credentials).
 */
export interface IdentityAdmin {
  /** Revokes every refresh token of the user: no device gets new tokens. A missing user has none. */
  signOutEverywhere(sub: string): Promise<void>;
  /** Deletes the sign-in account; one that is already gone counts as deleted. */
  deleteUser(sub: string): Promise<void>;
}

/** Undefined in local mode before the emulator's endpoint is known (tests without one). */
export function identityAdminFor(
  identity: IdentityConfig,
  appMode: ServerConfig['appMode'],
): IdentityAdmin | undefined {
  if (appMode === 'local' && !identity.endpoint) return undefined;
  // The SDK is pinned (3.1169.0), which runs on Node 20; its warning is about later releases,
  // which will need Node 22: printed on every start, it would only be noise in the logs.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new CognitoIdentityProviderClient(
    appMode === 'local' && identity.endpoint
      ? {
          region: identity.region,
          endpoint: identity.endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          maxAttempts: 2,
        }
      : { region: identity.region },
  );
  const UserPoolId = identity.userPoolId;
  return {
    async signOutEverywhere(sub) {
      try {
        // A user pool without a username alias takes the sub as the Username (Cognito's API docs).
        await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: sub }));
      } catch (error) {
        // No sign-in account, no session of it to end.
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
    async deleteUser(sub) {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: sub }));
      } catch (error) {
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
  };
}
