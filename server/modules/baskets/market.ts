import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  CALIBRATION_FACTOR_KEYS,
  composite,
  type Calibration,
  type FactorScores,
} from '../../../src/domain/calibration';
import { annualVolatility } from '../../../src/features/baskets/model/volatility';
import { decodeRecord, RECORD_BYTES } from '../../archive/factors/layout';
import type { Orm } from '../../db/database';
import { corporateActions, dailyBars, instruments, latestQuotes } from '../../db/schema';
import { ApiError, type FieldError } from '../../errors';

// What baskets read of the market data, always in the caller's transaction (inside a write, the
// archive reader's snapshot would wait for the write on PGlite's one connection): each stock's
// facts and latest close, the day's factor composites, and a year of closes for volatility.

/** An NSE stock as a basket needs it. */
export interface StockFacts {
  instrumentId: number;
  symbol: string;
  name: string;
  sector: string;
  status: 'active' | 'suspended' | 'delisted';
  lotSize: number;
  /** Latest close, paise; null without a price. */
  close: number | null;
  date: string | null;
  marketCap: number | null;
}

/** The NSE stocks among `symbols` the archive knows, by symbol. */
export async function stockFactsOf(
  orm: Orm,
  symbols: readonly string[],
): Promise<Map<string, StockFacts>> {
  if (symbols.length === 0) return new Map();
  const rows = await orm
    .select({
      instrumentId: instruments.id,
      symbol: instruments.symbol,
      name: instruments.name,
      sector: instruments.sector,
      status: instruments.status,
      lotSize: instruments.lotSize,
      close: latestQuotes.close,
      date: latestQuotes.tradeDate,
      marketCap: latestQuotes.marketCap,
    })
    .from(instruments)
    .leftJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), inArray(instruments.symbol, [...symbols])));
  return new Map(
    rows.map((row) => [row.symbol, { ...row, lotSize: row.lotSize > 0 ? row.lotSize : 1 }]),
  );
}

/**
 * The stocks of a new basket, every one an NSE stock the archive prices and that trades;
 * otherwise 422 naming each at its place in the body (`stocks.2.symbol`).
 */
export async function requireBasketStocks(
  orm: Orm,
  symbols: readonly string[],
): Promise<Map<string, StockFacts>> {
  const found = await stockFactsOf(orm, symbols);
  const errors: FieldError[] = [];
  symbols.forEach((symbol, index) => {
    const stock = found.get(symbol);
    const detail = !stock
      ? `The market data has no NSE stock ${symbol}`
      : stock.status !== 'active'
        ? `${symbol} is ${stock.status}: choose a stock that trades`
        : stock.close === null
          ? `${symbol} has no price yet`
          : null;
    if (!detail) return;
    errors.push({
      in: 'body',
      field: `stocks.${index}.symbol`,
      pointer: `#/stocks/${index}/symbol`,
      detail,
    });
  });
  if (errors.length > 0) {
    throw new ApiError(
      422,
      'unknown_symbol',
      errors.length === 1
        ? errors[0]!.detail
        : `${errors.length} stocks cannot go in a basket: ${errors.map((e) => e.detail).join('; ')}`,
      {},
      errors,
    );
  }
  return found;
}

// PGlite and node-postgres under drizzle both answer { rows }.
async function rowsOf<Row>(orm: Orm, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await orm.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The latest factor day's record of each instrument among `ids` that was scored, by id. */
async function latestRecordsOf(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, ReturnType<typeof decodeRecord>>> {
  const records = new Map<number, ReturnType<typeof decodeRecord>>();
  if (ids.length === 0) return records;
  const [day] = await rowsOf<{ ids: number[] | string; scores: string }>(
    orm,
    sql`SELECT instrument_ids::text AS ids, encode(scores, 'base64') AS scores
          FROM factor_days ORDER BY trade_date DESC LIMIT 1`,
  );
  if (!day) return records;
  const wanted = new Set(ids);
  const scored = String(day.ids).replace(/[{}]/g, '').split(',').map(Number);
  const bytes = Buffer.from(day.scores, 'base64');
  scored.forEach((id, slot) => {
    if (wanted.has(id)) records.set(id, decodeRecord(bytes, slot * RECORD_BYTES));
  });
  return records;
}

const finiteOrNull = (value: number | null | undefined) =>
  value !== null && value !== undefined && Number.isFinite(value) ? value : null;

/** The latest day's factor composite of each instrument (null when not scored), by id. */
export async function compositesOf(
  orm: Orm,
  ids: readonly number[],
): Promise<Map<number, number | null>> {
  const records = await latestRecordsOf(orm, ids);
  return new Map(ids.map((id) => [id, finiteOrNull(records.get(id)?.composite)]));
}

/**
 * The z-scores' span (they are winsorised at ±3): a calibrated composite, in (−1, 1), times
 * this is on the scale of the equal-weight composite, which the "factor score" weights expect.
 */
export const CALIBRATED_SPAN = 3;

/**
 * The latest day's calibrated composite of each instrument, tanh(k · Σ wᵢ zᵢ) over its five
 * universe factor z-scores with the calibration given (the basket owner's adviser's, or the
 * default), times CALIBRATED_SPAN; null when fewer than 3 factors are known, by id.
 */
export async function calibratedCompositesOf(
  orm: Orm,
  ids: readonly number[],
  calibration: Calibration,
): Promise<Map<number, number | null>> {
  const records = await latestRecordsOf(orm, ids);
  return new Map(
    ids.map((id) => {
      const record = records.get(id);
      if (!record) return [id, null];
      const z: FactorScores = Object.fromEntries(
        CALIBRATION_FACTOR_KEYS.map((key) => [key, finiteOrNull(record[`universe.${key}`])]),
      );
      const value = composite(z, calibration);
      return [id, value === null ? null : CALIBRATED_SPAN * value];
    }),
  );
}

function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Each instrument's closes over the year to `to` on the days all of them traded, adjusted back
 * for splits and bonuses (a split is not a fall), oldest first, in the order of `ids`.
 */
export async function commonClosesOf(
  orm: Orm,
  ids: readonly number[],
  to: string,
): Promise<number[][]> {
  if (ids.length === 0) return [];
  const from = yearBefore(to);
  const bars = await orm
    .select({ id: dailyBars.instrumentId, date: dailyBars.tradeDate, close: dailyBars.close })
    .from(dailyBars)
    .where(
      and(
        inArray(dailyBars.instrumentId, [...ids]),
        gt(dailyBars.tradeDate, from),
        lte(dailyBars.tradeDate, to),
      ),
    )
    .orderBy(asc(dailyBars.tradeDate));
  const actions = await orm
    .select({
      id: corporateActions.instrumentId,
      exDate: corporateActions.exDate,
      factor: corporateActions.priceFactor,
    })
    .from(corporateActions)
    .where(
      and(
        inArray(corporateActions.instrumentId, [...ids]),
        inArray(corporateActions.kind, ['split', 'bonus']),
        gt(corporateActions.exDate, from),
      ),
    );
  const byDay = new Map<string, Map<number, number>>();
  for (const bar of bars) {
    const day = byDay.get(bar.date) ?? new Map<number, number>();
    const factor = actions
      .filter((action) => action.id === bar.id && action.exDate > bar.date)
      .reduce((product, action) => product * action.factor, 1);
    day.set(bar.id, bar.close * factor);
    byDay.set(bar.date, day);
  }
  const days = [...byDay.values()].filter((day) => ids.every((id) => day.has(id)));
  return ids.map((id) => days.map((day) => day.get(id)!));
}

const volatilities = new Map<string, number | null>();
const MAX_REMEMBERED = 500;

/** The yearly volatility of the mix (annualVolatility), remembered per day and mix. */
export async function volatilityOf(
  orm: Orm,
  stocks: readonly { instrumentId: number; weightBp: number }[],
  day: string,
): Promise<number | null> {
  const key = `${day}|${stocks.map((s) => `${s.instrumentId}:${s.weightBp}`).join(',')}`;
  if (volatilities.has(key)) return volatilities.get(key) ?? null;
  const closes = await commonClosesOf(
    orm,
    stocks.map((s) => s.instrumentId),
    day,
  );
  const value = annualVolatility(
    closes,
    stocks.map((s) => s.weightBp),
  );
  if (volatilities.size >= MAX_REMEMBERED) volatilities.clear();
  volatilities.set(key, value);
  return value;
}
