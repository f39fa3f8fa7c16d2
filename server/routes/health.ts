import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';

/** For scripts (reset refuses while this answers) and probes; 503 when the database fails. */
export function healthRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const headers = { 'Cache-Control': 'no-store' };
    try {
      await db.orm.execute(sql`SELECT 1`);
      return c.json({ status: 'ok', database: 'ok' }, 200, headers);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database query failed');
      return c.json({ status: 'error', database: 'error' }, 503, headers);
    }
  });
}
