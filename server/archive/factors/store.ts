import type { SqlTransaction } from '../../db/database';
import { encodeValues, type DayScores } from './layout';

/** Days a statement: about 2.5 MB of base64 each for the NIFTY 500. */
const BATCH_DAYS = 50;

/**
 * Replaces the stored days from `from` on (all of them when undefined) with `days`. Scores
 * travel as base64 text through decode(): PGlite turns a bytea parameter into SQL text about
 * seven times slower (measured: 9.7 s against 1.3 s for five years).
 */
export async function writeFactorDays(
  tx: SqlTransaction,
  days: readonly DayScores[],
  from: string | undefined,
): Promise<void> {
  // TRUNCATE frees the old rows' space at once (a full recompute replaces about 60 MB).
  if (from === undefined) await tx.exec('TRUNCATE factor_days');
  else await tx.query('DELETE FROM factor_days WHERE trade_date >= $1::date', [from]);
  for (let start = 0; start < days.length; start += BATCH_DAYS) {
    const batch = days.slice(start, start + BATCH_DAYS);
    await tx.query(
      `INSERT INTO factor_days (trade_date, instrument_ids, scores)
       SELECT u.day, u.ids::int[], decode(u.scores, 'base64')
         FROM unnest($1::date[], $2::text[], $3::text[]) AS u(day, ids, scores)`,
      [
        batch.map((day) => day.date),
        batch.map((day) => `{${day.instrumentIds.join(',')}}`),
        batch.map((day) => Buffer.from(encodeValues(day.values)).toString('base64')),
      ],
    );
  }
}

export interface FactorState {
  updatedatetime: string;
  /** Last stored day, null when none. */
  lastDay: string | null;
}

/** What the stored scores were computed from, and the data-update time now. */
export async function readFactorState(
  tx: SqlTransaction,
): Promise<{ state: FactorState | null; current: string }> {
  const [row] = await tx.query<{
    computed: Date | string | null;
    current: Date | string | null;
    last: string | null;
  }>(
    `SELECT (SELECT updatedatetime FROM factor_state WHERE id = 1) AS computed,
            (SELECT updatedatetime FROM data_status WHERE countrycode = 'IND') AS current,
            (SELECT max(trade_date)::text FROM factor_days) AS last`,
  );
  const iso = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? null : new Date(value).toISOString();
  const computed = iso(row?.computed);
  return {
    state: computed === null ? null : { updatedatetime: computed, lastDay: row?.last ?? null },
    current: iso(row?.current) ?? new Date(0).toISOString(),
  };
}

/** Records the data-update time the scores now reflect; never moves it back. */
export async function recordFactorState(
  tx: SqlTransaction,
  updatedatetime: string,
  days: number,
  milliseconds: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO factor_state (id, updatedatetime, days, milliseconds) VALUES (1, $1, $2, $3)
     ON CONFLICT (id) DO UPDATE
       SET updatedatetime = greatest(factor_state.updatedatetime, excluded.updatedatetime),
           computed_at = now(), days = excluded.days, milliseconds = excluded.milliseconds`,
    [updatedatetime, days, Math.round(milliseconds)],
  );
}
