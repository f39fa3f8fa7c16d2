import type { SqlTransaction } from '../../db/database';
import { indexDayLevels, unitsAfterAction, type MemberDay } from '../index-math';
import { insertColumns } from './bulk';

interface Constituent {
  index_id: number;
  instrument_id: number;
  units: number;
}

interface Bar {
  id: number;
  trade_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

interface ShareAction {
  instrument_id: number;
  ex_date: string;
  price_factor: number;
}

/** Each member's bar of the day, or its last close before it when it did not trade. */
async function barsOn(tx: SqlTransaction, ids: number[], day: string): Promise<Map<number, Bar>> {
  const rows = await tx.query<Bar>(
    `SELECT i.id, b.trade_date::text AS trade_date, b.open, b.high, b.low, b.close
       FROM unnest($1::int[]) AS i (id)
       CROSS JOIN LATERAL (
         SELECT trade_date, open, high, low, close FROM daily_bars
          WHERE instrument_id = i.id AND trade_date <= $2
          ORDER BY trade_date DESC LIMIT 1) b`,
    [ids, day],
  );
  return new Map(
    rows.map((bar) => [
      bar.id,
      bar.trade_date === day ? bar : { ...bar, open: bar.close, high: bar.close, low: bar.close },
    ]),
  );
}

/**
 * Recomputes index levels on the given days from the stored bars (after an import or a generated
 * day). Stored units belong to the latest level day; a later day first applies the splits and
 * bonuses since, an earlier one undoes those after it.
 */
export async function recomputeIndexLevels(
  tx: SqlTransaction,
  days: readonly string[],
): Promise<number> {
  const sorted = [...new Set(days)].sort();
  if (sorted.length === 0) return 0;
  const constituents = await tx.query<Constituent>(
    'SELECT index_id, instrument_id, units FROM index_constituents',
  );
  if (constituents.length === 0) return 0;
  const [latest] = await tx.query<{ day: string | null }>(
    'SELECT max(trade_date)::text AS day FROM index_levels',
  );
  let unitsDay = latest?.day ?? '0000-00-00';
  const ids = [...new Set(constituents.map((c) => c.instrument_id))];
  const actions = await tx.query<ShareAction>(
    `SELECT instrument_id, ex_date::text AS ex_date, price_factor FROM corporate_actions
      WHERE kind <> 'dividend' AND ex_date > $1 AND instrument_id = ANY($2::int[]) ORDER BY ex_date`,
    [[sorted[0] ?? unitsDay, unitsDay].sort()[0], ids],
  );
  const factorBetween = (id: number, after: string, upTo: string) =>
    actions
      .filter((a) => a.instrument_id === id && a.ex_date > after && a.ex_date <= upTo)
      .reduce((product, a) => product * a.price_factor, 1);

  const rows = {
    index_id: [] as number[],
    trade_date: [] as string[],
    open: [] as number[],
    high: [] as number[],
    low: [] as number[],
    close: [] as number[],
  };
  for (const day of sorted) {
    if (day > unitsDay) {
      for (const member of constituents) {
        member.units = unitsAfterAction(
          member.units,
          factorBetween(member.instrument_id, unitsDay, day),
        );
      }
      unitsDay = day;
    }
    const bars = await barsOn(tx, ids, day);
    const byIndex = new Map<number, MemberDay[]>();
    for (const member of constituents) {
      const bar = bars.get(member.instrument_id);
      if (!bar) continue;
      const units = member.units * factorBetween(member.instrument_id, day, unitsDay);
      const list = byIndex.get(member.index_id) ?? [];
      list.push({ units, open: bar.open, high: bar.high, low: bar.low, close: bar.close });
      byIndex.set(member.index_id, list);
    }
    for (const [indexId, members] of byIndex) {
      const level = indexDayLevels(members);
      rows.index_id.push(indexId);
      rows.trade_date.push(day);
      rows.open.push(level.open);
      rows.high.push(level.high);
      rows.low.push(level.low);
      rows.close.push(level.close);
    }
  }
  await insertColumns(
    tx,
    'index_levels',
    [
      { name: 'index_id', type: 'int', values: rows.index_id },
      { name: 'trade_date', type: 'date', values: rows.trade_date },
      { name: 'open', type: 'int', values: rows.open },
      { name: 'high', type: 'int', values: rows.high },
      { name: 'low', type: 'int', values: rows.low },
      { name: 'close', type: 'int', values: rows.close },
    ],
    {
      onConflict:
        'ON CONFLICT (index_id, trade_date) DO UPDATE SET open = EXCLUDED.open, high = EXCLUDED.high, low = EXCLUDED.low, close = EXCLUDED.close',
    },
  );
  await tx.query(
    `UPDATE index_constituents c SET units = u.units
       FROM unnest($1::int[], $2::int[], $3::float8[]) AS u (index_id, instrument_id, units)
      WHERE c.index_id = u.index_id AND c.instrument_id = u.instrument_id AND c.units <> u.units`,
    [
      constituents.map((c) => c.index_id),
      constituents.map((c) => c.instrument_id),
      constituents.map((c) => c.units),
    ],
  );
  return rows.close.length;
}
