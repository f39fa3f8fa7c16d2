import { NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { decodeJwtPayload, poolOfRequest, type Addition } from './context';

/** Cognito's sign-out on every device: the user's refresh tokens stop working. */
async function revokeRefreshTokens(
  ctx: Context,
  pool: UserPoolService,
  username: string,
): Promise<boolean> {
  const user = await pool.getUserByUsername(ctx, username);
  if (!user) return false;
  await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return true;
}

/** GlobalSignOut, by the user's own access token (Amplify's signOut({ global: true })). */
export const globalSignOut: Addition =
  ({ services }) =>
  async (ctx, request: { AccessToken?: unknown }) => {
    const pool = await poolOfRequest(services, ctx, request);
    const { sub, token_use: use } = decodeJwtPayload(request.AccessToken);
    if (use !== 'access' || typeof sub !== 'string') throw new NotAuthorizedError();
    if (!(await revokeRefreshTokens(ctx, pool, sub))) throw new NotAuthorizedError();
    return {};
  };

/** AdminUserGlobalSignOut, by the server (server/identity/admin.ts). */
export const adminUserGlobalSignOut: Addition =
  ({ services }) =>
  async (ctx, request: { UserPoolId?: unknown; Username?: unknown }) => {
    const pool = await poolOfRequest(services, ctx, request);
    if (typeof request.Username !== 'string') throw new UserNotFoundError('User does not exist.');
    if (!(await revokeRefreshTokens(ctx, pool, request.Username))) {
      throw new UserNotFoundError('User does not exist.');
    }
    return {};
  };
