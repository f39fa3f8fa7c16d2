import type { Logger } from './logger';
import type { Profile } from './services/profiles';

/** The identity a verified token carries; the later identity issue fills in the claims it uses. */
export interface AuthUser {
  sub: string;
  claims: Record<string, unknown>;
}

/** Hono's context typing for this app: what middleware puts on `c.var`. */
export interface AppEnv {
  Variables: {
    logger: Logger;
    user: AuthUser | undefined;
    /** The caller's profile, on routes the permission table (server/auth) signs in. */
    profile: Profile | undefined;
  };
}
