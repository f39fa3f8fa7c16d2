import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../server/env';
import { startIdentityEmulator } from '../../server/identity/emulator';
import { demoProfiles } from '../../server/identity/seed/demo-accounts';
import { createLogger } from '../../server/logger';
import { startServer } from '../../server/main';
import { addMissingProfiles } from '../../server/services/profiles';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import { defaultGenerateOptions } from '../../server/archive/generator/options';
import type { Database } from '../../server/db/database';
import { seedBrokerDemo } from '../../server/modules/broker/demo-seed';
import { seedPortfolioDemo } from '../../server/modules/portfolio/demo-seed';
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

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
  const logLevel = 'warn';
  const emulator = await startIdentityEmulator({
    dataDir,
    port: 0,
    logger: createLogger('silent'),
  });
  const staticDir = join(dataDir, 'static');
  await mkdir(staticDir, { recursive: true });
  // env {}: defaults only, so a DATABASE_URL in the shell never turns this into a PostgreSQL run.
  const server = await startServer({
    env: {},
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir,
    logLevel,
    identity: { ...loadConfig({}).identity, emulatorPort: 0, endpoint: emulator.endpoint },
    beforeListen: [
      (db) => addMissingProfiles(db.orm, demoProfiles()),
      ...(process.env.BENCH_SEED === 'portfolio' ? PORTFOLIO_SEED : []),
    ],
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await emulator.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  console.log(`listening ${server.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
