import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RunningServer } from '../../../server/main';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { getData, startArchiveServer } from './support';

let server: RunningServer;
const get = (path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

const summary = z.object({ symbol: z.string(), name: z.string(), isin: z.string() });
const quote = z.object({
  symbol: z.string(),
  date: z.string(),
  close: z.number().int(),
  marketCap: z.number().nullable(),
});
const bar = z.object({
  date: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
const history = z.object({ from: z.string(), to: z.string(), bars: z.array(bar) });
const action = z.object({ exDate: z.string(), kind: z.string(), priceFactor: z.number() });
const detail = z.object({
  symbol: z.string(),
  facts: z.object({ description: z.string(), marketCapBand: z.string().nullable() }),
  indices: z.array(z.object({ code: z.string() })),
  quote: quote.nullable(),
  corporateActions: z.array(action),
});

beforeAll(async () => {
  server = await startArchiveServer();
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

describe('archive answers are marked as demo data', () => {
  it('says so in meta and in a header', async () => {
    const response = await get('/archive/quotes?symbols=BEL');
    expect(response.headers.get('x-archive-data')).toBe('demo');
    const body = (await response.json()) as { meta: unknown };
    expect(body.meta).toMatchObject({ demo: true, label: 'Local demo data' });
  });
});

describe('GET /archive/instruments/search (typeahead)', () => {
  const symbols = async (query: string) =>
    (await getData(server, `/archive/instruments/search?${query}`, z.array(summary))).map(
      (s) => s.symbol,
    );

  it.each([
    ['q=ABB', ['ABB', 'ABBOTINDIA']],
    ['q=abb', ['ABB', 'ABBOTINDIA']],
    ['q=INE216P01012', ['AAVAS']],
    ['q=bank', ['AXISBANK']],
    ['q=zzz', []],
  ])('%s finds %j, best match first', async (query, expected) => {
    expect(await symbols(query)).toEqual(expected);
  });

  it('ranks symbol prefixes before name words, and larger companies first among equals', async () => {
    const found = await symbols('q=ba');
    expect(found.slice(0, 3).sort()).toEqual(['BAJAJ-AUTO', 'BAJAJFINSV', 'BAJFINANCE']);
    expect(found.at(-1)).toBe('AXISBANK');
    const caps = await getData(
      server,
      `/archive/quotes?symbols=${found.slice(0, 3).join(',')}`,
      z.object({ quotes: z.array(quote) }),
    );
    const byCap = [...caps.quotes]
      .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0))
      .map((q) => q.symbol);
    expect(found.slice(0, 3)).toEqual(byCap);
    expect(await symbols('q=ba&limit=2')).toHaveLength(2);
  });
});

describe('GET /archive/instruments/:symbol', () => {
  it('answers the company with its facts, index memberships and latest quote', async () => {
    const data = await getData(server, '/archive/instruments/bel', detail);
    expect(data.symbol).toBe('BEL');
    expect(data.facts.description).toContain('Bharat Electronics');
    expect(data.indices.map((index) => index.code)).toEqual(
      expect.arrayContaining(['NIFTY50', 'NIFTY500', 'N500-CAPITAL-GOODS']),
    );
    expect(data.quote?.date).toBe('2026-06-30');
  });

  it('answers an unknown symbol with 404', async () => {
    await expectErrorBody(await get('/archive/instruments/NOSUCH'), 404, 'unknown_symbol');
  });
});

describe('GET /archive/quotes', () => {
  it('answers many symbols in one call and lists the unknown ones', async () => {
    const data = await getData(
      server,
      '/archive/quotes?symbols=BEL,nosuch,AAVAS,BEL',
      z.object({ quotes: z.array(quote), unknown: z.array(z.string()) }),
    );
    expect(data.quotes.map((q) => q.symbol)).toEqual(['BEL', 'AAVAS']);
    expect(data.unknown).toEqual(['NOSUCH']);
  });

  it('answers only unknown symbols with no quotes, not an error', async () => {
    const data = await getData(
      server,
      '/archive/quotes?symbols=NOPE1,NOPE2',
      z.object({ quotes: z.array(quote), unknown: z.array(z.string()) }),
    );
    expect(data).toEqual({ quotes: [], unknown: ['NOPE1', 'NOPE2'] });
  });
});

describe('bad parameters answer 400 with a readable message', () => {
  const many = Array.from({ length: 101 }, (_, i) => `S${i}`).join(',');
  it.each([
    [
      '/archive/instruments/BEL/history?from=2026-06-10&to=2026-06-01',
      /from \(2026-06-10\) must not be after to/,
    ],
    ['/archive/instruments/BEL/history?from=2026-02-30', /from must be a date as YYYY-MM-DD/],
    ['/archive/instruments/BEL/history?to=yesterday', /to must be a date/],
    ['/archive/instruments/BEL/history?from=1990-01-01&to=2026-01-01', /at most 25 years/],
    [
      '/archive/instruments/BEL/history?interval=hourly',
      /interval must be daily, weekly or monthly/,
    ],
    ['/archive/instruments/BEL/history?adjusted=yes', /adjusted must be true or false/],
    ['/archive/instruments/BEL/history?colour=red', /colour/],
    ['/archive/instruments/search', /q is required/],
    ['/archive/instruments/search?q=a&limit=0', /limit must be a whole number from 1 to 50/],
    ['/archive/instruments/search?q=a&limit=ten', /limit must be a whole number/],
    ['/archive/quotes', /symbols is required/],
    ['/archive/quotes?symbols=,', /at least one symbol/],
    [`/archive/quotes?symbols=${many}`, /at most 100 symbols/],
    ['/archive/quotes?symbols=BEL,bad%20one', /NSE symbol/],
    [
      '/archive/instruments/BEL/fundamentals?quarters=41',
      /quarters must be a whole number from 1 to 40/,
    ],
    ['/archive/indices?kind=small', /kind must be broad or sector/],
    ['/archive/market/overview?format=xml', /format must be json/],
  ])('%s', async (path, message) => {
    const body = await expectErrorBody(await get(path), 400);
    expect(body.detail).toMatch(message);
  });

  it('answers a malformed symbol in the path with 400', async () => {
    await expectErrorBody(await get('/archive/instruments/not%20a%20symbol'), 400, 'invalid_path');
  });
});

describe('GET /archive/instruments/:symbol/history', () => {
  it('answers the year up to the latest day by default, daily, oldest first', async () => {
    const data = await getData(server, '/archive/instruments/BEL/history', history);
    expect(data).toMatchObject({ from: '2025-07-01', to: '2026-06-30' });
    expect(data.bars).toHaveLength(60);
    expect(data.bars.map((b) => b.date)).toEqual([...data.bars.map((b) => b.date)].sort());
  });

  it('aggregates weeks and months from the days', async () => {
    const daily = (await getData(server, '/archive/instruments/BEL/history', history)).bars;
    const weekly = (
      await getData(server, '/archive/instruments/BEL/history?interval=weekly', history)
    ).bars;
    const monthly = (
      await getData(server, '/archive/instruments/BEL/history?interval=monthly', history)
    ).bars;
    expect(monthly.map((b) => b.date.slice(0, 7))).toEqual(['2026-04', '2026-05', '2026-06']);
    const june = daily.filter((b) => b.date.startsWith('2026-06'));
    expect(monthly[2]).toEqual({
      date: june[0]?.date,
      open: june[0]?.open,
      high: Math.max(...june.map((b) => b.high)),
      low: Math.min(...june.map((b) => b.low)),
      close: june.at(-1)?.close,
      volume: june.reduce((sum, b) => sum + b.volume, 0),
    });
    expect(weekly.length).toBeGreaterThanOrEqual(13);
    expect(weekly.reduce((sum, b) => sum + b.volume, 0)).toBe(
      daily.reduce((sum, b) => sum + b.volume, 0),
    );
  });

  it('adjusts prices before a split so the series has no jump, and leaves later prices alone', async () => {
    const { corporateActions } = await getData(server, '/archive/instruments/AAVAS', detail);
    expect(corporateActions.find((a) => a.kind === 'split')).toMatchObject({
      exDate: '2026-06-18',
      priceFactor: 0.2,
    });
    const range = 'from=2026-06-16&to=2026-06-19';
    const raw = (await getData(server, `/archive/instruments/AAVAS/history?${range}`, history))
      .bars;
    const adjusted = (
      await getData(server, `/archive/instruments/AAVAS/history?${range}&adjusted=true`, history)
    ).bars;
    const factorAfter = (day: string, kinds: string[]) =>
      corporateActions
        .filter((a) => a.exDate > day && kinds.includes(a.kind))
        .reduce((product, a) => product * a.priceFactor, 1);
    expect(raw.map((b) => b.date)).toEqual([
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
    ]);
    // Raw: the share trades at a fifth of its price from the ex-date on.
    expect((raw[2]?.open ?? 0) / (raw[1]?.close ?? 1)).toBeLessThan(0.3);
    // Adjusted: every price times the factors of the actions after its day; no jump.
    adjusted.forEach((b, i) => {
      const r = raw[i];
      const price = factorAfter(b.date, ['split', 'bonus', 'dividend']);
      const shares = factorAfter(b.date, ['split', 'bonus']);
      expect(b).toEqual({
        date: r?.date,
        open: Math.round((r?.open ?? 0) * price),
        high: Math.round((r?.high ?? 0) * price),
        low: Math.round((r?.low ?? 0) * price),
        close: Math.round((r?.close ?? 0) * price),
        volume: Math.round((r?.volume ?? 0) / shares),
      });
    });
    expect((adjusted[2]?.open ?? 0) / (adjusted[1]?.close ?? 1)).toBeGreaterThan(0.8);
  });
});

describe('GET /archive/instruments/:symbol/fundamentals', () => {
  it('answers the latest quarters, oldest first, in paise and basis points', async () => {
    const data = await getData(
      server,
      '/archive/instruments/BEL/fundamentals?quarters=4',
      z.object({
        quarters: z.array(
          z.object({
            periodEnd: z.string(),
            revenue: z.number().int(),
            promoterHoldingBp: z.number().int(),
          }),
        ),
      }),
    );
    expect(data.quarters.map((q) => q.periodEnd)).toEqual([
      '2025-06-30',
      '2025-09-30',
      '2025-12-31',
      '2026-03-31',
    ]);
    expect(data.quarters.every((q) => q.revenue > 0 && q.promoterHoldingBp <= 10_000)).toBe(true);
  });
});
