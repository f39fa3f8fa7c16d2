import { and, eq, inArray, sql } from 'drizzle-orm';
import { isLongTerm } from '../../../src/features/portfolio/model/capital-gains';
import type { AsOf, Holding, Holdings } from '../../../src/features/portfolio/model/contract';
import { averagePricePaise } from '../../../src/features/portfolio/model/fifo';
import {
  rankByMarketCap,
  sizeOfRank,
  type CapSize,
} from '../../../src/features/portfolio/model/market-cap-size';
import { symbolKey, type ArchiveSnapshot, type Instrument } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { RESTING } from '../orders/account';
import type { Position } from '../orders/ledger';
import { paperOrders } from '../orders/tables';

const sizes = new WeakMap<ArchiveSnapshot, Map<number, CapSize>>();

/** Large, mid or small cap by SEBI's rank cut-offs (100, 250) among the archive's stocks. */
export function sizeOf(snapshot: ArchiveSnapshot, instrumentId: number): CapSize {
  let map = sizes.get(snapshot);
  if (!map) {
    const priced = snapshot.instruments.filter(
      (item) => item.exchange === 'NSE' && item.quote?.marketCap != null,
    );
    const ranks = rankByMarketCap(priced, (item) => item.quote?.marketCap ?? 0);
    map = new Map(priced.map((item) => [item.id, sizeOfRank(ranks.get(item) ?? Infinity)]));
    sizes.set(snapshot, map);
  }
  return map.get(instrumentId) ?? 'Small cap';
}

/** The latest trading day of the archive's prices, and its labels. */
export function asOfOf(snapshot: ArchiveSnapshot): AsOf {
  let date: string | null = null;
  for (const item of snapshot.instruments) {
    if (item.quote && (date === null || item.quote.date > date)) date = item.quote.date;
  }
  return {
    date,
    updatedatetime: snapshot.meta.updatedatetime,
    demo: snapshot.meta.demo,
    label: snapshot.meta.label,
  };
}

export const instrumentOf = (
  snapshot: ArchiveSnapshot,
  position: Position,
): Instrument | undefined => snapshot.bySymbol.get(symbolKey(position.exchange, position.symbol));

async function openSells(orm: Orm, investorSub: string): Promise<Map<number, number>> {
  const rows = await orm
    .select({
      instrumentId: paperOrders.instrumentId,
      quantity: sql<string>`sum(${paperOrders.quantity})`,
    })
    .from(paperOrders)
    .where(
      and(
        eq(paperOrders.investorSub, investorSub),
        eq(paperOrders.side, 'SELL'),
        inArray(paperOrders.status, [...RESTING]),
      ),
    )
    .groupBy(paperOrders.instrumentId);
  return new Map(rows.map((row) => [row.instrumentId, Number(row.quantity)]));
}

const percent = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

/** GET /api/investor/holdings: every position held, valued at the latest close. */
export async function holdingsOf(
  orm: Orm,
  investorSub: string,
  positions: Map<number, Position>,
  snapshot: ArchiveSnapshot,
): Promise<Holdings> {
  const asOf = asOfOf(snapshot);
  const today = asOf.date ?? new Date().toISOString().slice(0, 10);
  const held = await openSells(orm, investorSub);
  const items: Holding[] = [];
  for (const position of positions.values()) {
    if (position.quantity <= 0) continue;
    const instrument = instrumentOf(snapshot, position);
    const averagePrice = averagePricePaise(position.lots);
    const invested = position.lots.reduce((sum, lot) => sum + lot.costPaise, 0);
    const lastPrice = instrument?.quote?.close ?? averagePrice;
    const previousClose = instrument?.quote?.previousClose ?? null;
    const value = position.quantity * lastPrice;
    const dayChange = previousClose === null ? 0 : position.quantity * (lastPrice - previousClose);
    items.push({
      exchange: position.exchange,
      symbol: position.symbol,
      name: instrument?.name ?? position.symbol,
      isin: instrument?.isin ?? '',
      sector: instrument?.sector ?? 'Other',
      size: sizeOf(snapshot, position.instrumentId),
      quantity: position.quantity,
      freeQuantity: Math.max(0, position.quantity - (held.get(position.instrumentId) ?? 0)),
      averagePrice,
      invested,
      lastPrice,
      previousClose,
      value,
      dayChange,
      dayChangePercent:
        previousClose === null ? null : percent(lastPrice - previousClose, previousClose),
      unrealisedGain: value - invested,
      unrealisedGainPercent: percent(value - invested, invested),
      weight: 0,
      lots: position.lots.map((lot) => ({
        tradeId: lot.tradeId,
        acquired: lot.acquired,
        quantity: lot.quantity,
        price: lot.pricePaise,
        cost: lot.costPaise,
        origin: lot.origin,
        term: isLongTerm(lot.acquired, today) ? 'long' : 'short',
      })),
    });
  }
  const sum = (pick: (item: Holding) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const totalValue = sum((item) => item.value);
  for (const item of items) item.weight = totalValue === 0 ? 0 : item.value / totalValue;
  items.sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));
  return {
    items,
    totals: {
      invested: sum((item) => item.invested),
      value: totalValue,
      dayChange: sum((item) => item.dayChange),
      unrealisedGain: totalValue - sum((item) => item.invested),
    },
    asOf,
  };
}
