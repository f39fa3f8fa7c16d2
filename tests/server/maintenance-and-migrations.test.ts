import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../../server/db/folder-lock';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import type { RunningServer } from '../../server/main';
import { createTestDatabase, usingPostgres, type TestDatabase } from './support/test-database';
import {
  makeStaticDir,
  removeTempDirs,
  runScript,
  startTestServer,
  tempDir,
} from './support/test-server';

let dataDir: string;
let staticDir: string;
let server: RunningServer | undefined;
// On PostgreSQL one database for the whole story (restarts included), like DATA_DIR's PGlite.
let database: TestDatabase | undefined;

const settings = async (running: RunningServer): Promise<unknown> =>
  (await fetch(new URL('/api/settings', running.url))).json();

const dataTime = async (running: RunningServer): Promise<unknown> =>
  (
    await fetch(new URL('/archive/general/dailydatacheck?countrycode=IND&format=json', running.url))
  ).json();

beforeAll(async () => {
  dataDir = await tempDir('data');
  staticDir = await makeStaticDir();
  database = usingPostgres ? await createTestDatabase() : undefined;
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await removeTempDirs();
});

// One DATA_DIR through the life of a local install: run, switch, stop, switch, start again.
describe.sequential('npm run maintenance and restarts on one DATA_DIR', () => {
  let firstDataTime: unknown;

  it('switches maintenance on and off through the running server', async () => {
    server = await startTestServer({ dataDir, staticDir, databaseUrl: database?.url });
    const running = server;
    firstDataTime = await dataTime(running);
    expect(await settings(running)).toEqual({ UNDER_MAINTENANCE: 0 });

    const on = await runScript('scripts/maintenance.ts', ['on'], dataDir);
    expect(on).toMatchObject({ code: 0 });
    expect(on.stdout.trim()).toBe(
      `Maintenance mode is ON (UNDER_MAINTENANCE=1), set through the running server at ${running.url}.`,
    );
    expect(await settings(running)).toEqual({ UNDER_MAINTENANCE: 1 });

    const status = await runScript('scripts/maintenance.ts', ['status'], dataDir);
    expect(status.stdout).toMatch(/^Maintenance mode is ON \(UNDER_MAINTENANCE=1\), read through/);

    const off = await runScript('scripts/maintenance.ts', ['off'], dataDir);
    expect(off.code).toBe(0);
    expect(await settings(running)).toEqual({ UNDER_MAINTENANCE: 0 });
  });

  // PostgreSQL has many owners by design; the lock guards PGlite's folder only.
  it.skipIf(usingPostgres)(
    'refuses a second owner of the PGlite folder while the server runs',
    async () => {
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DatabaseBusyError);
      expect(await settings(server!)).toEqual({ UNDER_MAINTENANCE: 0 });
    },
  );

  it('explains its usage on a wrong argument', async () => {
    const result = await runScript('scripts/maintenance.ts', ['maybe'], dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run maintenance -- on|off|status');
  });

  it('writes the database directly when no server runs', async () => {
    await server?.close();
    server = undefined;
    const on = await runScript('scripts/maintenance.ts', ['on'], dataDir, database?.url);
    expect(on.code).toBe(0);
    expect(on.stdout).toMatch(
      /^Maintenance mode is ON \(UNDER_MAINTENANCE=1\), set in the database .* directly\.$/m,
    );
  });

  it('starts again on the same DATA_DIR without re-running migrations or their seed', async () => {
    server = await startTestServer({ dataDir, staticDir, databaseUrl: database?.url });
    expect(await settings(server)).toEqual({ UNDER_MAINTENANCE: 1 });
    expect(await dataTime(server)).toEqual(firstDataTime);
    await server.close();
    server = undefined;

    const db = await openDatabase({ dataDir, databaseUrl: database?.url });
    try {
      expect(await migrate(db)).toEqual({ applied: [] });
      const rows = await db.transaction((tx) =>
        tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
      );
      const all = (await loadMigrations()).map((migration) => migration.name);
      expect(all[0]).toBe('0001_initial.sql');
      expect(rows.map((row) => row.name)).toEqual(all);
    } finally {
      await db.close();
    }
  });
});
