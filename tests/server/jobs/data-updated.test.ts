import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { advanceDemoArchive, ensureDemoArchive } from '../../../server/archive/demo-archive';
import { openDatabase } from '../../../server/db/open-database';
import { DATA_SOURCES, dataUpdated, type TopicPayload } from '../../../server/jobs';
import type { RunningServer } from '../../../server/main';
import { readAdminToken } from '../../../server/runtime-files';
import { SMALL } from '../archive/support';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../support/test-database';
import { makeStaticDir, removeTempDirs, startTestServer, tempDir } from '../support/test-server';
import { eventually, jobRows, pause } from './support';

type DataUpdated = TopicPayload<typeof dataUpdated>;

let dataDir: string;
// On PostgreSQL one database for the story, so the server can restart on it.
let database: TestDatabase | undefined;
let server: RunningServer | undefined;

/** The real server with a small demo archive and a subscriber that records what it gets. */
async function startProbedServer(seen: DataUpdated[]): Promise<RunningServer> {
  return startTestServer({
    dataDir,
    databaseUrl: database?.url,
    staticDir: await makeStaticDir(),
    beforeListen: [
      async (db) => {
        await ensureDemoArchive(db, SMALL);
      },
    ],
    jobs: {
      pollMs: 50,
      subscribe: (registry) =>
        registry.subscribe(dataUpdated, 'test-probe', (payload) => {
          seen.push(payload);
        }),
    },
  });
}

const openDirect = () => openDatabase({ dataDir, databaseUrl: database?.url });
const advanced = z.object({ days: z.array(z.string()).min(1), updatedatetime: z.string() });

beforeAll(async () => {
  dataDir = await tempDir('jobs-archive');
  database = usingPostgres ? await createTestDatabase() : undefined;
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await removeTempDirs();
});

describe.sequential('data.updated after archive loads', () => {
  it('is enqueued once when market:advance loads a day through the running server, and a subscriber gets it', async () => {
    const seen: DataUpdated[] = [];
    server = await startProbedServer(seen);
    // The first generation at startup was a load too.
    await eventually(() => expect(seen).toHaveLength(1));

    const response = await fetch(new URL('/internal/archive/advance', server.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await readAdminToken(dataDir)}` },
    });
    expect(response.status).toBe(200);
    const result = advanced.parse(await response.json());

    await eventually(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual({
      countrycode: 'IND',
      updatedatetime: result.updatedatetime,
      source: expect.any(String) as unknown,
      tradeDates: result.days,
    });
    expect(DATA_SOURCES).toContain(seen[1]?.source);
    await pause(200);
    expect(seen).toHaveLength(2);
    await server.close();
    server = undefined;
  }, 60_000);

  it('waits in the table after a load straight to the database, for the next server to run', async () => {
    const db = await openDirect();
    let result;
    try {
      // npm run market:advance with no server running.
      result = advanced.parse(await advanceDemoArchive(db));
      // A load that changes nothing moves no data-update time and makes no job.
      expect((await ensureDemoArchive(db, SMALL)).action).toBe('unchanged');
      const events = (await jobRows(db, dataUpdated.name)).filter((row) => !row.subscriber);
      expect(events.map((row) => row.state)).toEqual(['completed', 'completed', 'queued']);
      expect(events[2]?.singleton_key).toBe(result.updatedatetime);
    } finally {
      await db.close();
    }

    const seen: DataUpdated[] = [];
    server = await startProbedServer(seen);
    await eventually(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      updatedatetime: result.updatedatetime,
      tradeDates: result.days,
    });
    await server.close();
    server = undefined;

    const after = await openDirect();
    try {
      const rows = await jobRows(after, dataUpdated.name);
      // Three loads: three events, each run once by each subscriber (the probe, paper trading's
      // order matching and dividends, the factor scores, the price alerts, the basket SIPs and
      // the saved scans, the research calls).
      const subscribers = [
        'test-probe',
        'paper-order-matching',
        'factor-scores',
        'price-alerts',
        'basket-sips',
        'saved-scans',
        'research-calls',
      ] as const;
      expect(rows.map((row) => [row.subscriber, row.state]).sort()).toEqual(
        [
          ...Array<[null, string]>(3).fill([null, 'completed']),
          ...subscribers.flatMap((name) => Array<[string, string]>(3).fill([name, 'completed'])),
        ].sort(),
      );
    } finally {
      await after.close();
    }
  }, 60_000);
});
