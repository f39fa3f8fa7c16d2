import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { optionalAuth, type VerifyToken } from '../middleware/optional-auth';
import { getMaintenance } from '../services/settings';

/** Gateway API, /api/settings: the startup settings fetch (spec 4), open to guests. */
export function settingsRoutes(db: Database, verifyToken: VerifyToken | undefined): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', optionalAuth(verifyToken), async (c) =>
    c.json({ UNDER_MAINTENANCE: await getMaintenance(db.orm) }, 200, {
      'Cache-Control': 'no-store',
    }),
  );
}
