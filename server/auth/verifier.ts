import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { FetchError, JwksValidationError, JwtBaseError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { AuthUser } from '../app-env';
import type { IdentityConfig, ServerConfig } from '../env';
import type { Logger } from '../logger';
import type { VerifyToken } from '../middleware/optional-auth';
import { verifiedTokenCache } from './verified-tokens';

/**
 * The emulator's keys, fetched from the emulator whatever URI the verifier asks for: its tokens
 * carry Cognito's issuer (https://cognito-idp.<region>.amazonaws.com/<pool>), so without this
 * the verifier would look for them at AWS. Its signing key is public (it ships in cognito-local),
 * which is why only APP_MODE=local trusts it.
 */
function emulatorKeys(endpoint: string, userPoolId: string): Fetcher {
  const jwksUri = `${endpoint}/${userPoolId}/.well-known/jwks.json`;
  return {
    fetch: async () => {
      const response = await fetch(jwksUri, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`${jwksUri} answered ${response.status}`);
      return response.arrayBuffer();
    },
  };
}

/**
 * Verifies id tokens (the web client sends the id token, spec 7): signature, expiry, issuer,
 * audience (the app client) and token_use. Undefined when nothing can verify: local mode
 * before the emulator's endpoint is known.
 */
export function createTokenVerifier(
  identity: IdentityConfig,
  appMode: ServerConfig['appMode'],
  logger: Logger,
): VerifyToken | undefined {
  const { userPoolId, clientId, endpoint } = identity;
  if (appMode === 'local' && !endpoint) return undefined;
  const properties = { userPoolId, clientId, tokenUse: 'id' } as const;
  const verifier =
    appMode === 'local' && endpoint
      ? CognitoJwtVerifier.create(properties, {
          jwksCache: new SimpleJwksCache({ fetcher: emulatorKeys(endpoint, userPoolId) }),
        })
      : CognitoJwtVerifier.create(properties);
  const verified = verifiedTokenCache();
  return async (token): Promise<AuthUser> => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const claims = await verifier.verify(token);
      const user = { sub: claims.sub, claims };
      verified.set(token, user);
      return user;
    } catch (error) {
      // A bad token is the caller's 401; keys we cannot get would make every token fail.
      const keysUnavailable =
        !(error instanceof JwtBaseError) ||
        error instanceof FetchError ||
        error instanceof JwksValidationError;
      if (keysUnavailable) logger.warn({ err: error, userPoolId }, 'cannot get the signing keys');
      throw error;
    }
  };
}
