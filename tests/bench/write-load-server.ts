import { demoProfiles } from '../../server/identity/seed/demo-accounts';
import { addMissingProfiles } from '../../server/services/profiles';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import { defaultGenerateOptions } from '../../server/archive/generator/options';
import type { Database } from '../../server/db/database';
import { seedBrokerDemo } from '../../server/modules/broker/demo-seed';
import { seedPortfolioDemo } from '../../server/modules/portfolio/demo-seed';
import { serveForBench } from './bench-server';
import { MANY_TRADES, seedManyTrades } from './many-trades';

// The server of the write-path load run, in a process of its own (tests/bench/write-load.ts
// starts it) so that autocannon does not share its event loop: the real server on PGlite in
// DATA_DIR, the local identity emulator whose keys verify the bench's tokens, the demo profiles
// and no market archive. Prints "listening <url>" once it answers; SIGTERM stops it.

/**
 * BENCH_SEED=portfolio (tests/bench/portfolio.ts): two years of NIFTY 50 history, the paper
 * accounts and investor@'s seeded history, and neha@ with 5,000 trades in one financial year.
 */
const PORTFOLIO_SEED = [
  (db: Database) =>
    ensureDemoArchive(db, {
      ...defaultGenerateOptions(),
      days: 520,
      symbols: 100,
    }).then(() => undefined),
  seedBrokerDemo,
  seedPortfolioDemo,
  (db: Database) => seedManyTrades(db, 'neha@example.com', MANY_TRADES),
];

const main = () =>
  serveForBench([
    async (db) => {
      await addMissingProfiles(db.orm, demoProfiles());
    },
    ...(process.env.BENCH_SEED === 'portfolio' ? PORTFOLIO_SEED : []),
  ]);

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
