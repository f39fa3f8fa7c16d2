import type { ServerConfig } from '../env';

/** What the web client configures Amplify with, at run time (one build for any emulator port). */
export interface AuthConfigBody {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  identityPoolId: string | null;
  /** Local mode: the emulator (Amplify's userPoolEndpoint); null means Amazon Cognito. */
  endpoint: string | null;
  allowGuestAccess: boolean;
  /** Local mode: the dev mailbox page with the codes the emulator "sends". */
  mailbox: string | null;
}

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** GET /api/auth-config's answer (server/modules/platform/routes.ts). */
export function authConfigOf({ identity, appMode }: Pick<ServerConfig, 'identity' | 'appMode'>) {
  const local = appMode === 'local';
  return {
    region: identity.region,
    userPoolId: identity.userPoolId,
    userPoolClientId: identity.clientId,
    identityPoolId: identity.identityPoolId,
    endpoint: local ? identity.endpoint : null,
    allowGuestAccess: identity.allowGuestAccess,
    mailbox: local ? DEV_MAILBOX_PATH : null,
  } satisfies AuthConfigBody;
}

/** For CSP connect-src: the emulator locally; Cognito's user pool and identity endpoints else. */
export function identityOrigins({ identity, appMode }: Pick<ServerConfig, 'identity' | 'appMode'>) {
  if (appMode === 'local') return identity.endpoint ? [new URL(identity.endpoint).origin] : [];
  return [
    `https://cognito-idp.${identity.region}.amazonaws.com`,
    `https://cognito-identity.${identity.region}.amazonaws.com`,
  ];
}
