import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../server/db/database';
import { loadConfig } from '../../server/env';
import { startIdentityEmulator } from '../../server/identity/emulator';
import { createLogger } from '../../server/logger';
import { startServer } from '../../server/main';

/**
 * A bench's server in a process of its own (so that autocannon does not share its event loop):
 * the real server on PGlite in DATA_DIR, seeded by `beforeListen`, with the local identity
 * emulator whose keys verify the bench's tokens. Prints "listening <url>" once it answers;
 * SIGTERM or SIGINT stops it.
 */
export async function serveForBench(
  beforeListen: Array<(db: Database) => Promise<void>>,
): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is required');
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
    logLevel: 'warn',
    identity: { ...loadConfig({}).identity, emulatorPort: 0, endpoint: emulator.endpoint },
    beforeListen,
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
