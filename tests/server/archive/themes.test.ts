import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import {
  rebased,
  seriesStats,
  themeValues,
  weeklyPoints,
} from '../../../server/archive/read/theme-maths';
import { backAdjust, type SeriesInputs } from '../../../server/archive/read/theme-series';
import type { RunningServer } from '../../../server/main';
import { DEFAULT_TOLERANCE_BP } from '../../../src/features/baskets/model/contract';
import { fitCategoryOf } from '../../../src/features/baskets/model/fit';
import { minimumInvestment } from '../../../src/features/baskets/model/minimum-investment';
import { eventually } from '../jobs/support';
import {
  expectErrorBody,
  makeStaticDir,
  removeTempDirs,
  startTestServer,
  tempDir,
} from '../support/test-server';
import { getData, SMALL, startArchiveServer } from './support';

// Issue 13 (baskets home): GET /archive/themes and /archive/themes/:id/history. 800 trading
// days (about 3.2 years): a year of returns for momentum and volatility, three years of
// quarters for the dividend rule, and a three-year return.
const ARCHIVE = { ...SMALL, days: 800, corporateActionRate: 10 };
const THEME_IDS = [
  'nifty50-equal',
  'quality-leaders',
  'dividend-yield',
  'low-volatility',
  'momentum-leaders',
];

const fraction = z.number().nullable();
const themeSchema = z.strictObject({
  id: z.string(),
  name: z.string().min(3),
  description: z.string().min(10),
  rule: z.string().min(10),
  weighting: z.literal('equal'),
  stocks: z.array(
    z.strictObject({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      weightBp: z.number().int().positive(),
      price: z.number().int().positive(),
    }),
  ),
  minimumInvestment: z.number().int().positive(),
  returns: z.strictObject({ oneYear: fraction, threeYearCagr: fraction, fiveYearCagr: fraction }),
  volatility: fraction,
  maxDrawdown: z.number().max(0),
  fitCategory: z.enum(['moderate', 'moderately-aggressive', 'aggressive']),
});
const themesSchema = z.strictObject({ date: z.iso.date(), themes: z.array(themeSchema) });
const pointSchema = z.strictObject({ date: z.iso.date(), value: z.number().positive() });
const historySchema = z.strictObject({
  id: z.string(),
  points: z.array(pointSchema),
  benchmark: z.array(pointSchema),
});
const rowSchema = z.object({
  symbol: z.string(),
  rank: z.number(),
  close: z.number(),
  lotSize: z.number(),
  quality: z.number().nullable(),
  momentum: z.number().nullable(),
});
const tableSchema = z.object({ date: z.string(), rows: z.array(rowSchema) });
const indexSchema = z.object({ members: z.array(z.object({ symbol: z.string() })) });

const isoWeek = (day: string) => Math.floor((Date.parse(`${day}T00:00:00Z`) / 86_400_000 + 3) / 7);

describe('theme back history: the pure steps', () => {
  const inputs = (closes: Record<number, number[]>, days: string[]): SeriesInputs => ({
    days,
    closes: new Map(
      Object.entries(closes).map(([id, list]) => [Number(id), Float64Array.from(list)]),
    ),
    benchmark: new Float64Array(days.length).fill(NaN),
  });
  const DAYS = ['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-03'];

  it.each([
    {
      name: 'rebalances to the weights on the first trading day of a month',
      closes: { 1: [100, 110, 110, 121], 2: [200, 200, 100, 100] },
      // Jan 30: 0.5 x 110 + 0.25 x 200; Feb 2: 0.5 x 110 + 0.25 x 100 = 80, then 40 each;
      // Feb 3: 40/110 x 121 + 40/100 x 100 (unrebalanced it would be 85.5).
      expected: [100, 105, 80, 84],
    },
    {
      name: 'lets a stock without a price yet join at the next monthly rebalance',
      closes: { 1: [100, 100, 100, 100], 2: [NaN, 50, 50, 100] },
      expected: [100, 100, 100, 150],
    },
  ])('$name', ({ closes, expected }) => {
    const values = themeValues(inputs(closes, DAYS), [
      { id: 1, weightBp: 5_000 },
      { id: 2, weightBp: 5_000 },
    ]);
    expect(Array.from(values).map((v) => Math.round(v * 1e9) / 1e9)).toEqual(expected);
  });

  it('adjusts closes before a split and a bonus to today’s shares', () => {
    // A 1:2 split (factor 0.5) on day 3, then a 1:1 bonus (factor 0.5) on day 5.
    const closes = backAdjust([1, 2, 3, 4, 5], Float64Array.from([400, 420, 210, 220, 110]), [
      { day: 3, factor: 0.5 },
      { day: 5, factor: 0.5 },
    ]);
    expect(Array.from(closes)).toEqual([100, 105, 105, 110, 110]);
  });

  it('rebases the NIFTY 50 to 100 on the first day of the theme', () => {
    const values = Float64Array.from([NaN, 100, 101, 102]);
    const benchmark = rebased(Float64Array.from([900, 1000, 1100, 950]), values);
    expect(Array.from(benchmark).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([
      NaN,
      100,
      110,
      95,
    ]);
  });

  it('takes the worst fall from a peak as the drawdown', () => {
    const stats = seriesStats(
      ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'],
      Float64Array.from([100, 120, 90, 130, 104]),
    );
    expect(stats).toEqual({
      returns: { oneYear: null, threeYearCagr: null, fiveYearCagr: null },
      volatility: null,
      maxDrawdown: -0.25,
    });
  });

  it.each([
    { first: '2023-06-30', threeYearCagr: 0.1 },
    // Five days short of three years: the span it has, annualised.
    { first: '2023-07-05', threeYearCagr: 0.1 },
    // Too short by more than ten days: not known.
    { first: '2023-07-20', threeYearCagr: null },
  ])('compounds a steady 10 % a year from $first', ({ first, threeYearCagr }) => {
    const start = Date.parse(`${first}T00:00:00Z`);
    const end = Date.parse('2026-06-30T00:00:00Z');
    const days: string[] = [];
    const values: number[] = [];
    for (let t = start; t <= end; t += 86_400_000) {
      days.push(new Date(t).toISOString().slice(0, 10));
      values.push(100 * 1.1 ** ((t - start) / 86_400_000 / 365.25));
    }
    const stats = seriesStats(days, Float64Array.from(values));
    expect(stats.returns.oneYear).toBeCloseTo(0.1, 3);
    expect(stats.returns.threeYearCagr).toBe(threeYearCagr);
    expect(stats.returns.fiveYearCagr).toBeNull();
    expect(stats.maxDrawdown).toBe(0);
    expect(stats.volatility).toBeCloseTo(0, 6);
  });

  it('keeps the first day, then the last trading day of each week', () => {
    const days = [
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-08',
      '2026-06-12',
      '2026-06-15',
    ];
    const points = weeklyPoints(days, Float64Array.from([100, 101, 102, 103, 104.567, 105]));
    expect(points).toEqual([
      { date: '2026-06-03', value: 100 },
      { date: '2026-06-05', value: 102 },
      { date: '2026-06-12', value: 104.57 },
      { date: '2026-06-15', value: 105 },
    ]);
  });
});

describe('GET /archive/themes and /archive/themes/:id/history', () => {
  let server: RunningServer;
  let list: z.infer<typeof themesSchema>;
  let table: z.infer<typeof tableSchema>;
  const theme = (id: string) => {
    const found = list.themes.find((t) => t.id === id);
    if (!found) throw new Error(`no theme ${id}`);
    return found;
  };

  beforeAll(async () => {
    server = await startArchiveServer(ARCHIVE);
    // The data.updated job of the generation scores the archive.
    await eventually(async () => {
      list = await getData(server, '/archive/themes', themesSchema);
    });
    table = await getData(server, '/archive/stock-table', tableSchema);
  });

  afterAll(async () => {
    await server?.close();
    await removeTempDirs();
  });

  it('lists the five themes of the latest day, weights adding to 10,000', () => {
    expect(list.date).toBe(table.date);
    expect(list.themes.map((t) => t.id)).toEqual(THEME_IDS);
    for (const t of list.themes) {
      expect(
        t.stocks.reduce((sum, s) => sum + s.weightBp, 0),
        t.id,
      ).toBe(10_000);
      expect(t.stocks.length, t.id).toBeGreaterThanOrEqual(2);
      expect(t.stocks.length, t.id).toBeLessThanOrEqual(t.id === 'nifty50-equal' ? 50 : 15);
      const weights = t.stocks.map((s) => s.weightBp);
      expect(Math.max(...weights) - Math.min(...weights), t.id).toBeLessThanOrEqual(1);
    }
  });

  it('builds nifty50-equal from the members of the NIFTY 50', async () => {
    const nifty50 = await getData(server, '/archive/indices/NIFTY50', indexSchema);
    expect(
      theme('nifty50-equal')
        .stocks.map((s) => s.symbol)
        .sort(),
    ).toEqual(nifty50.members.map((m) => m.symbol).sort());
  });

  it.each([
    ['quality-leaders', 'quality', 200],
    ['momentum-leaders', 'momentum', 500],
  ] as const)('picks %s by the highest %s score among the %i largest', (id, factor, among) => {
    const ranked = table.rows
      .filter((row) => row[factor] !== null && row.rank <= among)
      .sort((a, b) => (b[factor] ?? 0) - (a[factor] ?? 0));
    const chosen = theme(id).stocks.map((s) => s.symbol);
    const lowestChosen = Math.min(
      ...chosen.map((symbol) => ranked.find((row) => row.symbol === symbol)?.[factor] ?? NaN),
    );
    expect(chosen).toHaveLength(Math.min(15, ranked.length));
    // Nothing left out scores above anything chosen.
    for (const row of ranked.filter((r) => !chosen.includes(r.symbol))) {
      expect(row[factor] ?? 0, row.symbol).toBeLessThanOrEqual(lowestChosen);
    }
  });

  it('gives a minimum investment that buys at least one lot of every stock', () => {
    for (const t of list.themes) {
      const priced = t.stocks.map((s) => ({
        symbol: s.symbol,
        price: s.price,
        weightBp: s.weightBp,
        lotSize: table.rows.find((row) => row.symbol === s.symbol)?.lotSize ?? 1,
      }));
      const oneLotOfEach = priced.reduce((sum, s) => sum + s.price * s.lotSize, 0);
      expect(t.minimumInvestment, t.id).toBeGreaterThanOrEqual(oneLotOfEach);
      const model = minimumInvestment(priced, DEFAULT_TOLERANCE_BP);
      expect(t.minimumInvestment, t.id).toBe(model.amount);
      expect(Math.min(...model.quantities), t.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives returns, volatility, drawdown and fit from three years and a bit of history', () => {
    for (const t of list.themes) {
      // 800 trading days: one and three years' returns, not five.
      expect(t.returns.oneYear, t.id).not.toBeNull();
      expect(t.returns.threeYearCagr, t.id).not.toBeNull();
      expect(t.returns.fiveYearCagr, t.id).toBeNull();
      expect(t.volatility, t.id).toBeGreaterThan(0);
      expect(t.fitCategory, t.id).toBe(fitCategoryOf(t.volatility));
    }
  });

  it('answers a weekly history from 100 with the NIFTY 50 on the same base and days', async () => {
    for (const id of THEME_IDS) {
      const history = await getData(server, `/archive/themes/${id}/history`, historySchema);
      expect(history.id).toBe(id);
      const { points, benchmark } = history;
      expect(points[0]?.value, id).toBe(100);
      expect(benchmark[0]?.value, id).toBe(100);
      expect(benchmark.map((p) => p.date)).toEqual(points.map((p) => p.date));
      expect(points.at(-1)?.date).toBe(list.date);
      // 800 trading days: about 165 weeks; the first day, then one point a week.
      expect(points.length).toBeGreaterThanOrEqual(160);
      expect(points.length).toBeLessThanOrEqual(178);
      for (let i = 2; i < points.length; i += 1) {
        const [before, after] = [points[i - 1]?.date ?? '', points[i]?.date ?? ''];
        expect(isoWeek(after), after).toBe(isoWeek(before) + 1);
      }
      // The last year's return of the theme agrees with its history.
      const last = points.at(-1)?.value ?? NaN;
      const yearAgo = `${Number(list.date.slice(0, 4)) - 1}${list.date.slice(4)}`;
      const then = points.filter((p) => p.date <= yearAgo).at(-1)?.value ?? NaN;
      expect(Math.abs(last / then - 1 - (theme(id).returns.oneYear ?? NaN)), id).toBeLessThan(0.05);
    }
  });

  it.each([
    ['/archive/themes/no-such-theme/history', 404, 'unknown_theme', /no-such-theme/],
    ['/archive/themes/NIFTY%2050!/history', 400, undefined, /id/],
    ['/archive/themes?sort=name', 400, undefined, /sort/],
    ['/archive/themes/nifty50-equal/history?range=1y', 400, undefined, /range/],
  ])('GET %s answers %i with a readable message', async (path, status, code, detail) => {
    const body = await expectErrorBody(await fetch(new URL(path, server.url)), status, code);
    expect(body.detail).toMatch(detail);
  });

  it('is described in the OpenAPI document with named schemas', async () => {
    const document = (await (await fetch(new URL('/archive/openapi.json', server.url))).json()) as {
      paths: Record<string, { get?: { operationId?: string; description?: string } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.paths['/themes']?.get?.operationId).toBe('listThemes');
    expect(document.paths['/themes/{id}/history']?.get?.description).toMatch(/survivorship/i);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Themes', 'Theme', 'ThemeHistory']),
    );
  });
});

describe('themes before the factor engine has scored the data', () => {
  it('answer 503 factors_pending with Retry-After', async () => {
    const server = await startTestServer({
      dataDir: await tempDir('themes-pending'),
      staticDir: await makeStaticDir(),
      jobs: false,
      beforeListen: [
        async (db) => {
          await ensureDemoArchive(db, SMALL);
        },
      ],
    });
    try {
      for (const path of ['/archive/themes', '/archive/themes/nifty50-equal/history']) {
        const response = await fetch(new URL(path, server.url));
        expect(response.headers.get('retry-after')).toBe('5');
        await expectErrorBody(response, 503, 'factors_pending');
      }
    } finally {
      await server.close();
    }
  });
});
