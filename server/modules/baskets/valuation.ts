import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { instruments, latestQuotes } from '../../db/schema';
import { positionsOf, shareActionsFor, type ShareAction } from '../orders/ledger';
import { latestTradeDate } from '../orders/market';
import { basketInvestments, basketOrders, baskets, type LegRow } from './tables';

// What each basket holds and is worth, for the baskets' own answers and for goals
// (server/modules/goals reads `basketValuesOf` and `goalTopUpsOf`). Read-only, in whatever
// transaction the caller passes (never the archive reader's snapshot, which would wait for a
// write's transaction on PGlite's one connection).

/** A basket's value at the latest close, what went into it, and the day it is valued on. */
export interface BasketValue {
  name: string;
  /** Paise: the basket's shares at the latest close. */
  value: number;
  /** Paise: bought less sold, charges included. */
  invested: number;
  /** YYYY-MM-DD: the archive's latest trading day. */
  asOf: string;
}

/** A top-up (or any group) invested for a goal through its basket. */
export interface GoalTopUp {
  investmentId: string;
  /** The budget asked for, paise. */
  amount: number;
  /** Paid for what filled, charges included, paise. */
  spent: number;
  /** The market day it was placed on, YYYY-MM-DD. */
  date: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Cash a leg moved into the basket: a filled buy's cost with charges, less a sale's proceeds. */
export function legCost(leg: Pick<LegRow, 'side' | 'status' | 'quantity' | 'price' | 'charges'>) {
  if (leg.status !== 'COMPLETE') return 0;
  const value = leg.quantity * leg.price;
  return leg.side === 'BUY' ? value + leg.charges : -(value - leg.charges);
}

export interface HeldStock {
  symbol: string;
  quantity: number;
}

/** Shares after the splits and bonuses with an ex-date after `day` (a leg filled that day). */
function afterActions(quantity: number, day: string, actions: readonly ShareAction[]): number {
  let held = quantity;
  for (const action of actions) {
    if (action.exDate > day) held = Math.floor((held * action.sharesAfter) / action.sharesBefore);
  }
  return held;
}

/**
 * The shares each of the investor's baskets holds, by basket id then symbol: its filled legs
 * (buys less sells, carried through later splits and bonuses), capped by what the account
 * actually holds. Two baskets with the same stock share the account's shares in the order the
 * baskets were made (shares sold outside the baskets come off the newest basket first).
 */
export async function basketHoldingsOf(
  orm: Orm,
  investorSub: string,
): Promise<Map<string, Map<string, number>>> {
  const legs = await orm
    .select({
      basketId: basketInvestments.basketId,
      createdAt: baskets.createdAt,
      marketDate: basketInvestments.marketDate,
      symbol: basketOrders.symbol,
      side: basketOrders.side,
      quantity: basketOrders.quantity,
    })
    .from(basketOrders)
    .innerJoin(basketInvestments, eq(basketInvestments.investmentId, basketOrders.investmentId))
    .innerJoin(baskets, eq(baskets.basketId, basketInvestments.basketId))
    .where(and(eq(basketInvestments.investorSub, investorSub), eq(basketOrders.status, 'COMPLETE')))
    .orderBy(asc(baskets.createdAt), asc(baskets.basketId), asc(basketInvestments.marketDate));
  const held = new Map<string, Map<string, number>>();
  if (legs.length === 0) return held;
  const symbols = [...new Set(legs.map((leg) => leg.symbol))];
  const ids = await orm
    .select({ id: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .where(and(eq(instruments.exchange, 'NSE'), inArray(instruments.symbol, symbols)));
  const idOf = new Map(ids.map((row) => [row.symbol, row.id]));
  const first = legs.reduce((min, leg) => (leg.marketDate < min ? leg.marketDate : min), '9999');
  const actions = await shareActionsFor(
    orm,
    ids.map((row) => row.id),
    first,
  );
  for (const leg of legs) {
    const own = actions.filter((action) => action.instrumentId === idOf.get(leg.symbol));
    const quantity = afterActions(leg.quantity, leg.marketDate, own);
    const basket = held.get(leg.basketId) ?? new Map<string, number>();
    const signed = leg.side === 'BUY' ? quantity : -quantity;
    basket.set(leg.symbol, (basket.get(leg.symbol) ?? 0) + signed);
    held.set(leg.basketId, basket);
  }
  const positions = await positionsOf(orm, investorSub);
  const account = new Map<string, number>();
  for (const position of positions.values()) {
    if (position.exchange === 'NSE') account.set(position.symbol, position.quantity);
  }
  for (const basket of held.values()) {
    for (const [symbol, quantity] of basket) {
      const left = account.get(symbol) ?? 0;
      const kept = Math.max(0, Math.min(quantity, left));
      basket.set(symbol, kept);
      account.set(symbol, left - kept);
    }
  }
  return held;
}

/** The latest close of each symbol (NSE), paise. */
export async function latestClosesOf(orm: Orm, symbols: readonly string[]) {
  if (symbols.length === 0) return new Map<string, number>();
  const rows = await orm
    .select({ symbol: instruments.symbol, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), inArray(instruments.symbol, [...symbols])));
  return new Map(rows.map((row) => [row.symbol, row.close]));
}

/** Each basket's cash in (bought less sold, charges included), by basket id. */
export async function investedOf(orm: Orm, investorSub: string): Promise<Map<string, number>> {
  const legs = await orm
    .select({
      basketId: basketInvestments.basketId,
      side: basketOrders.side,
      status: basketOrders.status,
      quantity: basketOrders.quantity,
      price: basketOrders.price,
      charges: basketOrders.charges,
    })
    .from(basketOrders)
    .innerJoin(basketInvestments, eq(basketInvestments.investmentId, basketOrders.investmentId))
    .where(
      and(eq(basketInvestments.investorSub, investorSub), eq(basketOrders.status, 'COMPLETE')),
    );
  const invested = new Map<string, number>();
  for (const leg of legs) {
    invested.set(leg.basketId, (invested.get(leg.basketId) ?? 0) + legCost(leg));
  }
  return invested;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Every basket of the investor, by basket id: its name, its value at the latest close, what was
 * invested in it (bought less sold, charges included) and the day it is valued on.
 */
export async function basketValuesOf(
  orm: Orm,
  investorSub: string,
): Promise<Map<string, BasketValue>> {
  const rows = await orm
    .select({ basketId: baskets.basketId, name: baskets.name })
    .from(baskets)
    .where(eq(baskets.investorSub, investorSub))
    .orderBy(asc(baskets.createdAt));
  const values = new Map<string, BasketValue>();
  if (rows.length === 0) return values;
  const held = await basketHoldingsOf(orm, investorSub);
  const symbols = [...new Set([...held.values()].flatMap((basket) => [...basket.keys()]))];
  const closes = await latestClosesOf(orm, symbols);
  const invested = await investedOf(orm, investorSub);
  const asOf = (await latestTradeDate(orm)) ?? today();
  for (const row of rows) {
    let value = 0;
    for (const [symbol, quantity] of held.get(row.basketId) ?? []) {
      value += quantity * (closes.get(symbol) ?? 0);
    }
    values.set(row.basketId, {
      name: row.name,
      value,
      invested: invested.get(row.basketId) ?? 0,
      asOf,
    });
  }
  return values;
}

/** The groups invested for a goal (its top-ups), oldest first, with what each spent. */
export async function goalTopUpsOf(
  orm: Orm,
  investorSub: string,
  goalId: string,
): Promise<GoalTopUp[]> {
  const groups = await orm
    .select()
    .from(basketInvestments)
    .where(
      and(eq(basketInvestments.investorSub, investorSub), eq(basketInvestments.goalId, goalId)),
    )
    .orderBy(asc(basketInvestments.createdAt));
  if (groups.length === 0) return [];
  const legs = await orm
    .select()
    .from(basketOrders)
    .where(
      inArray(
        basketOrders.investmentId,
        groups.map((group) => group.investmentId),
      ),
    );
  return groups.map((group) => ({
    investmentId: group.investmentId,
    amount: group.amount,
    spent: legs
      .filter((leg) => leg.investmentId === group.investmentId)
      .reduce((sum, leg) => sum + legCost(leg), 0),
    date: group.marketDate,
    createdAt: group.createdAt.toISOString(),
  }));
}
