import { sql } from 'drizzle-orm';
import {
  advancesShare,
  AVERAGE_DAYS,
  drawdownFromHigh,
  realisedVolatility,
  stressGauge,
  VOLATILITY_DAYS,
} from '../../../src/features/market/model/stress';
import type { Orm } from '../../db/database';
import type {
  ActiveStock,
  BreadthDay,
  MarketInternals,
  SectorConstituents,
} from '../schemas/market-internals';
import type { IndexSummary } from '../schemas/responses';
import { rowsOf } from './company-figures';
import { indexDetail } from './indices';
import type { ArchiveSnapshot } from './snapshot';
import { cachedPromise } from './stock-table';

// GET /archive/market/internals (issue 15, Deliver 1): advances and declines of the last 60
// trading days, the most active stocks by value on the latest day and the market stress gauge
// (rules: docs/market-stress.md, thresholds: src/features/market/model/stress.ts). Two
// set-based queries over the NSE bars of the last 200 trading days and one over NIFTY 50's
// levels, once per data-update time (the snapshot is replaced when it changes).

export const HISTORY_DAYS = 60;
export const MOST_ACTIVE = 10;
/** A stock counts for the 200-day average when it has at least this many of the 200 closes. */
export const AVERAGE_MIN_CLOSES = 150;
const BENCHMARK = 'NIFTY50';

// The trading days are NIFTY 50's: the index has a level on every day the market was open.
const days = (count: number) => sql`
  days AS (
    SELECT l.trade_date FROM index_levels l JOIN market_indices m ON m.id = l.index_id
     WHERE m.code = ${BENCHMARK} ORDER BY l.trade_date DESC LIMIT ${count}),
  span AS (SELECT min(trade_date) AS first, max(trade_date) AS last FROM days),
  splits AS (
    SELECT a.instrument_id, a.ex_date, a.price_factor FROM corporate_actions a, span
     WHERE a.kind <> 'dividend' AND a.ex_date > span.first AND a.ex_date <= span.last)`;

/**
 * Per trading day, NSE stocks closing above, below or at their previous close; the previous close
 * taken in the day's terms when a split or bonus goes ex in between (a 1:2 split is no decline).
 */
async function breadthHistory(orm: Orm): Promise<BreadthDay[]> {
  const rows = await rowsOf<BreadthDay>(
    orm,
    sql`WITH ${days(HISTORY_DAYS + 1)},
      bars AS (
        SELECT b.instrument_id, b.trade_date, b.close,
               lag(b.close) OVER w AS prev, lag(b.trade_date) OVER w AS prev_date
          FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id, span
         WHERE i.exchange = 'NSE' AND b.trade_date BETWEEN span.first AND span.last
        WINDOW w AS (PARTITION BY b.instrument_id ORDER BY b.trade_date)),
      moves AS (
        SELECT trade_date, close,
               round(prev * CASE WHEN instrument_id IN (SELECT instrument_id FROM splits)
                 THEN coalesce((SELECT exp(sum(ln(s.price_factor))) FROM splits s
                                 WHERE s.instrument_id = bars.instrument_id
                                   AND s.ex_date > bars.prev_date
                                   AND s.ex_date <= bars.trade_date), 1)
                 ELSE 1 END) AS prev
          FROM bars WHERE prev IS NOT NULL)
      SELECT m.trade_date::text AS date,
             (count(*) FILTER (WHERE m.close > m.prev))::int AS advances,
             (count(*) FILTER (WHERE m.close < m.prev))::int AS declines,
             (count(*) FILTER (WHERE m.close = m.prev))::int AS unchanged
        FROM moves m, span WHERE m.trade_date > span.first
       GROUP BY m.trade_date ORDER BY m.trade_date`,
  );
  return rows.map((row) => ({
    date: String(row.date),
    advances: Number(row.advances),
    declines: Number(row.declines),
    unchanged: Number(row.unchanged),
  }));
}

/**
 * NSE stocks with a close on the latest day and at least AVERAGE_MIN_CLOSES of the last 200
 * trading days' closes, and how many of them close below the average of those closes (each
 * close before a split or bonus taken in today's terms).
 */
async function belowAverage(orm: Orm): Promise<{ measured: number; below: number }> {
  const [row] = await rowsOf<{ measured: number; below: number }>(
    orm,
    sql`WITH ${days(AVERAGE_DAYS)},
      adjusted AS (
        SELECT b.instrument_id, b.trade_date,
               b.close * CASE WHEN b.instrument_id IN (SELECT instrument_id FROM splits)
                 THEN coalesce((SELECT exp(sum(ln(s.price_factor))) FROM splits s
                                 WHERE s.instrument_id = b.instrument_id
                                   AND s.ex_date > b.trade_date), 1)
                 ELSE 1 END AS close
          FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id, span
         WHERE i.exchange = 'NSE' AND b.trade_date BETWEEN span.first AND span.last),
      per AS (
        SELECT a.instrument_id, count(*) AS closes, avg(a.close) AS average,
               max(a.close) FILTER (WHERE a.trade_date = span.last) AS today
          FROM adjusted a, span GROUP BY a.instrument_id)
      SELECT (count(*))::int AS measured, (count(*) FILTER (WHERE today < average))::int AS below
        FROM per WHERE today IS NOT NULL AND closes >= ${AVERAGE_MIN_CLOSES}`,
  );
  return { measured: Number(row?.measured ?? 0), below: Number(row?.below ?? 0) };
}

/** NIFTY 50's closes (index points × 100) of the 52 weeks to its latest level, oldest first. */
async function benchmarkYear(orm: Orm): Promise<Array<{ date: string; close: number }>> {
  const rows = await rowsOf<{ date: string; close: number }>(
    orm,
    sql`SELECT l.trade_date::text AS date, l.close
          FROM index_levels l JOIN market_indices m ON m.id = l.index_id
         WHERE m.code = ${BENCHMARK}
           AND l.trade_date > (SELECT max(trade_date) FROM index_levels WHERE index_id = m.id) - 365
         ORDER BY l.trade_date`,
  );
  return rows.map((row) => ({ date: String(row.date), close: Number(row.close) }));
}

/** The top stocks by close × volume on `date` (NSE), from the snapshot's latest quotes. */
export function mostActive(snapshot: ArchiveSnapshot, date: string | null): ActiveStock[] {
  if (date === null) return [];
  return snapshot.instruments
    .flatMap((instrument) => {
      const quote = instrument.quote;
      if (instrument.exchange !== 'NSE' || !quote || quote.date !== date) return [];
      return [
        {
          symbol: instrument.symbol,
          name: instrument.name,
          industry: instrument.industry,
          close: quote.close,
          changePercent: quote.changePercent,
          volume: quote.volume,
          value: quote.close * quote.volume,
        },
      ];
    })
    .sort((a, b) => b.value - a.value || (a.symbol < b.symbol ? -1 : 1))
    .slice(0, MOST_ACTIVE);
}

async function buildInternals(orm: Orm, snapshot: ArchiveSnapshot): Promise<MarketInternals> {
  const [history, average, year] = await Promise.all([
    breadthHistory(orm),
    belowAverage(orm),
    benchmarkYear(orm),
  ]);
  const date = year.at(-1)?.date ?? snapshot.overview?.date ?? null;
  const today = history.at(-1);
  const closes = year.map((level) => level.close);
  const gauge = stressGauge({
    breadth: today && today.date === date ? advancesShare(today.advances, today.declines) : null,
    belowAverage: average.measured === 0 ? null : (average.below / average.measured) * 100,
    drawdown: drawdownFromHigh(closes),
    volatility: realisedVolatility(closes, VOLATILITY_DAYS),
  });
  return {
    date,
    breadthHistory: history,
    mostActive: mostActive(snapshot, date),
    stress: { ...gauge, stocksMeasured: average.measured },
  };
}

const built = new WeakMap<ArchiveSnapshot, Promise<MarketInternals>>();

/** GET /archive/market/internals: built once per data-update time. */
export const marketInternals = (orm: Orm, snapshot: ArchiveSnapshot): Promise<MarketInternals> =>
  cachedPromise(built, snapshot, () => buildInternals(orm, snapshot));

/** GET /archive/indices/:code/constituents: the members with today's change, heaviest first. */
export async function indexConstituents(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  summary: IndexSummary,
): Promise<SectorConstituents> {
  const detail = await indexDetail(orm, snapshot, summary);
  return {
    code: detail.code,
    name: detail.name,
    industry: detail.industry,
    date: detail.date,
    changePercent: detail.changePercent,
    members: detail.members.map((member) => {
      const quote =
        snapshot.bySymbol.get(`NSE:${member.symbol}`)?.quote ??
        snapshot.bySymbol.get(`BSE:${member.symbol}`)?.quote ??
        null;
      return {
        symbol: member.symbol,
        name: member.name,
        weight: member.weight,
        close: member.close,
        change: quote?.change ?? null,
        changePercent: quote?.changePercent ?? null,
      };
    }),
  };
}
