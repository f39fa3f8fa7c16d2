import type { MiddlewareHandler } from 'hono';
import type { AppEnv, AuthUser } from '../app-env';
import { ApiError } from '../errors';

/** Resolves a token to its user, or rejects when the token is not valid (signature, expiry). */
export type VerifyToken = (token: string) => Promise<AuthUser>;

// The web client sends the raw identity token, as API Gateway's Cognito authorizer expects;
// a "Bearer " prefix is accepted too.
const tokenOf = (header: string): string | undefined =>
  /^(?:Bearer\s+)?(\S+)$/i.exec(header.trim())?.[1];

/**
 * For endpoints that answer guests too (spec 4: the startup settings fetch): no Authorization
 * header passes as a guest, but a header that is present must verify, so a stale session gets
 * the 401 that signs it out. Without a verifier (identity not wired yet) the header is ignored.
 */
export const optionalAuth =
  (verifyToken: VerifyToken | undefined): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header('Authorization');
    if (verifyToken && header !== undefined) {
      const token = tokenOf(header);
      const user = token ? await verifyToken(token).catch(() => undefined) : undefined;
      if (!user) {
        throw new ApiError(401, 'invalid_token', 'The sign-in token is invalid or has expired');
      }
      c.set('user', user);
    }
    await next();
  };
