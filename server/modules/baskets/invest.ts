import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  INVEST_MAX,
  INVEST_MIN,
  type InvestPreview,
  type InvestRequest,
  type Investment,
} from '../../../src/features/baskets/model/contract';
import { planPurchase } from '../../../src/features/baskets/model/invest-plan';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { lockPaperAccount } from '../orders/account';
import { placeMarketLeg } from '../orders/market-leg';
import { fundsOf } from '../orders/views';
import { stockFactsOf, type StockFacts } from './market';
import { investmentAnswer, marketDayOf, minimumOf } from './service';
import { hasGoal, legsOf, ownBasket, ownInvestment, stocksOf } from './store';
import {
  basketInvestments,
  basketOrders,
  type BasketRow,
  type InvestmentKind,
  type LegRow,
  type LegSide,
} from './tables';

// Investing in a basket (issue 13, Deliver 7): one market order per stock through the paper
// order engine, as one group. Each order runs in a savepoint of its own, so one the engine
// refuses (a suspended stock, an order the cash does not cover) never undoes the others; each
// is recorded as a leg keyed (group, symbol, side), and a retry of the group re-places only the
// legs that did not fill, on the same rows: nothing that went through is bought twice.

/** What buying `value` paise of shares costs in charges on `day`. */
export const buyCharges = (value: number, day: string) =>
  value > 0 ? chargesFor({ side: 'BUY', valuePaise: value, date: day, dpCharge: false }).total : 0;

/** 409 when the preview the investor confirmed is of another market day than today's. */
export function checkAsOf(asOf: string | undefined, day: string): void {
  if (asOf === undefined || asOf === day) return;
  throw new ApiError(
    409,
    'prices_moved',
    `Prices have moved on since your preview of ${asOf}: they are now of ${day}. Look at the new preview and confirm again.`,
    {},
    [
      {
        in: 'body',
        field: 'asOf',
        pointer: '#/asOf',
        detail: `The market day is ${day} now, not ${asOf}`,
      },
    ],
  );
}

export interface PlannedStock {
  symbol: string;
  instrumentId: number;
  name: string;
  weightBp: number;
  price: number;
  lotSize: number;
  quantity: number;
}

/** The whole lots `amount` buys of each of the basket's stocks at the latest closes, with charges. */
export async function purchasePlan(
  orm: Orm,
  basketId: string,
  amount: number,
  day: string,
): Promise<{ stocks: PlannedStock[]; facts: Map<string, StockFacts> }> {
  const rows = (await stocksOf(orm, [basketId])).get(basketId) ?? [];
  const facts = await stockFactsOf(
    orm,
    rows.map((row) => row.symbol),
  );
  const stocks = rows.map((row) => {
    const fact = facts.get(row.symbol);
    return {
      symbol: row.symbol,
      instrumentId: fact?.instrumentId ?? row.instrumentId,
      name: fact?.name ?? row.symbol,
      weightBp: row.weightBp,
      price: fact?.close ?? 0,
      lotSize: fact?.lotSize ?? 1,
      quantity: 0,
    };
  });
  // A stock without a price cannot be planned: it gets nothing, the others their weights.
  const priced = stocks.filter((stock) => stock.price > 0);
  const { quantities } = planPurchase(priced, amount, { cost: (value) => buyCharges(value, day) });
  priced.forEach((stock, index) => {
    stock.quantity = quantities[index] ?? 0;
  });
  return { stocks, facts };
}

/** GET .../invest-preview?amount=: the orders an investment would place now. */
export async function investPreview(
  orm: Orm,
  sub: string,
  basketId: string,
  asked: number | undefined,
): Promise<InvestPreview> {
  const basket = await ownBasket(orm, sub, basketId);
  const asOf = await marketDayOf(orm);
  let amount = asked ?? INVEST_MIN;
  if (asked === undefined) {
    const { stocks: priced } = await purchasePlan(orm, basketId, INVEST_MIN, asOf);
    amount = Math.min(
      INVEST_MAX,
      Math.max(INVEST_MIN, minimumOf(priced, basket.toleranceBp, asOf)),
    );
  }
  const { stocks } = await purchasePlan(orm, basketId, amount, asOf);
  const values = stocks.map((stock) => stock.quantity * stock.price);
  const bought = values.reduce((sum, value) => sum + value, 0);
  const orders = stocks.map((stock, index) => {
    const value = values[index]!;
    return {
      symbol: stock.symbol,
      name: stock.name,
      quantity: stock.quantity,
      price: stock.price,
      value,
      charges: buyCharges(value, asOf),
      targetWeightBp: stock.weightBp,
      weightBp: bought === 0 ? 0 : Math.round((value * 10_000) / bought),
    };
  });
  const charges = orders.reduce((sum, order) => sum + order.charges, 0);
  const total = bought + charges;
  const funds = await fundsOf(orm, sub);
  return {
    asOf,
    amount,
    orders,
    total,
    charges,
    leftover: amount - total,
    minimumInvestment: minimumOf(stocks, basket.toleranceBp, asOf),
    available: Math.max(0, funds?.available ?? 0),
  };
}

export interface LegPlan {
  symbol: string;
  instrumentId: number;
  side: LegSide;
  quantity: number;
  /** The price it is planned at (the latest close). */
  price: number;
  position: number;
}

/**
 * Places each leg and records it on its row (investment, symbol, side): a new row for a first
 * attempt, the same row again for a retry. The caller holds the paper account's lock.
 */
export async function placeLegs(
  tx: Orm,
  sub: string,
  investmentId: string,
  legs: readonly (LegPlan & { attempts?: number })[],
  now: Date,
): Promise<void> {
  for (const leg of legs) {
    const outcome = await placeMarketLeg(tx, sub, leg, now);
    const row = {
      investmentId,
      symbol: leg.symbol,
      instrumentId: leg.instrumentId,
      side: leg.side,
      position: leg.position,
      quantity: leg.quantity,
      price: outcome.price,
      orderId: outcome.orderId,
      status: outcome.status,
      message: outcome.message,
      attempts: leg.attempts ?? 1,
      charges: outcome.charges,
      updatedAt: now,
    };
    await tx
      .insert(basketOrders)
      .values(row)
      .onConflictDoUpdate({
        target: [basketOrders.investmentId, basketOrders.symbol, basketOrders.side],
        set: {
          price: row.price,
          orderId: row.orderId,
          status: row.status,
          message: row.message,
          attempts: row.attempts,
          charges: row.charges,
          updatedAt: now,
        },
      });
  }
}

/** The group as answered, its legs and names read in the caller's transaction. */
export async function groupAnswer(tx: Orm, investmentId: string): Promise<Investment> {
  const [row] = await tx
    .select()
    .from(basketInvestments)
    .where(eq(basketInvestments.investmentId, investmentId));
  const legs = (await legsOf(tx, [investmentId])).get(investmentId) ?? [];
  const facts = await stockFactsOf(
    tx,
    legs.map((leg) => leg.symbol),
  );
  return investmentAnswer(row!, legs, (symbol) => facts.get(symbol)?.name);
}

export interface InvestOptions {
  now: Date;
  /** 'sip' from the SIP job; otherwise 'topup' with a goal, 'lumpsum' without. */
  kind?: InvestmentKind;
  investmentId?: string;
  demo?: boolean;
}

/** Re-places the legs of an earlier group that did not fill; a complete group places nothing. */
async function retryGroup(
  tx: Orm,
  sub: string,
  basket: BasketRow,
  investmentId: string,
  now: Date,
): Promise<Investment> {
  await ownInvestment(tx, sub, basket.basketId, investmentId, true);
  const legs: LegRow[] = (await legsOf(tx, [investmentId])).get(investmentId) ?? [];
  const open = legs.filter((leg) => leg.status !== 'COMPLETE');
  if (open.length > 0) {
    await lockPaperAccount(tx, sub);
    await placeLegs(
      tx,
      sub,
      investmentId,
      open.map((leg) => ({
        symbol: leg.symbol,
        instrumentId: leg.instrumentId,
        side: leg.side,
        quantity: leg.quantity,
        price: leg.price,
        position: leg.position,
        attempts: leg.attempts + 1,
      })),
      now,
    );
    await tx
      .update(basketInvestments)
      .set({ updatedAt: now })
      .where(eq(basketInvestments.investmentId, investmentId));
  }
  return groupAnswer(tx, investmentId);
}

/**
 * POST .../invest: buys the basket in its weights for `amount` (whole shares, charges
 * included, never more), or retries an earlier group's orders that did not go through.
 */
export async function investInBasket(
  tx: Orm,
  sub: string,
  basketId: string,
  body: InvestRequest,
  options: InvestOptions,
): Promise<Investment> {
  const basket = await ownBasket(tx, sub, basketId);
  if ('retryOf' in body) return retryGroup(tx, sub, basket, body.retryOf, options.now);
  await lockPaperAccount(tx, sub);
  const day = await marketDayOf(tx);
  checkAsOf(body.asOf, day);
  if (body.goalId !== undefined && !(await hasGoal(tx, sub, body.goalId))) {
    throw new ApiError(404, 'not_found', 'No such goal in this account', {}, [
      { in: 'body', field: 'goalId', pointer: '#/goalId', detail: 'No such goal' },
    ]);
  }
  const { stocks } = await purchasePlan(tx, basketId, body.amount, day);
  const legs: LegPlan[] = stocks.flatMap((stock, position) =>
    stock.quantity > 0
      ? [
          {
            symbol: stock.symbol,
            instrumentId: stock.instrumentId,
            side: 'BUY' as const,
            quantity: stock.quantity,
            price: stock.price,
            position,
          },
        ]
      : [],
  );
  if (legs.length === 0) {
    const least = minimumOf(stocks, basket.toleranceBp, day);
    throw new ApiError(
      422,
      'amount_too_small',
      `${rupees(body.amount)} does not buy a whole share of this basket’s stocks: invest at least ${rupees(least)}`,
      {},
      [{ in: 'body', field: 'amount', pointer: '#/amount', detail: `At least ${rupees(least)}` }],
    );
  }
  const investmentId = options.investmentId ?? randomUUID();
  await tx.insert(basketInvestments).values({
    investmentId,
    basketId,
    investorSub: sub,
    kind: options.kind ?? (body.goalId ? 'topup' : 'lumpsum'),
    goalId: body.goalId ?? null,
    amount: body.amount,
    marketDate: day,
    createdAt: options.now,
    updatedAt: options.now,
    demo: options.demo ?? false,
  });
  await placeLegs(tx, sub, investmentId, legs, options.now);
  return groupAnswer(tx, investmentId);
}
