import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { GenerateOptions } from '../../../server/archive/generator/options';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import { SMALL } from '../archive/support';
import { startGatewayApp, type GatewayApp } from '../support/gateway-app';

/**
 * The real server on a fresh database with the demo profiles, a demo archive (SMALL with these
 * options) and the broker's and portfolio's demo seeds, as `npm start` makes them; no jobs.
 * `seedTwice`: the portfolio seed runs again, as it does on every npm start.
 */
export async function startPortfolioApp(
  archive: Partial<GenerateOptions>,
  { seedTwice = false } = {},
): Promise<{ app: GatewayApp; db: Database }> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, { ...SMALL, ...archive });
        await seedBrokerDemo(opened);
        await seedPortfolioDemo(opened);
        if (seedTwice) await seedPortfolioDemo(opened);
      },
    ],
  });
  if (!db) throw new Error('the server started without opening its database');
  return { app, db };
}
