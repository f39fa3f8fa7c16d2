import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/main';
import { usingPostgres } from './support/test-database';
import { makeStaticDir, removeTempDirs, startTestServer, tempDir } from './support/test-server';

let server: RunningServer | undefined;

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

// What only a real PostgreSQL can show (npm run test:server:pg).
describe.runIf(usingPostgres)('on PostgreSQL', () => {
  it('keeps serving after the database ends its connections (restart, failover)', async () => {
    server = await startTestServer({
      dataDir: await tempDir('pg'),
      staticDir: await makeStaticDir(),
    });
    const settings = async () => (await fetch(new URL('/api/settings', server?.url))).status;
    expect(await settings()).toBe(200);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const database = new URL(server.config.databaseUrl ?? '').pathname.slice(1);
      const { rows } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The idle connections hear of it first; then a request needs a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await settings()).toBe(200);
  });
});
