import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../../server/main';
import { withDatabase } from '../../../scripts/lib/direct-database';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../support/test-database';
import { removeTempDirs, runScript } from '../support/test-server';
import { dataUpdateTime, FIXTURES, getData, startArchiveServer } from './support';

let server: (RunningServer & { dataDir: string }) | undefined;
// On PostgreSQL one database for the whole story, so the last test can restart on it.
let database: TestDatabase | undefined;
const running = () => {
  if (!server) throw new Error('no server');
  return server;
};

const CLASSIC = join(FIXTURES, 'cm01JUL2026bhav.csv');
const UDIFF = join(FIXTURES, 'BhavCopy_NSE_CM_0_0_0_20260702_F_0000.csv');
const MALFORMED = join(FIXTURES, 'cm03JUL2026bhav-malformed.csv');
const NOT_BHAVCOPY = join(FIXTURES, 'not-a-bhavcopy.csv');

const quotes = z.object({
  quotes: z.array(
    z.object({
      symbol: z.string(),
      date: z.string(),
      close: z.number(),
      previousClose: z.number().nullable(),
    }),
  ),
});
const levels = z.object({ levels: z.array(z.object({ date: z.string() })) });
const bars = z.object({ bars: z.array(z.object({ date: z.string(), close: z.number() })) });

const importFiles = (...files: string[]) =>
  runScript('scripts/import-bhavcopy.ts', files, running().dataDir);
const barsOn = async (day: string) =>
  (
    await getData(running(), `/archive/quotes?symbols=360ONE,3MINDIA,AADHARHFC,BEL`, quotes)
  ).quotes.filter((q) => q.date === day);

beforeAll(async () => {
  database = usingPostgres ? await createTestDatabase() : undefined;
  server = await startArchiveServer({}, undefined, database?.url);
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await removeTempDirs();
});

describe.sequential(
  'npm run import:bhavcopy and npm run market:advance on a running server',
  () => {
    it('loads the classic layout, reports what it skipped, and moves the data-update time', async () => {
      const before = await dataUpdateTime(running());
      const result = await importFiles(CLASSIC);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain(`through the running server at ${running().url}`);
      expect(result.stdout).toMatch(
        /cm01JUL2026bhav\.csv \(classic, 2026-07-01\): 12 loaded \(0 replaced a stored bar\), 2 skipped, 0 rejected/,
      );
      expect(result.stdout).toMatch(/skipped 1: symbol not in the archive's universe/);
      expect(result.stdout).toMatch(/skipped 1: series N1 is not an equity series/);
      expect(await dataUpdateTime(running())).not.toBe(before);
      const [one] = await barsOn('2026-07-01');
      expect(one).toMatchObject({ symbol: '360ONE', close: 120_785 });
      const nifty = await getData(running(), '/archive/indices/NIFTY50/history', levels);
      expect(nifty.levels.at(-1)?.date).toBe('2026-07-01');
    });

    it('loads the UDiFF layout', async () => {
      const result = await importFiles(UDIFF);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(
        /\(udiff, 2026-07-02\): 12 loaded \(0 replaced a stored bar\), 2 skipped, 0 rejected/,
      );
      expect(result.stdout).toMatch(/skipped 1: not a share \(FinInstrmTp ETF\)/);
      expect((await barsOn('2026-07-02')).map((q) => q.symbol)).toEqual([
        '360ONE',
        '3MINDIA',
        'AADHARHFC',
      ]);
    });

    it('replaces the same day on a re-import, keeping one bar a day, and moves the time again', async () => {
      const before = await dataUpdateTime(running());
      const history = async () =>
        (await getData(running(), '/archive/instruments/360ONE/history?from=2026-06-29', bars))
          .bars;
      const earlier = await history();
      const result = await importFiles(CLASSIC);
      expect(result.stdout).toMatch(/12 loaded \(12 replaced a stored bar\)/);
      expect(await history()).toEqual(earlier);
      expect(await dataUpdateTime(running())).not.toBe(before);
    });

    it('rejects malformed lines one by one with the reason, loading the rest and losing nothing', async () => {
      const history = async () =>
        (await getData(running(), '/archive/instruments/360ONE/history', bars)).bars;
      const earlier = await history();
      const result = await importFiles(MALFORMED, NOT_BHAVCOPY);
      expect(result.code, result.stderr).toBe(0);
      const out = result.stdout;
      expect(out).toMatch(
        /cm03JUL2026bhav-malformed\.csv \(classic, 2026-07-03\): 4 loaded .*, 0 skipped, 7 rejected/,
      );
      expect(out).toMatch(/rejected line 6: OPEN "abc" is not a price above zero/);
      expect(out).toMatch(/rejected line 7: prices disagree/);
      expect(out).toMatch(/rejected line 8: expected 14 columns, found 4/);
      expect(out).toMatch(/rejected line 9: trade date "31-JUN-2026" is not a date/);
      expect(out).toMatch(
        /rejected line 10: 360ONE on 2026-07-03 appears again \(first on line 2\)/,
      );
      expect(out).toMatch(/rejected line 11: volume "-5" or turnover .* is not a number/);
      expect(out).toMatch(/rejected line 12: symbol "BAD SYMBOL!" is not an NSE symbol/);
      expect(out).toMatch(
        /not-a-bhavcopy\.csv \(unknown layout, no trading day\): 0 loaded .* 1 rejected/,
      );
      expect(out).toMatch(/rejected line 1: not an NSE bhavcopy/);
      expect(out).toMatch(/Total: 4 loaded, 0 skipped, 8 rejected\./);
      const now = await history();
      expect(now.slice(0, earlier.length)).toEqual(earlier);
      expect(now.at(-1)?.date).toBe('2026-07-03');
    });

    it('appends one generated trading day with market:advance, continuing from the stored closes', async () => {
      const before = await dataUpdateTime(running());
      const result = await runScript('scripts/market-advance.ts', [], running().dataDir);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(
        /^Appended the trading day 2026-07-06 \(20 bars\) through the running server/,
      );
      expect(await dataUpdateTime(running())).not.toBe(before);
      const day = await barsOn('2026-07-06');
      expect(day).toHaveLength(4);
      for (const quote of day) {
        expect(Math.abs(quote.close / (quote.previousClose ?? 1) - 1), quote.symbol).toBeLessThan(
          0.2,
        );
      }
    });

    it('works without a server, and a later start keeps every stored day', async () => {
      await running().close();
      const dataDir = running().dataDir;
      const direct = await runScript('scripts/market-advance.ts', [], dataDir, database?.url);
      expect(direct.stdout).toMatch(
        /Appended the trading day 2026-07-07 \(20 bars\) directly in the database/,
      );
      // Every load left a row in the import history, naming the command and the OS user
      // (through the running server too, in the request body).
      const imports = await withDatabase(running().config, (db) =>
        db.transaction((tx) =>
          tx.query<{ kind: string; source: string; actor: string; rows_accepted: number }>(
            'SELECT kind, source, actor, rows_accepted FROM archive_imports ORDER BY import_id',
          ),
        ),
      );
      const bhavcopy = /^npm run import:bhavcopy \(user .+\)$/;
      const advance = /^npm run market:advance \(user .+\)$/;
      expect(imports.map((row) => [row.kind, row.source])).toEqual([
        ['demo', 'demo generator'],
        ['bhavcopy', 'cm01JUL2026bhav.csv'],
        ['bhavcopy', 'BhavCopy_NSE_CM_0_0_0_20260702_F_0000.csv'],
        ['bhavcopy', 'cm01JUL2026bhav.csv'],
        ['bhavcopy', 'cm03JUL2026bhav-malformed.csv'],
        ['bhavcopy', 'not-a-bhavcopy.csv'],
        ['market-advance', 'demo generator'],
        ['market-advance', 'demo generator'],
      ]);
      expect(imports[0]?.actor).toBe('npm start');
      for (const row of imports.slice(1, 6)) expect(row.actor).toMatch(bhavcopy);
      for (const row of imports.slice(6)) expect(row.actor).toMatch(advance);
      expect(imports.at(-1)?.rows_accepted).toBe(20);
      server = await startArchiveServer({}, dataDir, database?.url);
      const history = (
        await getData(running(), '/archive/instruments/360ONE/history?from=2026-07-01', bars)
      ).bars;
      expect(history.map((b) => b.date)).toEqual([
        '2026-07-01',
        '2026-07-02',
        '2026-07-03',
        '2026-07-06',
        '2026-07-07',
      ]);
      expect(history[0]?.close).toBe(120_785);
    });
  },
);
