import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { ApiError, errorResponse } from '../errors';
import { optionalAuth, type VerifyToken } from '../middleware/optional-auth';
import { profileFromToken, type Profile } from '../services/profiles';
import { isFrozen, roleOf, type PermissionLookup } from './permissions';

const AREA: Record<string, string> = { I: 'investors', A: 'advisors' };

/**
 * The permission table applied to every /api request, before its route: a route missing from
 * the table does not exist (404); a signed-in route needs a verified id token (401), creates or
 * loads the caller's profile, and checks role (403) and frozen accounts (403). Ownership of
 * the record a route names is the route's service's check (404).
 */
export function authorize(
  db: Database,
  verifyToken: VerifyToken | undefined,
  permissionFor: PermissionLookup,
  /** Who takes on a new uninvited investor (INTAKE_ADVISOR_EMAIL, server/env.ts). */
  intakeAdvisorEmail: string | null,
): MiddlewareHandler<AppEnv> {
  const verifyPresentToken = optionalAuth(verifyToken);
  return async (c, next) => {
    const permission = permissionFor(c.req.method, c.req.path);
    if (!permission) {
      // Answered, not thrown: the 405 middleware turns it into 405 for a known path.
      return errorResponse(c, 404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`);
    }
    if (permission.access === 'guest') return next();

    await verifyPresentToken(c, () => Promise.resolve());
    const user = c.var.user;
    if (!user) {
      const code = c.req.header('Authorization') === undefined ? 'missing_token' : 'invalid_token';
      throw new ApiError(401, code, 'Sign in first: this endpoint needs a valid id token');
    }
    const profile = await profileFromToken(db.orm, user, intakeAdvisorEmail);
    c.set('profile', profile);
    if (!permission.access.includes(roleOf(profile.userType))) {
      const who = permission.access.map((role) => AREA[role]).join(' and ');
      throw new ApiError(403, 'forbidden', `This endpoint is for ${who} only`);
    }
    if (isFrozen(profile.track) && !permission.frozenMayCall) {
      throw new ApiError(403, 'account_frozen', 'This account is frozen');
    }
    await next();
  };
}

/** The signed-in caller of a route the table protects. */
export function callerOf(c: Context<AppEnv>): Profile {
  const profile = c.var.profile;
  if (!profile) throw new Error(`${c.req.path} needs a caller, but its table entry lets guests in`);
  return profile;
}
