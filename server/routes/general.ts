import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { getDataStatus } from '../services/data-status';
import { parseQuery } from '../validation';

const dailyDataCheckQuery = z.object({
  countrycode: z
    .string({ error: 'countrycode is required, e.g. countrycode=IND' })
    .regex(/^[A-Z]{3}$/, 'countrycode must be a three-letter country code such as IND'),
  // Spec 7 always sends format=json; it is the only format the archive offers.
  format: z.literal('json', { error: 'format must be json' }).optional(),
});

/** Archive API, /archive/general: public data, no token (spec 7, guest). */
export function generalRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/dailydatacheck', async (c) => {
    const { countrycode } = parseQuery(c, dailyDataCheckQuery);
    const status = await getDataStatus(db.orm, countrycode);
    if (!status) {
      throw new ApiError(400, 'unknown_country', `No data is kept for countrycode ${countrycode}`);
    }
    // no-cache, not no-store: the worker revalidates this on every startup (spec 4, cache policy).
    return c.json(status, 200, { 'Cache-Control': 'no-cache' });
  });
}
