import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { generateArchive } from '../../../server/archive/generator/generate';
import { isFinancialCompany } from '../../../server/archive/generator/fundamentals-detail';
import { financialStrengthSchema } from '../../../server/archive/schemas/strength-response';
import type { RunningServer } from '../../../server/main';
import { financialStrength } from '../../../src/features/stocks/model/financial-strength';
import { migrate } from '../../../server/db/migrate';
import { openTestDatabase } from '../support/test-database';
import { removeTempDirs, runScript, tempDir } from '../support/test-server';
import { dataUpdateTime, getData, SMALL, startArchiveServer } from './support';

// Issue 12, Deliver 2 and 8: the fundamentals detail (generator, import, API) and the financial
// strength route.

const FIXTURES = fileURLToPath(new URL('../../fixtures/fundamentals/', import.meta.url));
const GOOD = join(FIXTURES, 'quarterly-results-2026-06.csv');
const MALFORMED = join(FIXTURES, 'quarterly-results-malformed.csv');
const NOT_FUNDAMENTALS = join(FIXTURES, 'not-fundamentals.csv');

const CRORE = 1_000_000_000; // paise

const FULL = {
  seed: 'test-seed',
  symbols: 500,
  days: 2,
  endDate: '2026-06-30',
  corporateActionRate: 1,
};

describe('generated fundamentals detail', () => {
  const archive = generateArchive(FULL);

  it('is consistent with the existing figures for every quarter of the whole universe', () => {
    expect(archive.stocks).toHaveLength(500);
    for (const { company, fundamentals } of archive.stocks) {
      expect(fundamentals.length, company.symbol).toBeGreaterThanOrEqual(8);
      const financial = isFinancialCompany(company);
      for (const q of fundamentals) {
        const where = `${company.symbol} ${q.periodEnd}`;
        for (const value of Object.values(q)) {
          if (typeof value === 'number') expect(Number.isSafeInteger(value), where).toBe(true);
        }
        expect(q.totalAssets, where).toBeGreaterThanOrEqual(q.equity + q.totalDebt);
        expect(q.currentAssets, where).toBeGreaterThanOrEqual(q.cash);
        expect(q.currentAssets, where).toBeLessThanOrEqual(q.totalAssets);
        expect(q.longTermDebt, where).toBeGreaterThanOrEqual(0);
        expect(q.longTermDebt, where).toBeLessThanOrEqual(q.totalDebt);
        // The short-term part of the debt is a current liability; all of them are liabilities.
        expect(q.currentLiabilities, where).toBeGreaterThanOrEqual(q.totalDebt - q.longTermDebt);
        expect(q.currentLiabilities, where).toBeLessThanOrEqual(q.totalAssets - q.equity);
        expect(q.retainedEarnings, where).toBeGreaterThan(0);
        expect(q.retainedEarnings, where).toBeLessThan(q.equity);
        expect(q.grossProfit, where).toBeLessThanOrEqual(q.revenue);
        expect(q.grossProfit, where).toBeGreaterThanOrEqual(q.operatingProfit);
        const yearlyRate = (4 * q.interestExpense) / q.totalDebt;
        if (financial) {
          // Lenders: gross profit is revenue less the cost of funds; EBIT is before it.
          expect(q.grossProfit, where).toBe(q.revenue - q.interestExpense);
          expect(q.ebit, where).toBeGreaterThanOrEqual(q.interestExpense);
          expect(yearlyRate, where).toBeLessThanOrEqual(0.0751);
        } else {
          // EBIT = operating profit (EBITDA) less depreciation of at most 6 % of revenue.
          expect(q.ebit, where).toBeLessThanOrEqual(q.operatingProfit);
          expect(q.operatingProfit - q.ebit, where).toBeLessThanOrEqual(0.06 * q.revenue + 1);
          expect(yearlyRate, where).toBeGreaterThan(0.0749);
          expect(yearlyRate, where).toBeLessThan(0.1051);
        }
        // Operating cash flow tracks net profit (plus depreciation, give or take working capital).
        const swing = Math.abs(q.operatingCashFlow - q.netProfit) / q.revenue;
        expect(swing, where).toBeLessThan(financial ? 2 : 0.5);
      }
    }
  });

  it('is deterministic with the seed and drawn apart from the existing figures', () => {
    const again = generateArchive(FULL);
    expect(again.stocks.map((s) => s.fundamentals)).toEqual(
      archive.stocks.map((s) => s.fundamentals),
    );
    const other = generateArchive({ ...FULL, seed: 'another-seed', symbols: 5 });
    expect(other.stocks[0]?.fundamentals[0]?.totalAssets).not.toBe(
      archive.stocks[0]?.fundamentals[0]?.totalAssets,
    );
  });

  it('gives every NIFTY 500 company a computed financial strength', () => {
    for (const { company, fundamentals, bars } of archive.stocks) {
      const close = bars.close[bars.close.length - 1] ?? 0;
      const strength = financialStrength({
        sector: company.sector,
        industry: company.industry,
        quarters: fundamentals,
        marketCap: close * (fundamentals.at(-1)?.sharesOutstanding ?? 0),
      });
      expect(strength.piotroski.score, company.symbol).not.toBeNull();
      expect(strength.fsi.score, company.symbol).not.toBeNull();
      expect(strength.altman.score === null, company.symbol).toBe(strength.kind === 'financial');
    }
  });
});

describe('a demo archive stored before the detail existed', () => {
  it('gets the detail of its demo quarters on the next start, and imported ones are left alone', async () => {
    const db = await openTestDatabase(await tempDir('backfill'));
    const detail = `SELECT i.symbol, f.period_end::text AS period_end, f.total_assets, f.ebit
      FROM quarterly_fundamentals f JOIN instruments i ON i.id = f.instrument_id
      ORDER BY 1, 2`;
    try {
      await migrate(db);
      await ensureDemoArchive(db, SMALL);
      const generated = await db.transaction((tx) => tx.query(detail));
      await db.transaction(async (tx) => {
        await tx.exec(`UPDATE quarterly_fundamentals SET total_assets = NULL, ebit = NULL`);
        // As an import without the detail would leave a quarter.
        await tx.exec(`UPDATE quarterly_fundamentals SET is_demo = false
          WHERE instrument_id = (SELECT id FROM instruments WHERE symbol = 'ABB')`);
      });
      expect((await ensureDemoArchive(db, SMALL)).action).toBe('unchanged');
      const filled = await db.transaction((tx) =>
        tx.query<{ symbol: string; total_assets: number | null }>(detail),
      );
      expect(filled.filter((row) => row.symbol !== 'ABB')).toEqual(
        generated.filter((row) => (row as { symbol: string }).symbol !== 'ABB'),
      );
      expect(filled.filter((row) => row.symbol === 'ABB').map((row) => row.total_assets)).toEqual(
        Array(8).fill(null),
      );
    } finally {
      await db.close();
    }
  });
});

const quarter = z.object({
  periodEnd: z.string(),
  revenue: z.number(),
  sharesOutstanding: z.number(),
  totalAssets: z.number().nullable(),
  currentAssets: z.number().nullable(),
  longTermDebt: z.number().nullable(),
  interestExpense: z.number().nullable(),
});
const fundamentals = z.object({ quarters: z.array(quarter) });
// The route's own response schema, so the answer is checked against what OpenAPI promises.
const strength = financialStrengthSchema;
const quote = z.object({ quote: z.object({ close: z.number(), marketCap: z.number() }) });

let server: (RunningServer & { dataDir: string }) | undefined;
const running = () => {
  if (!server) throw new Error('no server');
  return server;
};
const importFiles = (...files: string[]) =>
  runScript('scripts/import-fundamentals.ts', files, running().dataDir);
const latestQuarter = async (symbol: string) =>
  (await getData(running(), `/archive/instruments/${symbol}/fundamentals?quarters=1`, fundamentals))
    .quarters[0];

beforeAll(async () => {
  server = await startArchiveServer();
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe.sequential('the archive API and npm run import:fundamentals', () => {
  it('answers the fundamentals with their detail', async () => {
    const q = await latestQuarter('ABB');
    expect(q?.periodEnd).toBe('2026-03-31');
    expect(q?.totalAssets).toBeGreaterThan(0);
    expect(q?.interestExpense).toBeGreaterThan(0);
  });

  it.each([
    ['BAJAJ-AUTO', 'manufacturer', 'Z'],
    ['ADANIPORTS', 'non-manufacturer', 'Z-double-prime'],
  ])('computes the financial strength of %s (%s, Altman %s)', async (symbol, kind, variant) => {
    const data = await getData(running(), `/archive/instruments/${symbol}/strength`, strength);
    expect(data).toMatchObject({ kind, asOf: '2026-03-31', altman: { variant, reason: null } });
    expect(data.altman.score).not.toBeNull();
    expect(data.piotroski.tests).toHaveLength(9);
    expect(data.piotroski.score).toBe(data.piotroski.tests.filter((t) => t.passed).length);
    expect(data.fsi.score).toBeGreaterThanOrEqual(0);
    expect(data.fsi.score).toBeLessThanOrEqual(100);
    expect(data.marketCap).toBeGreaterThan(0);
  });

  it('says Altman Z does not apply to a bank, and scores it on the F-score alone', async () => {
    const data = await getData(running(), '/archive/instruments/axisbank/strength', strength);
    expect(data.kind).toBe('financial');
    expect(data.altman).toMatchObject({ variant: null, score: null });
    expect(data.altman.reason).toMatch(/not applicable to banks, NBFCs/i);
    expect(data.debtToEquity.scored).toBe(false);
    expect(data.fsi.score).toBe(Math.round((100 * (data.piotroski.score ?? -99)) / 9));
  });

  it('answers 404 for an unknown symbol, and lists the route in the OpenAPI document', async () => {
    const missing = await fetch(new URL('/archive/instruments/NOSUCH/strength', running().url));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code?: string }).code).toBe('unknown_symbol');
    const document = (await (
      await fetch(new URL('/archive/openapi.json', running().url))
    ).json()) as { paths: Record<string, { get?: { operationId?: string } }> };
    const path = Object.entries(document.paths).find(([p]) => p.endsWith('/strength'));
    expect(path?.[1].get?.operationId).toBe('getFinancialStrength');
  });

  it('imports a fundamentals file, skipping symbols outside the universe, and moves the time', async () => {
    const before = await dataUpdateTime(running());
    const result = await importFiles(GOOD);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`through the running server at ${running().url}`);
    expect(result.stdout).toMatch(
      /quarterly-results-2026-06\.csv \(2026-03-31, 2026-06-30\): 3 loaded \(1 replaced a stored quarter\), 1 skipped, 0 rejected/,
    );
    expect(result.stdout).toMatch(/skipped line 5: TCS is not in the archive's universe/);
    expect(await dataUpdateTime(running())).not.toBe(before);
    const abb = await latestQuarter('ABB');
    expect(abb).toMatchObject({
      periodEnd: '2026-06-30',
      revenue: 3200.5 * CRORE,
      totalAssets: 16_500 * CRORE,
      longTermDebt: 20 * CRORE,
      sharesOutstanding: 211_908_375,
    });
    // Quotes were rebuilt: the market value now uses the imported share count.
    const detail = await getData(running(), '/archive/instruments/ABB', quote);
    expect(detail.quote.marketCap).toBe(detail.quote.close * 211_908_375);
    const axis = await latestQuarter('AXISBANK');
    expect(axis).toMatchObject({ periodEnd: '2026-06-30', totalAssets: null, longTermDebt: null });
    const data = await getData(running(), '/archive/instruments/ABB/strength', strength);
    expect(data.asOf).toBe('2026-06-30');
  });

  it('is idempotent: a re-import replaces the same quarters and changes nothing else', async () => {
    const earlier = await latestQuarter('BAJAJ-AUTO');
    const result = await importFiles(GOOD);
    expect(result.stdout).toMatch(/3 loaded \(3 replaced a stored quarter\)/);
    expect(await latestQuarter('BAJAJ-AUTO')).toEqual(earlier);
    expect(earlier).toMatchObject({ periodEnd: '2026-03-31', revenue: 12_600 * CRORE });
  });

  it('rejects malformed lines one by one with the reason, loading the rest', async () => {
    const result = await importFiles(MALFORMED, NOT_FUNDAMENTALS);
    expect(result.code, result.stderr).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/quarterly-results-malformed\.csv \(2026-06-30\): 1 loaded .* 9 rejected/);
    expect(out).toMatch(/rejected line 3: revenue_cr "abc" is not an amount in crore/);
    expect(out).toMatch(/rejected line 4: period_end "2026-05-31" is not a quarter end/);
    expect(out).toMatch(/rejected line 5: announced_on 2026-06-12 is before period_end/);
    expect(out).toMatch(/rejected line 6: expected 23 columns, found 5/);
    expect(out).toMatch(/rejected line 7: promoter, FII and DII holdings add up to more than 100/);
    expect(out).toMatch(/rejected line 8: total_assets_cr -16500 is negative/);
    expect(out).toMatch(/rejected line 9: BEL for the quarter to 2026-06-30 appears again/);
    expect(out).toMatch(/rejected line 10: long_term_debt_cr is more than total_debt_cr/);
    expect(out).toMatch(/rejected line 11: announced_on 2099-01-10 is in the future/);
    expect(out).toMatch(/not-fundamentals\.csv \(no quarter\): 0 loaded .* 1 rejected/);
    expect(out).toMatch(/rejected line 1: not a fundamentals file: the header lacks period_end/);
    expect(out).toMatch(/Total: 1 loaded, 0 skipped, 10 rejected\./);
    expect((await latestQuarter('BEL'))?.periodEnd).toBe('2026-06-30');
    expect((await latestQuarter('ABB'))?.revenue).toBe(3200.5 * CRORE);
  });
});
