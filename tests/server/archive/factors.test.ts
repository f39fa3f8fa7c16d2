import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { advanceDemoArchive, ensureDemoArchive } from '../../../server/archive/demo-archive';
import { recomputeFactors } from '../../../server/archive/factors/recompute';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import type { RunningServer } from '../../../server/main';
import { readAdminToken } from '../../../server/runtime-files';
import { eventually } from '../jobs/support';
import { openTestDatabase } from '../support/test-database';
import {
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from '../support/test-server';
import { getData, SMALL, startArchiveServer } from './support';

// Issue 12, factor engine. 300 trading days, so the last ones have 12-1 momentum and a year
// of returns for volatility and beta.
const ARCHIVE = { ...SMALL, days: 300 };

interface StoredDay {
  day: string;
  ids: string;
  scores: string;
}

const storedDays = (db: Database): Promise<StoredDay[]> =>
  db.transaction((tx) =>
    tx.query<StoredDay>(
      `SELECT trade_date::text AS day, instrument_ids::text AS ids, md5(scores) AS scores
         FROM factor_days ORDER BY trade_date`,
    ),
  );

describe('the factor engine on a database', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase(await tempDir('factors'));
    await migrate(db);
    await ensureDemoArchive(db, ARCHIVE);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('scores every trading day, and two recomputes store identical rows', async () => {
    const first = await recomputeFactors(db);
    expect(first).toMatchObject({ action: 'full', days: 300 });
    const before = await storedDays(db);
    expect(before).toHaveLength(300);
    expect(await recomputeFactors(db, { force: true })).toMatchObject({ action: 'full' });
    expect(await storedDays(db)).toEqual(before);
  });

  it('skips a recompute when the scores already reflect the data-update time', async () => {
    expect(await recomputeFactors(db)).toMatchObject({ action: 'current', days: 0 });
  });

  it('scores a day alone exactly as the full recompute scored it', async () => {
    const full = await storedDays(db);
    const last = full.at(-1)?.day ?? '';
    const middle = full[150]?.day ?? '';
    expect(await recomputeFactors(db, { from: last, force: true })).toMatchObject({
      action: 'incremental',
      from: last,
      days: 1,
    });
    expect(await storedDays(db)).toEqual(full);
    await recomputeFactors(db, { from: middle, force: true });
    expect(await storedDays(db)).toEqual(full);
  });

  it('does not look ahead: later days, actions and quarters leave earlier scores unchanged', async () => {
    const before = await storedDays(db);
    for (let i = 0; i < 3; i += 1) await advanceDemoArchive(db);
    await recomputeFactors(db, { force: true });
    const after = await storedDays(db);
    expect(after).toHaveLength(before.length + 3);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

const factorsSchema = z.object({
  symbol: z.string(),
  sector: z.string(),
  date: z.string(),
  scored: z.number(),
  composite: z.object({ universe: z.number().nullable(), sector: z.number().nullable() }),
  sectorRank: z.object({ rank: z.number(), of: z.number() }).nullable(),
  factors: z.array(
    z.object({ key: z.string(), universe: z.number().nullable(), sector: z.number().nullable() }),
  ),
  raw: z.array(z.object({ key: z.string(), value: z.number().nullable() })),
  history: z.object({
    interval: z.string(),
    points: z.array(z.object({ date: z.string(), composite: z.number().nullable() })),
  }),
});
const listSchema = z.object({
  date: z.string(),
  scores: z.array(
    z.object({
      symbol: z.string(),
      sector: z.string(),
      composite: z.number().nullable(),
      sectorRank: z.number().nullable(),
      sectorSize: z.number().nullable(),
    }),
  ),
});
const quoteSchema = z.object({
  quotes: z.array(z.object({ date: z.string(), marketCap: z.number().nullable() })),
});

describe('GET /archive/instruments/:symbol/factors and /archive/factors', () => {
  let server: RunningServer & { dataDir: string };
  const get = (path: string) => fetch(new URL(path, server.url));

  beforeAll(async () => {
    server = await startArchiveServer(ARCHIVE);
    // The data.updated job of the generation scores the archive.
    await eventually(async () => expect((await get('/archive/factors')).status).toBe(200));
  });

  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });

  it("answers the latest day's scores against the universe and the sector, with a year of weekly history", async () => {
    const bel = await getData(server, '/archive/instruments/bel/factors', factorsSchema);
    const [quote] = (await getData(server, '/archive/quotes?symbols=BEL', quoteSchema)).quotes;
    expect(bel).toMatchObject({ symbol: 'BEL', date: quote?.date, scored: 20 });
    expect(bel.factors.map((f) => f.key)).toEqual([
      'value',
      'momentum',
      'quality',
      'lowVolatility',
      'size',
    ]);
    for (const f of bel.factors) {
      expect(Math.abs(f.universe ?? NaN), f.key).toBeLessThanOrEqual(3);
    }
    expect(Math.abs(bel.composite.universe ?? NaN)).toBeLessThanOrEqual(3);
    // Market cap as latest_quotes computes it (close x shares, split-adjusted).
    const size = bel.raw.find((m) => m.key === 'logMarketCap')?.value ?? NaN;
    expect(Math.exp(size) / (quote?.marketCap ?? NaN)).toBeCloseTo(1, 4);
    const points = bel.history.points;
    expect(bel.history.interval).toBe('weekly');
    expect(points.length).toBeGreaterThanOrEqual(50);
    expect(points.length).toBeLessThanOrEqual(54);
    expect(points.at(-1)?.date).toBe(bel.date);
    expect(points.at(-1)?.composite).toBe(bel.composite.universe);
  });

  it('gives every day with range and interval, and agrees with the list of all stocks', async () => {
    const daily = await getData(
      server,
      '/archive/instruments/BEL/factors?range=max&interval=daily',
      factorsSchema,
    );
    expect(daily.history.points).toHaveLength(300);
    const list = await getData(server, '/archive/factors', listSchema);
    expect(list.date).toBe(daily.date);
    expect(list.scores).toHaveLength(20);
    const composites = list.scores.map((s) => s.composite ?? -Infinity);
    expect(composites).toEqual([...composites].sort((a, b) => b - a));
    const entry = list.scores.find((s) => s.symbol === 'BEL');
    expect(entry?.composite).toBe(daily.composite.universe);
    const sameSector = list.scores.filter((s) => s.sector === daily.sector && s.sectorRank);
    expect(daily.sectorRank).toEqual(
      sameSector.length === 0 ? null : { rank: entry?.sectorRank, of: sameSector.length },
    );
    const earlier = await getData(server, `/archive/factors?date=2026-01-01`, listSchema);
    expect(earlier.date < '2026-01-01' || earlier.date === '2026-01-01').toBe(true);
  });

  it.each([
    ['/archive/instruments/NOSUCH/factors', 404, 'unknown_symbol'],
    ['/archive/instruments/BEL/factors?range=2y', 400, undefined],
    ['/archive/factors?date=2020-13-01', 400, undefined],
    ['/archive/factors?date=2000-01-01', 404, 'no_factor_scores'],
  ])('GET %s answers %i', async (path, status, code) => {
    await expectErrorBody(await get(path), status, code);
  });

  it('scores a loaded day through the data.updated job', async () => {
    const response = await fetch(new URL('/internal/archive/advance', server.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await readAdminToken(server.dataDir)}` },
    });
    const { days } = z.object({ days: z.array(z.string()) }).parse(await response.json());
    await eventually(async () => {
      const response = await get('/archive/factors');
      expect(response.status).toBe(200);
      expect(listSchema.parse(((await response.json()) as { data: unknown }).data).date).toBe(
        days[0],
      );
    });
  });
});

describe('factor answers before the job has scored the data', () => {
  it('answer 503 factors_pending with Retry-After, never an answer cached for the new data', async () => {
    const server = await startTestServer({
      dataDir: await tempDir('factors-pending'),
      staticDir: await makeStaticDir(),
      jobs: false,
      beforeListen: [
        async (db) => {
          await ensureDemoArchive(db, SMALL);
        },
      ],
    });
    try {
      const response = await fetch(new URL('/archive/instruments/BEL/factors', server.url));
      expect(response.headers.get('retry-after')).toBe('5');
      await expectErrorBody(response, 503, 'factors_pending');
    } finally {
      await server.close();
    }
  });
});
