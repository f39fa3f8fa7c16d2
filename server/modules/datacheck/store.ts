import { desc, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { archiveImports } from '../../db/schema';

// The data check's reads (issue 15, Deliver 5). Set-based SQL over the window only; the per-stock
// first and last bars come from the primary key (instrument_id, trade_date), one index probe
// each. Window results are MATERIALIZED before they meet `instruments`: right after a bulk load
// PostgreSQL has no statistics, guesses one instrument and would otherwise rerun the window once
// per stock inside a nested loop (25 s instead of 50 ms). Every day is cast to text and every
// volume to float8, so PGlite and node-postgres answer alike.

async function rowsOf<Row>(orm: Orm, query: SQL): Promise<Row[]> {
  const result: unknown = await orm.execute(query);
  return (result as { rows: Row[] }).rows;
}

export interface ArchiveSpan {
  first: string | null;
  last: string | null;
}

/** The first and last days with bars of an NSE stock. */
export async function archiveSpan(orm: Orm): Promise<ArchiveSpan> {
  const [row] = await rowsOf<ArchiveSpan>(
    orm,
    sql`SELECT min(s.first)::text AS first, max(s.last)::text AS last
          FROM instruments i
          CROSS JOIN LATERAL (
            SELECT (SELECT min(b.trade_date) FROM daily_bars b WHERE b.instrument_id = i.id) AS first,
                   (SELECT max(b.trade_date) FROM daily_bars b WHERE b.instrument_id = i.id) AS last
          ) s
         WHERE i.exchange = 'NSE'`,
  );
  return row ?? { first: null, last: null };
}

/** The days from `from` to `to` on which any NSE stock has a bar. */
export async function daysWithBars(orm: Orm, from: string, to: string): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    orm,
    sql`SELECT DISTINCT b.trade_date::text AS day
          FROM daily_bars b JOIN instruments i ON i.id = b.instrument_id AND i.exchange = 'NSE'
         WHERE b.trade_date BETWEEN ${from}::date AND ${to}::date
         ORDER BY 1`,
  );
  return rows.map((row) => row.day);
}

export interface GapRow {
  symbol: string;
  name: string;
  missing: string[];
  missing_count: number;
}

/**
 * Active NSE stocks without a bar on a day of `days` (days other stocks traded) after their own
 * first bar, with the first 20 such days.
 */
export async function symbolGaps(orm: Orm, days: readonly string[]): Promise<GapRow[]> {
  if (days.length === 0) return [];
  const list = sql.join(
    days.map((day) => sql`${day}`),
    sql`, `,
  );
  // Counting first (bars held against days expected) narrows the day-by-day search to the few
  // stocks that miss something; MATERIALIZED keeps the planner (without statistics right after
  // a bulk load) from probing every stock and day.
  return rowsOf<GapRow>(
    orm,
    sql`WITH days AS (SELECT unnest(ARRAY[${list}]::date[]) AS day),
         stocks AS MATERIALIZED (
           SELECT i.id, i.symbol, i.name,
                  (SELECT min(b.trade_date) FROM daily_bars b WHERE b.instrument_id = i.id) AS first
             FROM instruments i
            WHERE i.exchange = 'NSE' AND i.status = 'active'),
         held AS MATERIALIZED (
           SELECT b.instrument_id AS id, count(*) AS n
             FROM daily_bars b
            WHERE b.trade_date BETWEEN ${days[0]}::date AND ${days.at(-1)}::date
            GROUP BY b.instrument_id),
         short AS MATERIALIZED (
           SELECT s.* FROM stocks s
             LEFT JOIN held h ON h.id = s.id
            WHERE (SELECT count(*) FROM days d WHERE d.day >= s.first) > coalesce(h.n, 0))
        SELECT s.symbol, s.name,
               (array_agg(d.day::text ORDER BY d.day))[1:20] AS missing,
               count(*)::int AS missing_count
          FROM short s
          JOIN days d ON d.day >= s.first
         WHERE NOT EXISTS (
           SELECT 1 FROM daily_bars b WHERE b.instrument_id = s.id AND b.trade_date = d.day)
         GROUP BY s.symbol, s.name
         ORDER BY count(*) DESC, s.symbol
         LIMIT 200`,
  );
}

export interface MoveRow {
  symbol: string;
  name: string;
  date: string;
  close: number;
  previous_close: number | null;
  volume: number;
  /** A move over 20 % that no split or bonus explains. */
  jump: boolean;
}

/**
 * Bars from `from` to `to` with zero volume, or a close more than 20 % from the stock's previous
 * close (LAG over the window plus `lookFrom` before it) with no split or bonus whose ex-date
 * falls after that previous bar and on or before this one.
 */
export async function movesAndZeroVolume(
  orm: Orm,
  { lookFrom, from, to }: { lookFrom: string; from: string; to: string },
): Promise<MoveRow[]> {
  return rowsOf<MoveRow>(
    orm,
    sql`WITH bars AS (
          SELECT b.instrument_id, b.trade_date, b.close, b.volume,
                 lag(b.close) OVER w AS previous_close,
                 lag(b.trade_date) OVER w AS previous_date
            FROM daily_bars b
           WHERE b.trade_date BETWEEN ${lookFrom}::date AND ${to}::date
          WINDOW w AS (PARTITION BY b.instrument_id ORDER BY b.trade_date)),
        marked AS (
            SELECT bars.*,
                   (previous_close IS NOT NULL
                    AND abs(close - previous_close)::bigint * 5 > previous_close
                    AND NOT EXISTS (
                      SELECT 1 FROM corporate_actions c
                       WHERE c.instrument_id = bars.instrument_id
                         AND c.kind IN ('split', 'bonus')
                         AND c.ex_date > bars.previous_date AND c.ex_date <= bars.trade_date)
                   ) AS jump
              FROM bars
             WHERE trade_date >= ${from}::date),
        flagged AS MATERIALIZED (SELECT * FROM marked WHERE volume = 0 OR jump)
        SELECT i.symbol, i.name, m.trade_date::text AS date, m.close, m.previous_close,
               m.volume::float8 AS volume, m.jump
          FROM flagged m
          JOIN instruments i ON i.id = m.instrument_id AND i.exchange = 'NSE'`,
  );
}

export interface StaleRunRow {
  symbol: string;
  name: string;
  since: string;
  date: string;
  days: number;
  close: number;
}

/** Runs of at least `minDays` consecutive bars of a stock with the same close, in the window. */
export async function staleRuns(
  orm: Orm,
  { from, to, minDays }: { from: string; to: string; minDays: number },
): Promise<StaleRunRow[]> {
  return rowsOf<StaleRunRow>(
    orm,
    sql`WITH marked AS (
          SELECT b.instrument_id, b.trade_date, b.close,
                 CASE WHEN b.close = lag(b.close) OVER w THEN 0 ELSE 1 END AS starts
            FROM daily_bars b
           WHERE b.trade_date BETWEEN ${from}::date AND ${to}::date
          WINDOW w AS (PARTITION BY b.instrument_id ORDER BY b.trade_date)),
        runs AS (
          SELECT instrument_id, trade_date, close,
                 sum(starts) OVER (PARTITION BY instrument_id ORDER BY trade_date) AS run
            FROM marked),
        stale AS MATERIALIZED (
          SELECT instrument_id, min(trade_date) AS since, max(trade_date) AS date,
                 count(*)::int AS days, min(close) AS close
            FROM runs
           GROUP BY instrument_id, run
          HAVING count(*) >= ${minDays})
        SELECT i.symbol, i.name, s.since::text AS since, s.date::text AS date, s.days, s.close
          FROM stale s
          JOIN instruments i ON i.id = s.instrument_id AND i.exchange = 'NSE'`,
  );
}

export interface LatestBarRow {
  symbol: string;
  name: string;
  date: string;
  close: number;
}

/** Active NSE stocks whose latest bar is older than `last` (stocks with no bar are left out). */
export async function latestBarsBefore(orm: Orm, last: string): Promise<LatestBarRow[]> {
  return rowsOf<LatestBarRow>(
    orm,
    sql`SELECT i.symbol, i.name, lb.trade_date::text AS date, lb.close
          FROM instruments i
          CROSS JOIN LATERAL (
            SELECT b.trade_date, b.close FROM daily_bars b
             WHERE b.instrument_id = i.id ORDER BY b.trade_date DESC LIMIT 1) lb
         WHERE i.exchange = 'NSE' AND i.status = 'active' AND lb.trade_date < ${last}::date
         ORDER BY lb.trade_date, i.symbol`,
  );
}

/** The newest import's id (0 when none): an import that loaded nothing leaves the time alone. */
export async function latestImportId(orm: Orm): Promise<number> {
  const [row] = await rowsOf<{ id: number | string | null }>(
    orm,
    sql`SELECT max(import_id) AS id FROM archive_imports`,
  );
  return Number(row?.id ?? 0);
}

/** The newest imports, newest first. */
export const recentImports = (orm: Orm, limit: number) =>
  orm
    .select()
    .from(archiveImports)
    .orderBy(desc(archiveImports.finishedAt), desc(archiveImports.importId))
    .limit(limit);
