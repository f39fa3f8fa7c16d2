import { createSign } from 'node:crypto';
import emulatorKey from 'cognito-local/lib/keys/cognitoLocal.private.json' with { type: 'json' };
import { issuerDomain, LOCAL_POOL } from '../../../../server/identity/pool';

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

export const decodePayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/**
 * A token signed like the emulator's (its private key ships with cognito-local, which is why
 * only local mode trusts it): for the cases the emulator never issues, such as an expired token.
 */
export function signToken(
  payload: Record<string, unknown>,
  { key = emulatorKey.pem, kid = 'CognitoLocal' }: { key?: string; kid?: string } = {},
): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid })}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** An id token's claims as the emulator would issue them, valid for an hour from now. */
export function idTokenClaims(sub: string, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    aud: LOCAL_POOL.clientId,
    iss: `${issuerDomain(LOCAL_POOL.region)}/${LOCAL_POOL.userPoolId}`,
    token_use: 'id',
    'cognito:username': sub,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    ...extra,
  };
}

/** The same signature over a changed payload: what someone editing their token would send. */
export function tamper(token: string, changes: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${base64url({ ...decodePayload(token), ...changes })}.${signature}`;
}
