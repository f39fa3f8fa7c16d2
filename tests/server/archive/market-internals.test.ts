import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { AVERAGE_MIN_CLOSES } from '../../../server/archive/read/market-internals';
import {
  marketInternalsSchema,
  sectorConstituentsSchema,
} from '../../../server/archive/schemas/market-internals';
import type { Database } from '../../../server/db/database';
import type { RunningServer } from '../../../server/main';
import {
  advancesShare,
  drawdownFromHigh,
  realisedVolatility,
  stressGauge,
} from '../../../src/features/market/model/stress';
import { makeStaticDir, removeTempDirs, startTestServer, tempDir } from '../support/test-server';
import { getData, SMALL } from './support';

// GET /archive/market/internals and /archive/indices/:code/constituents (issue 15, Deliver 1)
// on a small archive long enough for a 200-day average and most of a 52-week high; every figure
// checked against a plain recomputation from the stored rows.

const ARCHIVE = { ...SMALL, days: 260 };

let server: RunningServer;
let db: Database;

beforeAll(async () => {
  server = await startTestServer({
    dataDir: await tempDir('internals'),
    staticDir: await makeStaticDir(),
    beforeListen: [
      async (opened) => {
        db = opened;
        await ensureDemoArchive(opened, ARCHIVE);
      },
    ],
  });
});

afterAll(async () => {
  await server?.close();
  await removeTempDirs();
});

interface Bar {
  id: number;
  date: string;
  close: number;
  volume: number;
}

/** Every NSE bar, and each split's or bonus's price factor by instrument and ex-date. */
async function stored() {
  const bars = await db.transaction((tx) =>
    tx.query<Bar>(
      `SELECT b.instrument_id AS id, b.trade_date::text AS date, b.close, b.volume::float8 AS volume
         FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id
        WHERE i.exchange = 'NSE' ORDER BY b.instrument_id, b.trade_date`,
    ),
  );
  const actions = await db.transaction((tx) =>
    tx.query<{ id: number; date: string; factor: number }>(
      `SELECT instrument_id AS id, ex_date::text AS date, price_factor AS factor
         FROM corporate_actions WHERE kind <> 'dividend'`,
    ),
  );
  const levels = await db.transaction((tx) =>
    tx.query<{ date: string; close: number }>(
      `SELECT l.trade_date::text AS date, l.close FROM index_levels l
         JOIN market_indices m ON m.id = l.index_id WHERE m.code = 'NIFTY50' ORDER BY 1`,
    ),
  );
  return { bars, actions, levels };
}

function groupById(bars: readonly Bar[]): Map<number, Bar[]> {
  const groups = new Map<number, Bar[]>();
  for (const bar of bars) groups.set(bar.id, [...(groups.get(bar.id) ?? []), bar]);
  return groups;
}

/** Factor that takes a price of `from` into the terms of `to` (splits with from < ex ≤ to). */
const factorBetween = (
  actions: Array<{ id: number; date: string; factor: number }>,
  id: number,
  from: string,
  to: string,
) =>
  actions
    .filter((a) => a.id === id && a.date > from && a.date <= to)
    .reduce((product, a) => product * a.factor, 1);

describe('GET /archive/market/internals', () => {
  it('counts advances and declines of the last 60 trading days against the split-adjusted previous close', async () => {
    const data = await getData(server, '/archive/market/internals', marketInternalsSchema);
    const { bars, actions, levels } = await stored();
    const tradingDays = levels.map((level) => level.date);
    const last61 = tradingDays.slice(-61);
    expect(data.date).toBe(tradingDays.at(-1));
    expect(data.breadthHistory.map((day) => day.date)).toEqual(last61.slice(1));
    const byId = groupById(bars.filter((bar) => bar.date >= last61[0]!));
    for (const day of data.breadthHistory) {
      const tally = { advances: 0, declines: 0, unchanged: 0 };
      for (const [id, list] of byId) {
        const at = list.findIndex((bar) => bar.date === day.date);
        if (at <= 0) continue;
        const before = list[at - 1]!;
        const previous = Math.round(
          before.close * factorBetween(actions, id, before.date, day.date),
        );
        const close = list[at]!.close;
        if (close > previous) tally.advances += 1;
        else if (close < previous) tally.declines += 1;
        else tally.unchanged += 1;
      }
      expect(day, day.date).toEqual({ date: day.date, ...tally });
    }
  });

  it('lists the ten most active stocks by close × volume on the latest day', async () => {
    const data = await getData(server, '/archive/market/internals', marketInternalsSchema);
    const { bars } = await stored();
    const expected = bars
      .filter((bar) => bar.date === data.date)
      .map((bar) => bar.close * bar.volume)
      .sort((a, b) => b - a)
      .slice(0, 10);
    expect(data.mostActive.map((stock) => stock.value)).toEqual(expected);
    expect(data.mostActive).toHaveLength(10);
  });

  it('reads the stress gauge from breadth, the 200-day average, NIFTY 50 drawdown and volatility', async () => {
    const data = await getData(server, '/archive/market/internals', marketInternalsSchema);
    const { bars, actions, levels } = await stored();
    const last200 = levels.slice(-200).map((level) => level.date);
    const first = last200[0]!;
    const lastDay = last200.at(-1)!;
    let measured = 0;
    let below = 0;
    for (const [id, list] of groupById(bars.filter((bar) => bar.date >= first))) {
      const today = list.find((bar) => bar.date === lastDay);
      if (!today || list.length < AVERAGE_MIN_CLOSES) continue;
      const adjusted = list.map((bar) => bar.close * factorBetween(actions, id, bar.date, lastDay));
      const average = adjusted.reduce((sum, close) => sum + close, 0) / adjusted.length;
      measured += 1;
      if (today.close < average) below += 1;
    }
    expect(measured).toBeGreaterThan(0);
    const yearStart = new Date(`${lastDay}T00:00:00Z`);
    yearStart.setUTCDate(yearStart.getUTCDate() - 365);
    const year = levels
      .filter((level) => level.date > yearStart.toISOString().slice(0, 10))
      .map((level) => level.close);
    const today = data.breadthHistory.at(-1)!;
    const expected = stressGauge({
      breadth: advancesShare(today.advances, today.declines),
      belowAverage: (below / measured) * 100,
      drawdown: drawdownFromHigh(year),
      volatility: realisedVolatility(year),
    });
    expect(data.stress).toEqual({ ...expected, stocksMeasured: measured });
    expect(data.stress.components.every((component) => component.score !== null)).toBe(true);
    expect(data.stress.level).not.toBeNull();
  });

  it('answers the same body again for the same data-update time (memoised, cacheable)', async () => {
    const first = await fetch(new URL('/archive/market/internals', server.url));
    const second = await fetch(new URL('/archive/market/internals', server.url));
    expect(await second.text()).toBe(await first.text());
    expect(first.headers.get('etag')).toBeTruthy();
  });
});

describe('GET /archive/indices/:code/constituents', () => {
  it('gives a sector index’s members with weight and today’s change', async () => {
    const sectors = await getData(
      server,
      '/archive/indices?kind=sector',
      z.array(z.object({ code: z.string(), constituents: z.number() })),
    );
    const sector = sectors.find((index) => index.constituents > 1)!;
    const data = await getData(
      server,
      `/archive/indices/${sector.code}/constituents`,
      sectorConstituentsSchema,
    );
    expect(data.members).toHaveLength(sector.constituents);
    expect(data.members.reduce((sum, member) => sum + member.weight, 0)).toBeCloseTo(100, 1);
    const quotes = await getData(
      server,
      `/archive/quotes?symbols=${data.members.map((member) => member.symbol).join(',')}`,
      z.object({
        quotes: z.array(z.object({ symbol: z.string(), changePercent: z.number().nullable() })),
      }),
    );
    for (const member of data.members) {
      const quote = quotes.quotes.find((q) => q.symbol === member.symbol);
      expect(member.changePercent, member.symbol).toBe(quote?.changePercent);
    }
  });

  it('answers 404 unknown_index for an unknown code', async () => {
    const response = await fetch(new URL('/archive/indices/NOPE/constituents', server.url));
    expect(response.status).toBe(404);
  });
});
