import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '../../../server/env';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { defineTopic } from '../../../server/jobs';
import { startServer } from '../../../server/main';
import { addMissingProfiles } from '../../../server/services/profiles';

// One of the two server processes of two-processes.test.ts, started with `npx tsx` on this file:
// the real server on DATABASE_URL (PORT, DATA_DIR, STATIC_DIR and LOG_LEVEL from the environment,
// as npm start reads them), trusting the identity emulator at TEST_IDENTITY_ENDPOINT, seeding the
// demo profiles when TEST_SEED_DEMO=1, and running a job worker with a handler that records each
// run of `recordedTopic` in RUNS_TABLE. Prints one JSON line (readyLine) once it listens;
// SIGTERM or SIGINT stops it.

export const recordedTopic = defineTopic('test.two-processes', z.object({ n: z.number().int() }));

/** Made by the test before the processes start: one row per run of a recordedTopic job. */
export const RUNS_TABLE = 'test_two_process_runs';

/** The line on stdout that says the process listens, and where. */
export const readyLine = z
  .object({ ready: z.literal(true), url: z.url(), pid: z.number() })
  .strict();

async function main() {
  const endpoint = process.env.TEST_IDENTITY_ENDPOINT;
  if (!endpoint || !process.env.DATABASE_URL) {
    throw new Error('TEST_IDENTITY_ENDPOINT and DATABASE_URL are required');
  }
  const server = await startServer({
    identity: { ...loadConfig().identity, emulatorPort: 0, endpoint },
    beforeListen:
      process.env.TEST_SEED_DEMO === '1'
        ? [(db) => addMissingProfiles(db.orm, demoProfiles())]
        : [],
    jobs: {
      pollMs: 20,
      subscribe: (registry) =>
        registry.subscribe(recordedTopic, 'recorder', async ({ n }, { job, db }) => {
          await db.transaction((tx) =>
            tx.query(`INSERT INTO ${RUNS_TABLE} (job_id, topic, n, pid) VALUES ($1, $2, $3, $4)`, [
              job.id,
              job.topic,
              n,
              process.pid,
            ]),
          );
          // Long enough for the other process to claim the next job meanwhile.
          await sleep(10);
        }),
    },
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  console.log(JSON.stringify({ ready: true, url: server.url, pid: process.pid }));
}

// The test imports the topic and the table's name from here; only `tsx` on this file starts one.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
