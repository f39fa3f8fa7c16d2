import { sql } from 'drizzle-orm';
import type { FrameTexts } from '../../../src/domain/scan/frame';
import { FUNDAMENTALS_MAX_AGE_DAYS } from '../../../src/features/stocks/model/factors';
import type { Orm } from '../../db/database';
import { fromDayNumber, toDayNumber } from '../calendar';
import { fieldIndex, RECORD_BYTES, type Field } from '../factors/layout';
import { idArray, rowsOf } from './company-figures';
import type { ArchiveVersion } from './snapshot';

// What a scan or a backtest reads of the archive (issue 14), as the compact texts of FrameTexts
// (src/domain/scan/frame.ts): one string_agg text per stock for the bars and one text each for
// the actions and quarters, the fast path on PGlite (server/archive/factors/load.ts). The texts
// are plain data, so a backtest posts them to its worker; parseFrame makes the Frame.

export interface FrameTextOptions {
  /** First day of bars to read (YYYY-MM-DD). */
  from: string;
  /** The latest scored day, or the last scored day of each month from `from` (backtests). */
  factorDays: 'latest' | 'month-ends';
}

/** The universe: NSE members of the NIFTY 500 (every NSE share when the index is not defined). */
const UNIVERSE = sql`
  SELECT i.id, i.symbol, i.name, i.sector, i.industry, i.lot_size AS "lotSize",
         i.id IN (SELECT c.instrument_id FROM index_constituents c
                    JOIN market_indices m ON m.id = c.index_id WHERE m.code = 'NIFTY50')
           AS "inNifty50"
    FROM instruments i
   WHERE i.exchange = 'NSE'
     AND (NOT EXISTS (SELECT 1 FROM market_indices WHERE code = 'NIFTY500')
          OR i.id IN (SELECT c.instrument_id FROM index_constituents c
                        JOIN market_indices m ON m.id = c.index_id WHERE m.code = 'NIFTY500'))
   ORDER BY i.id`;

/** The stored fields FrameTexts.factorDays carries, in its order. */
const FACTOR_FIELDS: readonly Field[] = [
  'composite',
  'universe.value',
  'universe.momentum',
  'universe.quality',
  'universe.lowVolatility',
  'universe.size',
];

interface StoredDay {
  day: string;
  ids: string;
  scores: string;
}

/** A stored day's records as six values per stock (NaN as null), ids as stored (id order). */
function factorDayOf(stored: StoredDay): FrameTexts['factorDays'][number] {
  const ids = stored.ids.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  const bytes = Buffer.from(stored.scores, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values: Array<number | null> = [];
  ids.forEach((_id, slot) => {
    for (const field of FACTOR_FIELDS) {
      const value = view.getFloat32(slot * RECORD_BYTES + fieldIndex[field] * 4, true);
      values.push(Number.isNaN(value) ? null : value);
    }
  });
  return { date: stored.day, ids, values };
}

/**
 * Whether the factor scores reflect this data-update time: the factor engine scores each load
 * in its data.updated job, just after the load (server/archive/factors/job.ts).
 */
export async function factorScoresCurrent(orm: Orm, version: ArchiveVersion): Promise<boolean> {
  const [state] = await rowsOf<{ updatedatetime: Date | string }>(
    orm,
    sql`SELECT updatedatetime FROM factor_state WHERE id = 1`,
  );
  return (
    state !== undefined && new Date(state.updatedatetime).toISOString() >= version.updatedatetime
  );
}

/** The scored days wanted, oldest first; none while the scores are not current. */
export async function readFactorDays(
  orm: Orm,
  from: string,
  which: FrameTextOptions['factorDays'],
): Promise<FrameTexts['factorDays']> {
  const columns = sql`trade_date::text AS day, instrument_ids::text AS ids,
                      encode(scores, 'base64') AS scores`;
  const stored =
    which === 'latest'
      ? await rowsOf<StoredDay>(
          orm,
          sql`SELECT ${columns} FROM factor_days WHERE trade_date >= ${from}::date
               ORDER BY trade_date DESC LIMIT 1`,
        )
      : await rowsOf<StoredDay>(
          orm,
          sql`SELECT DISTINCT ON (date_trunc('month', trade_date)) ${columns}
                FROM factor_days WHERE trade_date >= ${from}::date
               ORDER BY date_trunc('month', trade_date), trade_date DESC`,
        );
  return stored.map(factorDayOf).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The archive from `from` to its latest day as FrameTexts. Actions and quarters reach back
 * FUNDAMENTALS_MAX_AGE_DAYS further, so the frame's first day has its trailing twelve months
 * and a quarter's share count can be put in today's shares. Factor days only when the scores
 * are current for `source.version` (otherwise none: the caller may attach them later).
 */
export async function readFrameTexts(
  orm: Orm,
  source: { version: ArchiveVersion },
  options: FrameTextOptions,
): Promise<FrameTexts> {
  const instruments = await rowsOf<FrameTexts['instruments'][number]>(orm, UNIVERSE);
  const ids = idArray(instruments.map((row) => row.id));
  const back = fromDayNumber(toDayNumber(options.from) - FUNDAMENTALS_MAX_AGE_DAYS);
  const bars = await rowsOf<{ id: number; bars: string }>(
    orm,
    sql`SELECT instrument_id AS id,
               string_agg(concat_ws(':', trade_date - DATE '1970-01-01', open, high, low, close,
                                    volume), ',' ORDER BY trade_date) AS bars
          FROM daily_bars
         WHERE instrument_id = ANY(${ids}::int[]) AND trade_date >= ${options.from}::date
         GROUP BY instrument_id ORDER BY instrument_id`,
  );
  // concat_ws skips nulls: coalesce keeps the dividend field (empty) in its place.
  const [actions] = await rowsOf<{ text: string | null }>(
    orm,
    sql`SELECT string_agg(concat_ws('|', instrument_id, ex_date - DATE '1970-01-01', kind,
                                    price_factor, coalesce(dividend::text, '')), ';'
                          ORDER BY instrument_id, ex_date, kind) AS text
          FROM corporate_actions
         WHERE instrument_id = ANY(${ids}::int[]) AND ex_date > ${back}::date`,
  );
  const [quarters] = await rowsOf<{ text: string | null }>(
    orm,
    sql`SELECT string_agg(concat_ws('|', instrument_id, period_end, announced_on, revenue,
                                    net_profit, equity, total_debt, shares_outstanding), ';'
                          ORDER BY instrument_id, period_end) AS text
          FROM quarterly_fundamentals
         WHERE instrument_id = ANY(${ids}::int[]) AND period_end > ${back}::date`,
  );
  const [nifty50] = await rowsOf<{ text: string | null }>(
    orm,
    sql`SELECT string_agg((l.trade_date - DATE '1970-01-01') || ':' || l.close, ','
                          ORDER BY l.trade_date) AS text
          FROM index_levels l JOIN market_indices m ON m.id = l.index_id
         WHERE m.code = 'NIFTY50' AND l.trade_date >= ${options.from}::date`,
  );
  const current = await factorScoresCurrent(orm, source.version);
  return {
    version: source.version.updatedatetime,
    instruments: instruments.map((row) => ({
      id: Number(row.id),
      symbol: row.symbol,
      name: row.name,
      sector: row.sector,
      industry: row.industry,
      lotSize: Number(row.lotSize) > 0 ? Number(row.lotSize) : 1,
      inNifty50: Boolean(row.inNifty50),
    })),
    bars: bars.map((row) => ({ id: Number(row.id), bars: row.bars })),
    actions: actions?.text ?? '',
    quarters: quarters?.text ?? '',
    nifty50: nifty50?.text ?? '',
    factorDays: current ? await readFactorDays(orm, options.from, options.factorDays) : [],
  };
}

/** The archive's latest trading day (of any latest quote), or null when it holds no prices. */
export async function latestMarketDay(orm: Orm): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    orm,
    sql`SELECT max(trade_date)::text AS day FROM latest_quotes`,
  );
  return row?.day ?? null;
}
