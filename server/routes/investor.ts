import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { callerOf } from '../auth/authorize';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { ownProfile, profileView } from '../services/profiles';

/** /api/investor: investors' own records; another investor's id is not found. */
export function investorRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/profile/:id', async (c) => {
    const profile = ownProfile(callerOf(c), c.req.param('id'));
    if (!profile) throw new ApiError(404, 'not_found', 'No such investor');
    return c.json(await profileView(db.orm, profile), 200, { 'Cache-Control': 'no-store' });
  });
}
