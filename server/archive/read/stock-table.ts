import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { decodeRecord, RECORD_BYTES, type Field } from '../factors/layout';
import type { StockRow, StockTable } from '../schemas/responses';
import { companyFigures, rowsOf } from './company-figures';
import type { ArchiveSnapshot, Instrument } from './snapshot';

// GET /archive/stock-table (issue 13, stock selection): every listed NIFTY 500 stock with its
// price, size, ratios and factor scores, for filtering and sorting on the device. The themes
// (server/archive/read/themes.ts) choose their stocks from the same entries.

/** SEBI's categorisation of listed companies by full market capitalisation rank. */
export const LARGE_CAP_RANKS = 100;
export const MID_CAP_RANKS = 250;

export const sizeOfRank = (rank: number): StockRow['size'] =>
  rank <= LARGE_CAP_RANKS ? 'large' : rank <= MID_CAP_RANKS ? 'mid' : 'small';

/** A row with what the themes choose by besides it. */
export interface StockEntry {
  row: StockRow;
  instrument: Instrument;
  /** One-year volatility of daily returns (the factor engine's raw measure), a fraction. */
  volatility: number | null;
  profitableThreeYears: boolean;
}

export interface StockFacts {
  date: string;
  factorsPending: boolean;
  entries: StockEntry[];
}

type Scores = Record<Field, number | null>;

const round = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

/** NIFTY 50 and NIFTY 500 members; NIFTY 500 null when the archive does not define it. */
async function memberships(
  orm: Orm,
): Promise<{ nifty500: Set<number> | null; nifty50: Set<number> }> {
  const rows = await rowsOf<{ code: string; id: number }>(
    orm,
    sql`SELECT m.code, c.instrument_id AS id
          FROM index_constituents c JOIN market_indices m ON m.id = c.index_id
         WHERE m.code IN ('NIFTY50', 'NIFTY500')`,
  );
  const of = (code: string) => rows.filter((row) => row.code === code).map((row) => Number(row.id));
  return {
    nifty500: rows.some((row) => row.code === 'NIFTY500') ? new Set(of('NIFTY500')) : null,
    nifty50: new Set(of('NIFTY50')),
  };
}

/**
 * The latest scored day's records, or pending when the scores do not yet reflect the snapshot's
 * data-update time (the factor engine's data.updated job runs just after a load).
 */
async function latestScores(
  orm: Orm,
  snapshot: ArchiveSnapshot,
): Promise<{ pending: boolean; byId: Map<number, Scores> }> {
  const [state] = await rowsOf<{ updatedatetime: Date | string }>(
    orm,
    sql`SELECT updatedatetime FROM factor_state WHERE id = 1`,
  );
  const computed = state ? new Date(state.updatedatetime).toISOString() : null;
  if (computed === null || computed < snapshot.version.updatedatetime) {
    return { pending: true, byId: new Map() };
  }
  const [day] = await rowsOf<{ ids: string; scores: string }>(
    orm,
    sql`SELECT instrument_ids::text AS ids, encode(scores, 'base64') AS scores
          FROM factor_days ORDER BY trade_date DESC LIMIT 1`,
  );
  const byId = new Map<number, Scores>();
  if (!day) return { pending: false, byId };
  const bytes = Buffer.from(day.scores, 'base64');
  String(day.ids)
    .replace(/[{}]/g, '')
    .split(',')
    .forEach((id, slot) => byId.set(Number(id), decodeRecord(bytes, slot * RECORD_BYTES)));
  return { pending: false, byId };
}

/** Everything but the factor scores: changes only with the snapshot. */
async function buildBase(orm: Orm, snapshot: ArchiveSnapshot): Promise<StockFacts> {
  const { nifty500, nifty50 } = await memberships(orm);
  // A stock the archive has no price for cannot be bought: it has no row.
  const listed = snapshot.instruments
    .flatMap((instrument) =>
      instrument.exchange === 'NSE' &&
      instrument.status !== 'delisted' &&
      instrument.quote &&
      (nifty500 === null || nifty500.has(instrument.id))
        ? [{ instrument, quote: instrument.quote }]
        : [],
    )
    .sort(
      (a, b) =>
        (b.quote.marketCap ?? -1) - (a.quote.marketCap ?? -1) ||
        (a.instrument.symbol < b.instrument.symbol ? -1 : 1),
    );
  const date = listed.reduce(
    (latest, { quote }) => (quote.date > latest ? quote.date : latest),
    '',
  );
  if (!date) throw new ApiError(404, 'no_market_data', 'The archive holds no market data yet');
  const figures = await companyFigures(
    orm,
    listed.map((stock) => stock.instrument),
    date,
  );
  const entries = listed.map(({ instrument, quote }, index): StockEntry => {
    const figure = figures.get(instrument.id);
    return {
      instrument,
      volatility: null,
      profitableThreeYears: figure?.profitableThreeYears ?? false,
      row: {
        symbol: instrument.symbol,
        name: instrument.name,
        sector: instrument.sector,
        industry: instrument.industry,
        rank: index + 1,
        size: sizeOfRank(index + 1),
        close: quote.close,
        changePercent: quote.changePercent,
        marketCap: quote.marketCap,
        high52w: quote.high52w,
        low52w: quote.low52w,
        lotSize: instrument.lotSize,
        pe: figure?.pe ?? null,
        pb: figure?.pb ?? null,
        roe: figure?.roe ?? null,
        dividendYield: figure?.dividendYield ?? null,
        debtToEquity: figure?.debtToEquity ?? null,
        composite: null,
        value: null,
        momentum: null,
        quality: null,
        lowVolatility: null,
        inNifty50: nifty50.has(instrument.id),
      },
    };
  });
  return { date, factorsPending: true, entries };
}

function withScores(base: StockFacts, byId: Map<number, Scores>): StockFacts {
  return {
    date: base.date,
    factorsPending: false,
    entries: base.entries.map((entry) => {
      const r = byId.get(entry.instrument.id);
      if (!r) return entry;
      return {
        ...entry,
        volatility: r.volatility,
        row: {
          ...entry.row,
          composite: round(r.composite),
          value: round(r['universe.value']),
          momentum: round(r['universe.momentum']),
          quality: round(r['universe.quality']),
          lowVolatility: round(r['universe.lowVolatility']),
        },
      };
    }),
  };
}

// Built once per snapshot (replaced when the data-update time changes); the scored version is
// kept only once the factor engine has caught up with the snapshot.
const bases = new WeakMap<ArchiveSnapshot, Promise<StockFacts>>();
const scored = new WeakMap<ArchiveSnapshot, Promise<StockFacts>>();

export function cachedPromise<T>(
  map: WeakMap<ArchiveSnapshot, Promise<T>>,
  snapshot: ArchiveSnapshot,
  make: () => Promise<T>,
): Promise<T> {
  let promise = map.get(snapshot);
  if (!promise) {
    promise = make();
    map.set(snapshot, promise);
    // A failure is not kept: the next request tries again.
    promise.catch(() => map.delete(snapshot));
  }
  return promise;
}

/** The table's entries; factor fields null and factorsPending true while the load is scored. */
export async function stockFacts(orm: Orm, snapshot: ArchiveSnapshot): Promise<StockFacts> {
  const done = scored.get(snapshot);
  if (done) return done;
  const base = await cachedPromise(bases, snapshot, () => buildBase(orm, snapshot));
  const { pending, byId } = await latestScores(orm, snapshot);
  if (pending) return base;
  return cachedPromise(scored, snapshot, () => Promise.resolve(withScores(base, byId)));
}

/** GET /archive/stock-table. */
export async function stockTable(orm: Orm, snapshot: ArchiveSnapshot): Promise<StockTable> {
  const facts = await stockFacts(orm, snapshot);
  return {
    date: facts.date,
    factorsPending: facts.factorsPending,
    rows: facts.entries.map((entry) => entry.row),
  };
}
