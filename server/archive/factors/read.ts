import { sql } from 'drizzle-orm';
import { FACTOR_KEYS, RAW_KEYS } from '../../../src/features/stocks/model/factors';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { toDayNumber } from '../calendar';
import type { Instrument, ArchiveSnapshot } from '../read/snapshot';
import type { FactorList, InstrumentFactors } from '../schemas/responses';
import { decodeRecord, RECORD_BYTES, type Field } from './layout';

type Range = InstrumentFactors['history']['range'];
type Interval = InstrumentFactors['history']['interval'];

// PGlite and node-postgres under drizzle both answer { rows }.
async function rowsOf<Row>(orm: Orm, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await orm.execute(query);
  return (result as { rows: Row[] }).rows;
}

/**
 * Answers are cached until the data-update time changes (server/routes/archive/respond.ts),
 * and the scores of a load are computed by its data.updated job just after: until the job has
 * caught up, say so (not cached) rather than let an answer from older scores stay.
 */
async function assertCurrent(orm: Orm, snapshot: ArchiveSnapshot): Promise<void> {
  const [state] = await rowsOf<{ updatedatetime: Date | string }>(
    orm,
    sql`SELECT updatedatetime FROM factor_state WHERE id = 1`,
  );
  const computed = state ? new Date(state.updatedatetime).toISOString() : null;
  if (computed === null || computed < snapshot.version.updatedatetime) {
    throw new ApiError(
      503,
      'factors_pending',
      'Factor scores are being computed for the latest market data: try again in a few seconds',
      { 'Retry-After': '5' },
    );
  }
}

const round = (value: number | null, digits = 3) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
const significant = (value: number | null) =>
  value === null ? null : Number(value.toPrecision(6));
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/** One stock's record of each day: the slice of scores at its place in instrument_ids. */
const recordOf = (id: number) => sql`
  encode(substring(scores FROM (array_position(instrument_ids, ${id}::int) - 1) * ${RECORD_BYTES}
                   + 1 FOR ${RECORD_BYTES}), 'base64')`;

const decode = (base64: string) => decodeRecord(Buffer.from(base64, 'base64'));

const YEARS: Record<Range, number> = { '1y': 1, '3y': 3, '5y': 5, max: 100 };

function yearsBefore(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/** The last trading day of each ISO week (weeks start on Monday). */
function lastOfWeek<T extends { date: string }>(points: T[]): T[] {
  const week = (day: string) => Math.floor((toDayNumber(day) + 3) / 7);
  return points.filter((point, i) => {
    const next = points[i + 1];
    return !next || week(next.date) !== week(point.date);
  });
}

/** GET /archive/instruments/:symbol/factors. */
export async function instrumentFactors(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  instrument: Instrument,
  query: { range: Range; interval: Interval },
): Promise<InstrumentFactors> {
  await assertCurrent(orm, snapshot);
  const [latest] = await rowsOf<{ day: string; scored: number; record: string }>(
    orm,
    sql`SELECT trade_date::text AS day, cardinality(instrument_ids) AS scored,
               ${recordOf(instrument.id)} AS record
          FROM factor_days WHERE ${instrument.id}::int = ANY(instrument_ids)
         ORDER BY trade_date DESC LIMIT 1`,
  );
  if (!latest) {
    throw new ApiError(
      404,
      'no_factor_scores',
      `${instrument.symbol} has no factor scores: only NIFTY 500 shares with prices are scored`,
    );
  }
  const record = decode(latest.record);
  const since = yearsBefore(latest.day, YEARS[query.range]);
  const history = await rowsOf<{ day: string; record: string }>(
    orm,
    sql`SELECT trade_date::text AS day, ${recordOf(instrument.id)} AS record
          FROM factor_days
         WHERE trade_date > ${since}::date AND trade_date <= ${latest.day}::date
           AND ${instrument.id}::int = ANY(instrument_ids)
         ORDER BY trade_date`,
  );
  const points = history.map(({ day, record: text }) => {
    const r = decode(text);
    return {
      date: day,
      composite: round(r.composite),
      ...Object.fromEntries(FACTOR_KEYS.map((key) => [key, round(r[`universe.${key}`])])),
    } as InstrumentFactors['history']['points'][number];
  });
  const rank = whole(record.sectorRank);
  const of = whole(record.sectorSize);
  return {
    exchange: instrument.exchange,
    symbol: instrument.symbol,
    sector: instrument.sector,
    date: latest.day,
    scored: Number(latest.scored),
    composite: { universe: round(record.composite), sector: round(record.sectorComposite) },
    sectorRank: rank === null || of === null ? null : { rank, of },
    factors: FACTOR_KEYS.map((key) => ({
      key,
      universe: round(record[`universe.${key}`]),
      sector: round(record[`sector.${key}`]),
    })),
    raw: RAW_KEYS.map((key) => ({ key, value: significant(record[key]) })),
    history: {
      range: query.range,
      interval: query.interval,
      points: query.interval === 'weekly' ? lastOfWeek(points) : points,
    },
  };
}

const byIdOf = new WeakMap<ArchiveSnapshot, Map<number, Instrument>>();

/** GET /archive/factors: every scored stock of a day, highest composite first. */
export async function factorList(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  date: string | undefined,
): Promise<FactorList> {
  await assertCurrent(orm, snapshot);
  const [day] = await rowsOf<{ day: string; ids: number[] | string; scores: string }>(
    orm,
    sql`SELECT trade_date::text AS day, instrument_ids::text AS ids,
               encode(scores, 'base64') AS scores
          FROM factor_days WHERE trade_date <= ${date ?? '9999-12-31'}::date
         ORDER BY trade_date DESC LIMIT 1`,
  );
  if (!day) {
    throw new ApiError(404, 'no_factor_scores', `No factor scores on or before ${date ?? 'today'}`);
  }
  let byId = byIdOf.get(snapshot);
  if (!byId) {
    byId = new Map(snapshot.instruments.map((instrument) => [instrument.id, instrument]));
    byIdOf.set(snapshot, byId);
  }
  const ids = String(day.ids).replace(/[{}]/g, '').split(',').map(Number);
  const bytes = Buffer.from(day.scores, 'base64');
  const scores = ids.flatMap((id, slot) => {
    const instrument = byId.get(id);
    if (!instrument) return [];
    const r = decodeRecord(bytes, slot * RECORD_BYTES);
    const z = (field: Field) => round(r[field]);
    return [
      {
        symbol: instrument.symbol,
        name: instrument.name,
        sector: instrument.sector,
        composite: z('composite'),
        sectorComposite: z('sectorComposite'),
        sectorRank: whole(r.sectorRank),
        sectorSize: whole(r.sectorSize),
        value: z('universe.value'),
        momentum: z('universe.momentum'),
        quality: z('universe.quality'),
        lowVolatility: z('universe.lowVolatility'),
        size: z('universe.size'),
      },
    ];
  });
  scores.sort(
    (a, b) =>
      (b.composite ?? -Infinity) - (a.composite ?? -Infinity) ||
      (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
  );
  return { date: day.day, scores };
}
