import type { SqlTransaction } from '../../db/database';
import {
  FUNDAMENTALS_MAX_AGE_DAYS,
  type Quarter,
} from '../../../src/features/stocks/model/factors';
import { fromDayNumber, toDayNumber } from '../calendar';

/**
 * Calendar days of history read before the first day to score: at least 258 trading days (252
 * returns, 5 days of momentum fallback and one more close) even with weeks of closures.
 */
export const LOOKBACK_CALENDAR_DAYS = 550;

export interface StockInputs {
  id: number;
  sector: string;
  /** Close (paise) on each day of the axis; NaN when the stock has no bar that day. */
  closes: Float64Array;
  /** Corporate actions, oldest first; split: a split or bonus (changes the share count). */
  actions: Array<{ exDate: string; priceFactor: number; split: boolean }>;
  quarters: Quarter[];
}

export interface FactorInputs {
  /** Trading days with a bar of any universe stock, oldest first. */
  days: string[];
  stocks: StockInputs[];
  /** NIFTY 50 close on each day of the axis; NaN when missing. */
  market: Float64Array;
  /** First day index to score (days before it are lookback only). */
  fromIndex: number;
}

/** The universe: NSE members of the NIFTY 500 (every NSE share when the index is not defined). */
const UNIVERSE = `
SELECT i.id, i.sector FROM instruments i
 WHERE i.exchange = 'NSE'
   AND (NOT EXISTS (SELECT 1 FROM market_indices WHERE code = 'NIFTY500')
        OR i.id IN (SELECT c.instrument_id FROM index_constituents c
                      JOIN market_indices m ON m.id = c.index_id WHERE m.code = 'NIFTY500'))
 ORDER BY i.id`;

/**
 * Everything the engine needs to score the days from `from` (all days when undefined): bars
 * with their lookback, all corporate actions, the quarters not too old for those days, NIFTY 50.
 */
export async function loadFactorInputs(
  tx: SqlTransaction,
  from: string | undefined,
): Promise<FactorInputs> {
  const universe = await tx.query<{ id: number; sector: string }>(UNIVERSE);
  const ids = universe.map((row) => row.id);
  const start = from === undefined ? 0 : toDayNumber(from) - LOOKBACK_CALENDAR_DAYS;
  // One text per stock ("day:close,..."): 3 to 4 times faster to read on PGlite than rows.
  const series = await tx.query<{ id: number; bars: string }>(
    `SELECT instrument_id AS id,
            string_agg((trade_date - DATE '1970-01-01') || ':' || close, ',' ORDER BY trade_date) AS bars
       FROM daily_bars WHERE instrument_id = ANY($1::int[]) AND trade_date >= $2::date
      GROUP BY instrument_id`,
    [ids, fromDayNumber(start)],
  );
  const market = await tx.query<{ day: number; close: number }>(
    `SELECT (l.trade_date - DATE '1970-01-01') AS day, l.close
       FROM index_levels l JOIN market_indices m ON m.id = l.index_id
      WHERE m.code = 'NIFTY50' AND l.trade_date >= $1::date`,
    [fromDayNumber(start)],
  );
  // Actions and quarters as one text each, for the same reason.
  const [actionText] = await tx.query<{ text: string | null }>(
    `SELECT string_agg(concat_ws('|', instrument_id, ex_date, kind, price_factor), ';'
                       ORDER BY instrument_id, ex_date, kind) AS text
       FROM corporate_actions WHERE instrument_id = ANY($1::int[])`,
    [ids],
  );
  const [quarterText] = await tx.query<{ text: string | null }>(
    `SELECT string_agg(concat_ws('|', instrument_id, period_end, announced_on, net_profit, equity,
                                 total_debt, shares_outstanding), ';'
                       ORDER BY instrument_id, period_end) AS text
       FROM quarterly_fundamentals
      WHERE instrument_id = ANY($1::int[]) AND period_end > $2::date`,
    [ids, fromDayNumber(start - FUNDAMENTALS_MAX_AGE_DAYS)],
  );
  const records = (text: string | null | undefined) =>
    text ? text.split(';').map((record) => record.split('|')) : [];

  const parsed = new Map<number, { days: Int32Array; closes: Float64Array }>();
  const daySet = new Set<number>();
  for (const row of series) {
    const pairs = row.bars.split(',');
    const days = new Int32Array(pairs.length);
    const closes = new Float64Array(pairs.length);
    pairs.forEach((pair, k) => {
      const colon = pair.indexOf(':');
      days[k] = Number(pair.slice(0, colon));
      closes[k] = Number(pair.slice(colon + 1));
      daySet.add(days[k] ?? 0);
    });
    parsed.set(row.id, { days, closes });
  }
  const axis = [...daySet].sort((a, b) => a - b);
  const position = new Map(axis.map((day, i) => [day, i]));
  const aligned = (days: ArrayLike<number>, values: ArrayLike<number>) => {
    const out = new Float64Array(axis.length).fill(NaN);
    for (let k = 0; k < days.length; k += 1) {
      const i = position.get(days[k] ?? 0);
      if (i !== undefined) out[i] = values[k] ?? NaN;
    }
    return out;
  };

  const byId = new Map<number, StockInputs>(
    universe.map((row) => [
      row.id,
      {
        id: row.id,
        sector: row.sector,
        closes: parsed.has(row.id)
          ? aligned(parsed.get(row.id)?.days ?? [], parsed.get(row.id)?.closes ?? [])
          : new Float64Array(axis.length).fill(NaN),
        actions: [],
        quarters: [],
      },
    ]),
  );
  for (const [id, exDate = '', kind, factor] of records(actionText?.text)) {
    byId.get(Number(id))?.actions.push({
      exDate,
      priceFactor: Number(factor),
      split: kind !== 'dividend',
    });
  }
  for (const [id, periodEnd = '', announcedOn = '', profit, equity, debt, shares] of records(
    quarterText?.text,
  )) {
    byId.get(Number(id))?.quarters.push({
      periodEnd,
      announcedOn,
      netProfit: Number(profit),
      equity: Number(equity),
      totalDebt: Number(debt),
      sharesOutstanding: Number(shares),
    });
  }
  const firstToScore = from === undefined ? 0 : toDayNumber(from);
  const fromIndex = axis.findIndex((day) => day >= firstToScore);
  return {
    days: axis.map(fromDayNumber),
    stocks: [...byId.values()],
    market: aligned(
      market.map((row) => row.day),
      market.map((row) => row.close),
    ),
    fromIndex: fromIndex < 0 ? axis.length : fromIndex,
  };
}
