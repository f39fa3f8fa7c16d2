import type { SqlTransaction } from '../../db/database';

/**
 * latest_quotes: each instrument's last bar with the close before it, its 52-week range and its
 * market capitalisation (close x shares of the latest quarter, carried through later splits).
 */
const REBUILD = `
INSERT INTO latest_quotes (instrument_id, trade_date, open, high, low, close, previous_close,
                           volume, high_52w, low_52w, market_cap, is_demo)
SELECT i.id, b.trade_date, b.open, b.high, b.low, b.close, p.close, b.volume, w.high, w.low,
       round(b.close::numeric * f.shares_outstanding * coalesce(s.factor, 1))::bigint, b.is_demo
  FROM instruments i
  CROSS JOIN LATERAL (
    SELECT trade_date, open, high, low, close, volume, is_demo FROM daily_bars
     WHERE instrument_id = i.id ORDER BY trade_date DESC LIMIT 1) b
  LEFT JOIN LATERAL (
    SELECT close FROM daily_bars WHERE instrument_id = i.id AND trade_date < b.trade_date
     ORDER BY trade_date DESC LIMIT 1) p ON true
  CROSS JOIN LATERAL (
    SELECT max(high) AS high, min(low) AS low FROM daily_bars
     WHERE instrument_id = i.id AND trade_date > b.trade_date - 365) w
  LEFT JOIN LATERAL (
    SELECT period_end, shares_outstanding FROM quarterly_fundamentals
     WHERE instrument_id = i.id ORDER BY period_end DESC LIMIT 1) f ON true
  LEFT JOIN LATERAL (
    SELECT exp(sum(-ln(price_factor))) AS factor FROM corporate_actions
     WHERE instrument_id = i.id AND kind <> 'dividend' AND ex_date > f.period_end
       AND ex_date <= b.trade_date) s ON true`;

interface SplitBar {
  instrument_id: number;
  trade_date: string;
  high: number;
  low: number;
}

/** A split inside the 52 weeks makes raw highs incomparable: redo those few in split terms. */
async function adjustForSplits(tx: SqlTransaction): Promise<void> {
  const actions = await tx.query<{ instrument_id: number; ex_date: string; price_factor: number }>(
    `SELECT a.instrument_id, a.ex_date::text AS ex_date, a.price_factor
       FROM corporate_actions a JOIN latest_quotes q USING (instrument_id)
      WHERE a.kind <> 'dividend' AND a.ex_date > q.trade_date - 365 AND a.ex_date <= q.trade_date`,
  );
  if (actions.length === 0) return;
  const ids = [...new Set(actions.map((a) => a.instrument_id))];
  const bars = await tx.query<SplitBar>(
    `SELECT b.instrument_id, b.trade_date::text AS trade_date, b.high, b.low
       FROM daily_bars b JOIN latest_quotes q USING (instrument_id)
      WHERE b.instrument_id = ANY($1::int[]) AND b.trade_date > q.trade_date - 365`,
    [ids],
  );
  for (const id of ids) {
    let high = 0;
    let low = Number.MAX_SAFE_INTEGER;
    for (const bar of bars.filter((b) => b.instrument_id === id)) {
      const factor = actions
        .filter((a) => a.instrument_id === id && a.ex_date > bar.trade_date)
        .reduce((product, a) => product * a.price_factor, 1);
      high = Math.max(high, Math.round(bar.high * factor));
      low = Math.min(low, Math.round(bar.low * factor));
    }
    await tx.query(
      'UPDATE latest_quotes SET high_52w = $2, low_52w = $3 WHERE instrument_id = $1',
      [id, high, low],
    );
  }
}

export async function rebuildLatestQuotes(tx: SqlTransaction): Promise<void> {
  await tx.exec('DELETE FROM latest_quotes');
  await tx.exec(REBUILD);
  await adjustForSplits(tx);
}

/**
 * The data-update time (spec 7, dailydatacheck) moves forward on every load, by at least a
 * millisecond, so clients that compare it to their cached one always see the change.
 */
export async function bumpDataUpdateTime(tx: SqlTransaction): Promise<string> {
  const [row] = await tx.query<{ updatedatetime: Date | string }>(
    `UPDATE data_status
        SET updatedatetime = greatest(date_trunc('milliseconds', clock_timestamp()),
                                      date_trunc('milliseconds', updatedatetime) + interval '1 millisecond')
      WHERE countrycode = 'IND' RETURNING updatedatetime`,
  );
  if (!row) throw new Error('data_status has no IND row');
  return new Date(row.updatedatetime).toISOString();
}
