import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { callerOf } from '../auth/authorize';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { investorOf, investorsOf, profileView } from '../services/profiles';

const noStore = { 'Cache-Control': 'no-store' };

/** /api/advisor: an advisor's own investors (advisoruserstatus, investordetails); no others. */
export function advisorRoutes(db: Database): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/investors', async (c) =>
      c.json({ investors: await investorsOf(db.orm, callerOf(c)) }, 200, noStore),
    )
    .get('/investors/:id', async (c) => {
      const investor = await investorOf(db.orm, callerOf(c), c.req.param('id'));
      if (!investor) throw new ApiError(404, 'not_found', 'No such investor among yours');
      return c.json(await profileView(db.orm, investor), 200, noStore);
    });
}
