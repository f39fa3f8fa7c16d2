import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Funds, Order, Trade } from '../../../src/features/portfolio/model/contract';
import { symbolKey, type ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { paperAccounts } from '../broker/tables';
import { blockedCash } from './account';
import {
  paperCashEntries,
  paperOrders,
  paperTrades,
  type OrderStatus,
  type PaperOrderRow,
  type PaperTradeRow,
} from './tables';

export function tradeView(row: PaperTradeRow): Trade {
  const value = row.quantity * row.pricePaise;
  return {
    tradeId: row.tradeId,
    orderId: row.orderId,
    exchange: row.exchange,
    symbol: row.symbol,
    side: row.side,
    quantity: row.quantity,
    price: row.pricePaise,
    value,
    tradeDate: row.tradeDate,
    executedAt: row.executedAt.toISOString(),
    charges: row.charges,
    netAmount: row.side === 'BUY' ? -(value + row.chargesPaise) : value - row.chargesPaise,
    simulated: row.simulated,
    source: row.source,
  };
}

/** A stock's name: from the archive's snapshot on reads, from the write's own query on writes. */
export type NameOf = (exchange: string, symbol: string) => string | undefined;

export const namesFrom =
  (snapshot: ArchiveSnapshot): NameOf =>
  (exchange, symbol) =>
    snapshot.bySymbol.get(symbolKey(exchange, symbol))?.name;

export function orderView(
  row: PaperOrderRow,
  trades: readonly PaperTradeRow[],
  nameOf: NameOf,
): Order {
  return {
    orderId: row.orderId,
    exchange: row.exchange,
    symbol: row.symbol,
    name: nameOf(row.exchange, row.symbol) ?? row.symbol,
    side: row.side,
    product: row.product,
    orderType: row.orderType,
    quantity: row.quantity,
    price: row.pricePaise,
    triggerPrice: row.triggerPricePaise,
    status: row.status,
    statusMessage: row.statusMessage,
    filledQuantity: row.filledQuantity,
    averagePrice: row.averagePricePaise,
    blocked: row.blockedPaise,
    marketDate: row.marketDate,
    placedAt: row.placedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    simulated: true,
    source: row.source,
    trades: trades.filter((trade) => trade.orderId === row.orderId).map(tradeView),
  };
}

async function tradesOfOrders(orm: Orm, ids: string[]): Promise<PaperTradeRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select()
    .from(paperTrades)
    .where(inArray(paperTrades.orderId, ids))
    .orderBy(asc(paperTrades.executedAt));
}

export async function oneOrder(orm: Orm, row: PaperOrderRow, nameOf: NameOf): Promise<Order> {
  return orderView(row, await tradesOfOrders(orm, [row.orderId]), nameOf);
}

export interface OrderFilter {
  status?: OrderStatus[] | undefined;
  symbol?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** The investor's orders, newest first, filtered; `total` counts every match. */
export async function listOrders(
  orm: Orm,
  investorSub: string,
  filter: OrderFilter,
  nameOf: NameOf,
): Promise<{ items: Order[]; total: number }> {
  const where: SQL[] = [eq(paperOrders.investorSub, investorSub)];
  if (filter.status?.length) where.push(inArray(paperOrders.status, filter.status));
  if (filter.symbol) where.push(eq(paperOrders.symbol, filter.symbol));
  const istDay = sql`(${paperOrders.placedAt} AT TIME ZONE 'Asia/Kolkata')::date`;
  if (filter.from) where.push(gte(istDay, filter.from));
  if (filter.to) where.push(lte(istDay, filter.to));
  const [rows, [counted]] = await Promise.all([
    orm
      .select()
      .from(paperOrders)
      .where(and(...where))
      .orderBy(desc(paperOrders.placedAt), desc(paperOrders.orderId))
      .limit(filter.limit)
      .offset(filter.offset),
    orm
      .select({ total: count() })
      .from(paperOrders)
      .where(and(...where)),
  ]);
  const trades = await tradesOfOrders(
    orm,
    rows.map((row) => row.orderId),
  );
  return {
    items: rows.map((row) => orderView(row, trades, nameOf)),
    total: counted?.total ?? 0,
  };
}

export interface TradeFilter {
  symbol?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  side?: 'BUY' | 'SELL' | undefined;
}

/** The investor's trades, newest first. */
export async function listTrades(
  orm: Orm,
  investorSub: string,
  filter: TradeFilter,
): Promise<{ items: Trade[]; total: number }> {
  const where: SQL[] = [eq(paperTrades.investorSub, investorSub)];
  if (filter.symbol) where.push(eq(paperTrades.symbol, filter.symbol));
  if (filter.side) where.push(eq(paperTrades.side, filter.side));
  if (filter.from) where.push(gte(paperTrades.tradeDate, filter.from));
  if (filter.to) where.push(lte(paperTrades.tradeDate, filter.to));
  const rows = await orm
    .select()
    .from(paperTrades)
    .where(and(...where))
    .orderBy(desc(paperTrades.tradeDate), desc(paperTrades.executedAt), desc(paperTrades.tradeId));
  return { items: rows.map(tradeView), total: rows.length };
}

/** GET /api/investor/funds; null when the investor has no paper account. */
export async function fundsOf(orm: Orm, investorSub: string): Promise<Funds | null> {
  const [account] = await orm
    .select({ cash: paperAccounts.cashPaise, updatedAt: paperAccounts.updatedAt })
    .from(paperAccounts)
    .where(eq(paperAccounts.investorSub, investorSub));
  if (!account) return null;
  const [moved] = await orm
    .select({ total: sql<string>`coalesce(sum(${paperCashEntries.amountPaise}), 0)` })
    .from(paperCashEntries)
    .where(
      and(
        eq(paperCashEntries.investorSub, investorSub),
        inArray(paperCashEntries.kind, ['opening', 'deposit', 'withdrawal']),
      ),
    );
  const blocked = await blockedCash(orm, investorSub);
  return {
    available: account.cash - blocked,
    cash: account.cash,
    blocked,
    deposited: Number(moved?.total ?? 0),
    asOf: account.updatedAt.toISOString(),
  };
}
