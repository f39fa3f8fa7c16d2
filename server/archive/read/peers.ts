import { and, desc, gte, inArray, lte } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { quarterlyFundamentals } from '../../db/schema';
import type { Peers, PeerRow } from '../schemas/responses';
import type { ArchiveSnapshot, Instrument } from './snapshot';

// A stock's peers (issue 12, Deliver 5 and 6): the companies of its NSE industry closest to it
// in market capitalisation, with the ratios people compare them by. Ratios use the trailing
// twelve months (the last four quarters announced by the day of the latest close) and the
// latest quarter's balance sheet; market capitalisation is the latest close's.

const QUARTERS_OF_TTM = 4;

interface Ttm {
  netProfit: number;
  revenue: number;
  equity: number;
  totalDebt: number;
}

/** The trailing twelve months of each instrument, from the last four quarters announced by `day`. */
async function trailingYear(
  orm: Orm,
  instrumentIds: readonly number[],
  day: string,
): Promise<Map<number, Ttm>> {
  if (instrumentIds.length === 0) return new Map();
  const since = new Date(`${day}T00:00:00Z`);
  since.setUTCMonth(since.getUTCMonth() - 18);
  const rows = await orm
    .select({
      instrumentId: quarterlyFundamentals.instrumentId,
      netProfit: quarterlyFundamentals.netProfit,
      revenue: quarterlyFundamentals.revenue,
      equity: quarterlyFundamentals.equity,
      totalDebt: quarterlyFundamentals.totalDebt,
    })
    .from(quarterlyFundamentals)
    .where(
      and(
        inArray(quarterlyFundamentals.instrumentId, [...instrumentIds]),
        lte(quarterlyFundamentals.announcedOn, day),
        gte(quarterlyFundamentals.periodEnd, since.toISOString().slice(0, 10)),
      ),
    )
    .orderBy(quarterlyFundamentals.instrumentId, desc(quarterlyFundamentals.periodEnd));
  const byInstrument = new Map<number, Array<(typeof rows)[number]>>();
  for (const row of rows) {
    const list = byInstrument.get(row.instrumentId) ?? [];
    if (list.length < QUARTERS_OF_TTM) list.push(row);
    byInstrument.set(row.instrumentId, list);
  }
  const result = new Map<number, Ttm>();
  for (const [id, quarters] of byInstrument) {
    const latest = quarters[0];
    if (!latest || quarters.length < QUARTERS_OF_TTM) continue;
    result.set(id, {
      netProfit: quarters.reduce((sum, q) => sum + Number(q.netProfit), 0),
      revenue: quarters.reduce((sum, q) => sum + Number(q.revenue), 0),
      equity: Number(latest.equity),
      totalDebt: Number(latest.totalDebt),
    });
  }
  return result;
}

const ratio = (top: number, bottom: number): number | null =>
  bottom > 0 ? Math.round((top / bottom) * 100) / 100 : null;

function rowOf(instrument: Instrument, ttm: Ttm | undefined, isSubject: boolean): PeerRow {
  const quote = instrument.quote;
  const cap = quote?.marketCap ?? null;
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    isSubject,
    close: quote?.close ?? null,
    changePercent: quote?.changePercent ?? null,
    marketCap: cap,
    // A loss makes P/E meaningless rather than negative: null, shown as "–".
    pe: cap !== null && ttm && ttm.netProfit > 0 ? ratio(cap, ttm.netProfit) : null,
    pb: cap !== null && ttm ? ratio(cap, ttm.equity) : null,
    roePercent: ttm && ttm.equity > 0 ? ratio(ttm.netProfit * 100, ttm.equity) : null,
    debtToEquity: ttm ? ratio(ttm.totalDebt, ttm.equity) : null,
    netMarginPercent: ttm && ttm.revenue > 0 ? ratio(ttm.netProfit * 100, ttm.revenue) : null,
  };
}

/** The other active stocks of a stock's exchange and NSE industry (its peers before ranking). */
export const industryPeers = (snapshot: ArchiveSnapshot, subject: Instrument): Instrument[] =>
  snapshot.instruments.filter(
    (other) =>
      other.exchange === subject.exchange &&
      other.industry === subject.industry &&
      other.id !== subject.id &&
      other.status === 'active',
  );

/**
 * The stock itself first, then up to `limit` companies of its industry, closest in market
 * capitalisation (by the ratio of the two, so a ₹10,000 crore company is as close to ₹5,000
 * crore as to ₹20,000 crore), nearest first; ties by symbol.
 */
export async function peersOf(
  orm: Orm,
  snapshot: ArchiveSnapshot,
  subject: Instrument,
  limit: number,
): Promise<Peers> {
  const cap = subject.quote?.marketCap ?? 0;
  const distance = (other: Instrument) => {
    const theirs = other.quote?.marketCap ?? 0;
    return cap > 0 && theirs > 0 ? Math.abs(Math.log(theirs / cap)) : Number.POSITIVE_INFINITY;
  };
  const peers = industryPeers(snapshot, subject)
    .sort((a, b) => distance(a) - distance(b) || (a.symbol < b.symbol ? -1 : 1))
    .slice(0, limit);
  const day = subject.quote?.date ?? snapshot.meta.updatedatetime.slice(0, 10);
  const ttm = await trailingYear(orm, [subject.id, ...peers.map((p) => p.id)], day);
  return {
    industry: subject.industry,
    asOf: subject.quote?.date ?? null,
    rows: [
      rowOf(subject, ttm.get(subject.id), true),
      ...peers.map((peer) => rowOf(peer, ttm.get(peer.id), false)),
    ],
  };
}
