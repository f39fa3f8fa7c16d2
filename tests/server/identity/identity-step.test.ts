import { afterAll, describe, expect, it, vi } from 'vitest';
import { startApiServer } from '../../../scripts/lib/api-server-step';
import { startIdentity } from '../../../scripts/lib/identity-step';
import { SEED_TASKS } from '../../../scripts/lib/seed';
import { runCleanups, runSteps, type StepContext } from '../../../scripts/lib/steps';
import { loadConfig } from '../../../server/env';
import { DEMO_ACCOUNTS } from '../../../server/identity/seed/demo-accounts';
import { seedIdentityStore } from '../../../server/identity/seed-store';
import { createTestDatabase, usingPostgres } from '../support/test-database';
import { makeStaticDir, PROJECT_ROOT, removeTempDirs, tempDir } from '../support/test-server';
import { tokensOf } from './support/identity-app';

afterAll(removeTempDirs);

const investor = DEMO_ACCOUNTS.find((demo) => demo.email === 'investor@example.com')!;

describe('demo accounts', () => {
  it('are seeded when missing only, so users and their changes survive a restart', async () => {
    const dataDir = await tempDir('reseed');
    expect(await seedIdentityStore(dataDir)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await seedIdentityStore(dataDir)).toEqual([]);
  });
});

describe("npm start's identity step", () => {
  it('hands the server the emulator it started (trusted, named to the client) and stops it', async () => {
    const dataDir = await tempDir('steps');
    const database = usingPostgres ? await createTestDatabase() : undefined;
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url,
      STATIC_DIR: await makeStaticDir(),
      PORT: '0',
      COGNITO_LOCAL_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const demoProfiles = SEED_TASKS.filter((task) => task.title === 'demo accounts (profiles)');
    expect(demoProfiles).toHaveLength(1);
    const context: StepContext = {
      root: PROJECT_ROOT,
      config,
      databaseTasks: demoProfiles.map((task) => (db) => task.run(db)),
      cleanups: [],
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await runSteps([startIdentity, startApiServer], context);
      const lines = log.mock.calls.map((call) => String(call[0]));
      const endpoint = /Identity emulator \(cognito-local\) at (\S+);/.exec(lines.join('\n'))?.[1];
      const url = /Nivesh is running at (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
      expect(endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(lines[0]).toContain('Seeded demo accounts: advisor@example.com');

      const authConfig = (await (await fetch(new URL('/api/auth-config', url))).json()) as {
        endpoint: string;
      };
      expect(authConfig.endpoint).toBe(endpoint);
      const { IdToken } = await tokensOf(authConfig.endpoint, investor.email, investor.password);
      const profile = await fetch(new URL('/api/user/profile', url), {
        headers: { Authorization: IdToken },
      });
      expect(await profile.json()).toMatchObject({
        sub: investor.sub,
        track: 'UPFACTIVE',
        advisor: { name: 'Priya Mehta' },
      });

      await runCleanups(context);
      await expect(fetch(authConfig.endpoint)).rejects.toThrow();
    } finally {
      log.mockRestore();
      await runCleanups(context);
      await database?.drop();
    }
  });
});
