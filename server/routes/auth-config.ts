import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
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

/** /api/auth-config: guest; no-cache, since a restart may move the emulator to another port. */
export function authConfigRoutes(config: Pick<ServerConfig, 'identity' | 'appMode'>): Hono<AppEnv> {
  const body = authConfigOf(config);
  return new Hono<AppEnv>().get('/', (c) => c.json(body, 200, { 'Cache-Control': 'no-cache' }));
}

/** For CSP connect-src: the emulator locally; Cognito's user pool and identity endpoints else. */
export function identityOrigins({ identity, appMode }: Pick<ServerConfig, 'identity' | 'appMode'>) {
  if (appMode === 'local') return identity.endpoint ? [new URL(identity.endpoint).origin] : [];
  return [
    `https://cognito-idp.${identity.region}.amazonaws.com`,
    `https://cognito-identity.${identity.region}.amazonaws.com`,
  ];
}
