import { sql } from 'drizzle-orm';
import {
  EMPTY_FLOW,
  FLOW_WEEKS,
  type CommunityWindows,
  type FlowTally,
} from '../../../src/features/stocks/model/community';
import type { Orm } from '../../db/database';
import { paperTrades } from '../orders/tables';
import { researchCalls } from '../research/tables';
import { watchlistItems, watchlists } from '../watchlists/tables';
import { demoCommunityEvents as events } from './tables';

// Counts only: each query answers aggregates over distinct users (real users keyed 'u:' + sub,
// demo members 'd:' + name, so the two never merge), and no row about one user leaves here.
// Indexed by stock (0016_community_demo.sql): a visit reads one stock's rows, not everyone's.

type Cell = number | string | bigint | null;
const num = (value: Cell | undefined): number => Number(value ?? 0);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface StockRef {
  exchange: 'NSE' | 'BSE';
  symbol: string;
}

export interface WatchTally {
  watchers: number;
  recentAdders: number;
  /** Distinct advisers with a buy call on it: the demo community's and open research calls. */
  adviserCalls: number;
  /** Of those, made-up ones: the demo community's and the research calls demo seed's. */
  demoCalls: number;
  /**
   * Whether advisers' calls are counted at all: the demo community exists (demo mode) or any
   * research call does (issue 16).
   */
  callsCounted: boolean;
  demo: boolean;
}

interface WatchRow {
  watchers: Cell;
  recent_adders: Cell;
  adviser_calls: Cell;
  demo_calls: Cell;
  calls_counted: boolean | null;
  demo: boolean | null;
}

/** Watchers now, adders since `additionsFrom`, and advisers' buy calls (demo and research). */
export async function watchTally(
  orm: Orm,
  { exchange, symbol }: StockRef,
  additionsFrom: string,
): Promise<WatchTally> {
  const result = await orm.execute(sql`
    WITH watching AS (
      SELECT 'u:' || l.owner_sub AS who,
             (i.added_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
             l.demo AS demo
      FROM ${watchlistItems} i JOIN ${watchlists} l ON l.id = i.watchlist_id
      WHERE i.exchange = ${exchange} AND i.symbol = ${symbol}
      UNION ALL
      SELECT 'd:' || member, happened_on, true
      FROM ${events}
      WHERE exchange = ${exchange} AND symbol = ${symbol} AND kind = 'watch'
    )
    SELECT
      (SELECT count(DISTINCT who) FROM watching) AS watchers,
      (SELECT count(DISTINCT who) FROM watching WHERE day >= ${additionsFrom}::date)
        AS recent_adders,
      (SELECT bool_or(demo) FROM watching) AS demo,
      (SELECT count(DISTINCT who) FROM (
        SELECT 'd:' || member AS who FROM ${events}
        WHERE exchange = ${exchange} AND symbol = ${symbol} AND kind = 'adviser-buy-call'
        UNION ALL
        SELECT 'r:' || advisor_sub FROM ${researchCalls}
        WHERE ${exchange} = 'NSE' AND symbol = ${symbol} AND action = 'buy' AND status = 'open'
      ) calls) AS adviser_calls,
      (SELECT count(DISTINCT who) FROM (
        SELECT 'd:' || member AS who FROM ${events}
        WHERE exchange = ${exchange} AND symbol = ${symbol} AND kind = 'adviser-buy-call'
        UNION ALL
        SELECT 'r:' || advisor_sub FROM ${researchCalls}
        WHERE ${exchange} = 'NSE' AND symbol = ${symbol} AND action = 'buy' AND status = 'open'
          AND demo
      ) calls) AS demo_calls,
      EXISTS (SELECT 1 FROM ${events}) OR EXISTS (SELECT 1 FROM ${researchCalls})
        AS calls_counted`);
  const [row] = rowsOf<WatchRow>(result);
  return {
    watchers: num(row?.watchers),
    recentAdders: num(row?.recent_adders),
    adviserCalls: num(row?.adviser_calls),
    demoCalls: num(row?.demo_calls),
    callsCounted: row?.calls_counted === true,
    demo: row?.demo === true,
  };
}

export interface FlowTallies {
  total: FlowTally;
  /** FLOW_WEEKS weeks, oldest first. */
  weeks: FlowTally[];
  demo: boolean;
}

interface FlowRow {
  weeks_ago: Cell;
  traders: Cell;
  bought: Cell;
  sold: Cell;
  largest: Cell;
  demo: boolean | null;
}

/**
 * Trades of every source (app, import, demo history) and the demo community's, over the windows'
 * weeks: per user first (what each bought and sold, per week and in all), then per week and in
 * all (GROUPING SETS: the all row has no week), so the distinct traders and the largest trader
 * come from the same pass.
 */
export async function flowTallies(
  orm: Orm,
  { exchange, symbol }: StockRef,
  windows: CommunityWindows,
): Promise<FlowTallies> {
  const from = windows.weeks[0]?.from;
  const to = windows.weeks.at(-1)?.to;
  if (!from || !to) return { total: EMPTY_FLOW, weeks: [], demo: false };
  const result = await orm.execute(sql`
    WITH trades AS (
      SELECT 'u:' || investor_sub AS who, trade_date AS day, side = 'BUY' AS buy,
             quantity::bigint * price_paise AS value, demo
      FROM ${paperTrades}
      WHERE exchange = ${exchange} AND symbol = ${symbol} AND trade_date >= ${from}::date
      UNION ALL
      SELECT 'd:' || member, happened_on, kind = 'buy', value_paise, true
      FROM ${events}
      WHERE exchange = ${exchange} AND symbol = ${symbol} AND kind IN ('buy', 'sell')
        AND happened_on >= ${from}::date
    ), dated AS (
      SELECT who, buy, value, demo,
             LEAST(${FLOW_WEEKS - 1}, GREATEST(0, (${to}::date - day) / 7)) AS weeks_ago
      FROM trades
    ), per_user AS (
      SELECT who, weeks_ago,
             coalesce(sum(value) FILTER (WHERE buy), 0) AS bought,
             coalesce(sum(value) FILTER (WHERE NOT buy), 0) AS sold,
             bool_or(demo) AS demo
      FROM dated
      GROUP BY GROUPING SETS ((who, weeks_ago), (who))
    )
    SELECT weeks_ago, count(*) AS traders, sum(bought) AS bought, sum(sold) AS sold,
           max(bought + sold) AS largest, bool_or(demo) AS demo
    FROM per_user
    GROUP BY weeks_ago`);
  const tallyOf = (row: FlowRow | undefined): FlowTally =>
    row
      ? {
          traders: num(row.traders),
          buyPaise: num(row.bought),
          sellPaise: num(row.sold),
          largestTraderPaise: num(row.largest),
        }
      : EMPTY_FLOW;
  const rows = rowsOf<FlowRow>(result);
  const weekRow = (weeksAgo: number) =>
    rows.find((row) => row.weeks_ago !== null && num(row.weeks_ago) === weeksAgo);
  return {
    total: tallyOf(rows.find((row) => row.weeks_ago === null)),
    weeks: windows.weeks.map((_, index) => tallyOf(weekRow(windows.weeks.length - 1 - index))),
    demo: rows.some((row) => row.demo === true),
  };
}
