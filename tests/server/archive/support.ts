import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { GenerateOptions } from '../../../server/archive/generator/options';
import type { RunningServer } from '../../../server/main';
import { makeStaticDir, startTestServer, tempDir } from '../support/test-server';

/** Small and quick: 20 symbols (10 of NIFTY 50), 60 trading days to the end of June 2026. */
export const SMALL: GenerateOptions = {
  seed: 'test-seed',
  symbols: 20,
  days: 60,
  endDate: '2026-06-30',
  // Splits and bonuses every year or so, so a 60-day window holds some.
  corporateActionRate: 40,
};

export const FIXTURES = fileURLToPath(new URL('../../fixtures/bhavcopy/', import.meta.url));

/**
 * The real server on a fresh database (PGlite folder, or its own PostgreSQL database with
 * TEST_DATABASE_URL) with a small demo archive; dataDir and databaseUrl restart on existing ones.
 */
export async function startArchiveServer(
  options: Partial<GenerateOptions> = {},
  dataDir?: string,
  databaseUrl?: string,
): Promise<RunningServer & { dataDir: string }> {
  const dir = dataDir ?? (await tempDir('archive'));
  const server = await startTestServer({
    dataDir: dir,
    databaseUrl,
    staticDir: await makeStaticDir(),
    beforeListen: [
      async (db) => {
        await ensureDemoArchive(db, { ...SMALL, ...options });
      },
    ],
  });
  return Object.assign(server, { dataDir: dir });
}

const envelope = z.object({
  data: z.unknown(),
  meta: z.object({ demo: z.boolean(), label: z.string().nullable(), updatedatetime: z.string() }),
});

/** GET an archive path, expect 200, and return `data` checked against the given shape. */
export async function getData<T extends z.ZodType>(
  server: RunningServer,
  path: string,
  schema: T,
): Promise<z.output<T>> {
  const response = await fetch(new URL(path, server.url));
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const body = envelope.parse(JSON.parse(text));
  return schema.parse(body.data);
}

export async function dataUpdateTime(server: RunningServer): Promise<string> {
  const response = await fetch(
    new URL('/archive/general/dailydatacheck?countrycode=IND&format=json', server.url),
  );
  return z.object({ updatedatetime: z.string() }).parse(await response.json()).updatedatetime;
}
