import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { fromDayNumber, toDayNumber } from '../calendar';
import { idArray, rowsOf } from './company-figures';

// The back history of the themes (issue 13, Deliver 4): today's stocks in today's weights,
// rebalanced to those weights on the first trading day of each month, over the five years up to
// the latest close. Prices are adjusted for splits and bonuses only (not dividends), so the
// theme is a price return like the NIFTY 50 it is compared with. Survivorship: only stocks
// chosen today are in it, so the history flatters any rule that picks yesterday's winners.

export const HISTORY_YEARS = 5;
/** Bars read before the window's start, so a stock that did not trade on day one has a price. */
const LEAD_DAYS = 15;

export interface SeriesInputs {
  /** Trading days of the window, oldest first. */
  days: string[];
  /** Per stock: adjusted closes on each day, carried forward; NaN before its first bar. */
  closes: Map<number, Float64Array>;
  /** NIFTY 50 on each day, carried forward; NaN when unknown. */
  benchmark: Float64Array;
}

export function yearsBefore(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** Values at `days` (day numbers) onto the axis, each carried forward to the next value. */
function onAxis(axis: readonly number[], days: ArrayLike<number>, values: ArrayLike<number>) {
  const out = new Float64Array(axis.length).fill(NaN);
  let k = 0;
  let last = NaN;
  axis.forEach((day, i) => {
    for (; k < days.length && (days[k] ?? Infinity) <= day; k += 1) last = values[k] ?? NaN;
    out[i] = last;
  });
  return out;
}

/**
 * Closes (in place) in today's shares: each close before a split or bonus is multiplied by its
 * price factor (shares before / shares after), so the series moves only with value.
 */
export function backAdjust(
  days: ArrayLike<number>,
  closes: Float64Array,
  splits: ReadonlyArray<{ day: number; factor: number }>,
): Float64Array {
  for (const split of splits) {
    for (let k = 0; k < days.length && (days[k] ?? Infinity) < split.day; k += 1) {
      closes[k] = (closes[k] ?? NaN) * split.factor;
    }
  }
  return closes;
}

/** Three queries for any number of stocks: bars and actions as one text per stock. */
export async function readSeriesInputs(
  orm: Orm,
  ids: readonly number[],
  end: string,
): Promise<SeriesInputs> {
  const start = yearsBefore(end, HISTORY_YEARS);
  const from = fromDayNumber(toDayNumber(start) - LEAD_DAYS);
  const bars = await rowsOf<{ id: number; bars: string }>(
    orm,
    sql`SELECT instrument_id AS id,
               string_agg((trade_date - DATE '1970-01-01') || ':' || close, ','
                          ORDER BY trade_date) AS bars
          FROM daily_bars
         WHERE instrument_id = ANY(${idArray(ids)}::int[])
           AND trade_date >= ${from}::date AND trade_date <= ${end}::date
         GROUP BY instrument_id`,
  );
  const actions = await rowsOf<{ id: number; day: number; factor: number }>(
    orm,
    sql`SELECT instrument_id AS id, (ex_date - DATE '1970-01-01') AS day, price_factor AS factor
          FROM corporate_actions
         WHERE instrument_id = ANY(${idArray(ids)}::int[]) AND kind <> 'dividend'
           AND ex_date > ${from}::date AND ex_date <= ${end}::date`,
  );
  const levels = await rowsOf<{ day: number; close: number }>(
    orm,
    sql`SELECT (l.trade_date - DATE '1970-01-01') AS day, l.close
          FROM index_levels l JOIN market_indices m ON m.id = l.index_id
         WHERE m.code = 'NIFTY50' AND l.trade_date >= ${from}::date
           AND l.trade_date <= ${end}::date
         ORDER BY l.trade_date`,
  );

  const first = toDayNumber(start);
  const daySet = new Set<number>();
  const parsed = bars.map((row) => {
    const pairs = row.bars.split(',');
    const days = new Int32Array(pairs.length);
    const closes = new Float64Array(pairs.length);
    pairs.forEach((pair, k) => {
      const colon = pair.indexOf(':');
      const day = Number(pair.slice(0, colon));
      days[k] = day;
      closes[k] = Number(pair.slice(colon + 1));
      if (day >= first) daySet.add(day);
    });
    return { id: Number(row.id), days, closes };
  });
  const axis = [...daySet].sort((a, b) => a - b);

  // Back-adjust: a price before a split or bonus is multiplied by its price factor.
  const splitsOf = new Map<number, Array<{ day: number; factor: number }>>();
  for (const action of actions) {
    const list = splitsOf.get(Number(action.id)) ?? [];
    list.push({ day: Number(action.day), factor: Number(action.factor) });
    splitsOf.set(Number(action.id), list);
  }
  const closes = new Map<number, Float64Array>();
  for (const { id, days, closes: raw } of parsed) {
    closes.set(id, onAxis(axis, days, backAdjust(days, raw, splitsOf.get(id) ?? [])));
  }
  return {
    days: axis.map(fromDayNumber),
    closes,
    benchmark: onAxis(
      axis,
      levels.map((level) => Number(level.day)),
      levels.map((level) => Number(level.close)),
    ),
  };
}
