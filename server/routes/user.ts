import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { callerOf } from '../auth/authorize';
import type { Database } from '../db/database';
import { profileView } from '../services/profiles';

const noStore = { 'Cache-Control': 'no-store' };

/** /api/user: the signed-in user, whatever their role; re-authentication reads the profile. */
export function userRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/profile', async (c) =>
    c.json(await profileView(db.orm, callerOf(c)), 200, noStore),
  );
}
