import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { localAdminOnly } from '../middleware/local-admin';
import { getMaintenance, setMaintenance } from '../services/settings';
import { parseJsonBody } from '../validation';
import { archiveInternalRoutes } from './archive/internal';

const maintenanceBody = z.object({
  UNDER_MAINTENANCE: z.union([z.literal(0), z.literal(1)], {
    error: 'UNDER_MAINTENANCE must be 0 or 1',
  }),
});

/** Admin operations for scripts/maintenance.ts while this process owns the database. */
export function internalRoutes(db: Database, adminToken: string | undefined): Hono<AppEnv> {
  const noStore = { 'Cache-Control': 'no-store' };
  return new Hono<AppEnv>()
    .use(localAdminOnly(adminToken))
    .get('/maintenance', async (c) =>
      c.json({ UNDER_MAINTENANCE: await getMaintenance(db.orm) }, 200, noStore),
    )
    .post('/maintenance', async (c) => {
      const { UNDER_MAINTENANCE } = await parseJsonBody(c, maintenanceBody);
      const flag = await setMaintenance(db.orm, UNDER_MAINTENANCE);
      c.var.logger.info({ UNDER_MAINTENANCE: flag }, 'maintenance switched');
      return c.json({ UNDER_MAINTENANCE: flag }, 200, noStore);
    })
    .route('/archive', archiveInternalRoutes(db));
}
