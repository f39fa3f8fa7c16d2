import { formatRupees as rupees } from '../../../src/features/portfolio/model/report-format';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import type { OrderChange, OrderRequest } from '../../../src/features/portfolio/model/contract';
import {
  blockingPrice,
  checkOrder,
  immediateFill,
  type OrderInput,
} from '../../../src/features/portfolio/model/order-rules';
import type { OrderInstrument as Instrument } from './market';
import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { notify } from '../account/notices';
import { paperAccounts } from '../broker/tables';
import { blockedCash, lockPaperAccount, moveCash, openSellQuantity, RESTING } from './account';
import { positionsOf } from './ledger';
import { paperOrders, paperTrades, type PaperOrderRow, type Side } from './tables';

export interface EngineClock {
  now: Date;
  newId?: () => string;
}

const fieldErrors = (problems: ReturnType<typeof checkOrder>): FieldError[] =>
  problems.map(({ field, detail }) => ({ in: 'body', field, pointer: `#/${field}`, detail }));

/** A 400 naming each field the order rules refuse (before anything is written). */
function validate(input: OrderInput, last: number): void {
  const problems = checkOrder(input, last);
  if (problems.length > 0) {
    throw new ApiError(400, 'invalid_order', problems[0]!.detail, {}, fieldErrors(problems));
  }
}

/** The instrument an order names, tradable and priced, or a 400 naming `symbol`. */
export function tradable(
  instrument: Instrument | undefined,
  symbol: string,
): Instrument & { quote: NonNullable<Instrument['quote']> } {
  const problem = !instrument
    ? `${symbol} is not an NSE stock in the market data`
    : instrument.status !== 'active'
      ? `${symbol} is ${instrument.status}: it cannot be traded now`
      : !instrument.quote
        ? `${symbol} has no price yet`
        : null;
  if (problem || !instrument?.quote) {
    throw new ApiError(400, 'invalid_order', problem ?? 'Unknown stock', {}, [
      { in: 'body', field: 'symbol', pointer: '#/symbol', detail: problem ?? 'Unknown stock' },
    ]);
  }
  return instrument as Instrument & { quote: NonNullable<Instrument['quote']> };
}

/** Whether this is the investor's first sale of the scrip on that day (the DP charge's rule). */
async function firstSaleOfDay(tx: Orm, sub: string, instrumentId: number, day: string) {
  const [sold] = await tx
    .select({ id: paperTrades.tradeId })
    .from(paperTrades)
    .where(
      and(
        eq(paperTrades.investorSub, sub),
        eq(paperTrades.instrumentId, instrumentId),
        eq(paperTrades.side, 'SELL'),
        eq(paperTrades.tradeDate, day),
      ),
    )
    .limit(1);
  return !sold;
}

export interface Fill {
  quantity: number;
  pricePaise: number;
  tradeDate: string;
}

/**
 * Books a fill of `order`: the trade with its contract note, the cash it moves and the order's
 * new state. The caller has locked the account and checked funds and shares.
 */
export async function bookFill(
  tx: Orm,
  order: PaperOrderRow,
  fill: Fill,
  clock: EngineClock,
): Promise<void> {
  const value = fill.quantity * fill.pricePaise;
  const dp =
    order.side === 'SELL' &&
    (await firstSaleOfDay(tx, order.investorSub, order.instrumentId, fill.tradeDate));
  const charges = chargesFor({
    side: order.side,
    valuePaise: value,
    date: fill.tradeDate,
    dpCharge: dp,
  });
  const tradeId = (clock.newId ?? randomUUID)();
  await tx.insert(paperTrades).values({
    tradeId,
    orderId: order.orderId,
    investorSub: order.investorSub,
    exchange: order.exchange,
    symbol: order.symbol,
    instrumentId: order.instrumentId,
    side: order.side,
    quantity: fill.quantity,
    pricePaise: fill.pricePaise,
    tradeDate: fill.tradeDate,
    executedAt: clock.now,
    charges,
    chargesPaise: charges.total,
    sttPaise: charges.stt,
    source: order.source,
    demo: order.demo,
  });
  const net = order.side === 'BUY' ? -(value + charges.total) : value - charges.total;
  const description = `${order.side === 'BUY' ? 'Bought' : 'Sold'} ${fill.quantity} ${order.symbol} at ${rupees(fill.pricePaise)}`;
  await moveCash(tx, order.investorSub, {
    kind: order.side === 'BUY' ? 'buy' : 'sell',
    amountPaise: net,
    entryDate: fill.tradeDate,
    at: clock.now,
    tradeId,
    description,
    demo: order.demo,
  });
  // The investor's own orders only (not an imported tradebook or demo history), by their choices.
  if (order.source === 'app') {
    await notify(tx, {
      investorSub: order.investorSub,
      topic: 'orders',
      text: `Nivesh paper trading: ${description} (order ${order.orderId.slice(0, 8)}).`,
    });
  }
  await tx
    .update(paperOrders)
    .set({
      status: 'COMPLETE',
      statusMessage: null,
      filledQuantity: fill.quantity,
      averagePricePaise: fill.pricePaise,
      blockedPaise: 0,
      updatedAt: clock.now,
    })
    .where(eq(paperOrders.orderId, order.orderId));
}

/** What a buy of `quantity` at `price` costs with its charges on `day`. */
export const buyCost = (quantity: number, price: number, day: string) => {
  const value = quantity * price;
  return value + chargesFor({ side: 'BUY', valuePaise: value, date: day, dpCharge: false }).total;
};

type Verdict = { ok: true; blocked: number } | { ok: false; reason: string };

/**
 * Whether the account can take the order now: a buy's cost (at its fill or blocking price, with
 * charges) within free cash; a sell's shares within the shares not already held for open sells.
 */
async function affordable(
  tx: Orm,
  order: PaperOrderRow,
  input: OrderInput,
  last: number,
  fillAt: number | null,
  cash: number,
): Promise<Verdict> {
  const day = order.marketDate;
  if (order.side === 'BUY') {
    const free = cash - (await blockedCash(tx, order.investorSub)) + order.blockedPaise;
    const needed = buyCost(order.quantity, fillAt ?? blockingPrice(input, last), day);
    if (needed > free) {
      return {
        ok: false,
        reason: `Not enough funds: this order needs ${rupees(needed)} with charges; ${rupees(Math.max(0, free))} is available`,
      };
    }
    return { ok: true, blocked: fillAt === null ? needed : 0 };
  }
  const positions = await positionsOf(tx, order.investorSub);
  const held = positions.get(order.instrumentId)?.quantity ?? 0;
  const free =
    held - (await openSellQuantity(tx, order.investorSub, order.instrumentId, order.orderId));
  if (order.quantity > free) {
    return {
      ok: false,
      reason:
        free <= 0
          ? `You hold no free ${order.symbol} shares to sell`
          : `You can sell at most ${free} ${order.symbol} shares (${held} held${held > free ? `, ${held - free} in open sell orders` : ''})`,
    };
  }
  if (fillAt !== null) {
    const value = order.quantity * fillAt;
    const dp = await firstSaleOfDay(tx, order.investorSub, order.instrumentId, day);
    const charges = chargesFor({ side: 'SELL', valuePaise: value, date: day, dpCharge: dp });
    if (cash + value - charges.total < 0) {
      return {
        ok: false,
        reason: `Not enough cash for this sale’s charges (${rupees(charges.total)})`,
      };
    }
  }
  return { ok: true, blocked: 0 };
}

const inputOf = (order: PaperOrderRow): OrderInput => ({
  side: order.side,
  quantity: order.quantity,
  orderType: order.orderType,
  pricePaise: order.pricePaise,
  triggerPricePaise: order.triggerPricePaise,
});

/**
 * Runs an order that has just been placed or changed: checks its input (400 naming the field),
 * then fills it at once, rests it with its cash blocked, or rejects it with the reason (Kite's
 * REJECTED, for funds or shares the account does not have).
 */
async function execute(
  tx: Orm,
  order: PaperOrderRow,
  instrument: Instrument & { quote: NonNullable<Instrument['quote']> },
  clock: EngineClock,
): Promise<void> {
  const input = inputOf(order);
  const last = instrument.quote.close;
  validate(input, last);
  const { cash } = await lockPaperAccount(tx, order.investorSub);
  const fillAt = immediateFill(input, last);
  const verdict = await affordable(tx, order, input, last, fillAt, cash);
  if (!verdict.ok) {
    await tx
      .update(paperOrders)
      .set({
        status: 'REJECTED',
        statusMessage: verdict.reason,
        blockedPaise: 0,
        updatedAt: clock.now,
      })
      .where(eq(paperOrders.orderId, order.orderId));
    await touch(tx, order.investorSub, clock.now);
    return;
  }
  if (fillAt !== null) {
    await bookFill(
      tx,
      order,
      { quantity: order.quantity, pricePaise: fillAt, tradeDate: instrument.quote.date },
      clock,
    );
    return;
  }
  const resting =
    order.orderType === 'SL' || order.orderType === 'SL-M' ? 'TRIGGER PENDING' : 'OPEN';
  await tx
    .update(paperOrders)
    .set({
      status: resting,
      statusMessage: null,
      blockedPaise: verdict.blocked,
      updatedAt: clock.now,
    })
    .where(eq(paperOrders.orderId, order.orderId));
  await touch(tx, order.investorSub, clock.now);
}

/** Marks the account changed (the portfolio's answers are cached per account and change). */
export const touch = (tx: Orm, investorSub: string, at: Date) =>
  tx.update(paperAccounts).set({ updatedAt: at }).where(eq(paperAccounts.investorSub, investorSub));

export async function orderRow(tx: Orm, investorSub: string, orderId: string, lock = false) {
  const query = tx
    .select()
    .from(paperOrders)
    .where(and(eq(paperOrders.orderId, orderId), eq(paperOrders.investorSub, investorSub)));
  const [row] = lock ? await query.for('update') : await query;
  // Another investor's order is as unknown as one that never existed.
  if (!row) throw new ApiError(404, 'order_not_found', 'There is no such order in your account');
  return row;
}

/** POST /api/investor/orders. */
export async function placeOrder(
  tx: Orm,
  investorSub: string,
  request: OrderRequest,
  instrument: Instrument | undefined,
  clock: EngineClock,
): Promise<string> {
  const priced = tradable(instrument, request.symbol);
  validate(
    {
      side: request.side,
      quantity: request.quantity,
      orderType: request.orderType,
      pricePaise: request.price,
      triggerPricePaise: request.triggerPrice,
    },
    priced.quote.close,
  );
  const orderId = (clock.newId ?? randomUUID)();
  await lockPaperAccount(tx, investorSub);
  await tx.insert(paperOrders).values({
    orderId,
    investorSub,
    exchange: 'NSE',
    symbol: priced.symbol,
    instrumentId: priced.id,
    side: request.side,
    orderType: request.orderType,
    quantity: request.quantity,
    pricePaise: request.price ?? null,
    triggerPricePaise: request.triggerPrice ?? null,
    status: 'OPEN',
    marketDate: priced.quote.date,
    placedAt: clock.now,
    updatedAt: clock.now,
  });
  const [row] = await tx.select().from(paperOrders).where(eq(paperOrders.orderId, orderId));
  await execute(tx, row!, priced, clock);
  return orderId;
}

const isResting = (status: string) => (RESTING as readonly string[]).includes(status);

function stillOpen(order: PaperOrderRow, doing: string): void {
  if (!isResting(order.status)) {
    throw new ApiError(
      409,
      'order_not_open',
      `This order is ${order.status.toLowerCase()}: it can no longer be ${doing}`,
    );
  }
}

/** PATCH /api/investor/orders/{orderId}: a new quantity, type or price for an open order. */
export async function modifyOrder(
  tx: Orm,
  investorSub: string,
  orderId: string,
  change: OrderChange,
  instrument: Instrument | undefined,
  clock: EngineClock,
): Promise<void> {
  await lockPaperAccount(tx, investorSub);
  const order = await orderRow(tx, investorSub, orderId, true);
  stillOpen(order, 'changed');
  const priced = tradable(instrument, order.symbol);
  const orderType = change.orderType ?? order.orderType;
  // A new type drops what it does not take (a limit made a market order loses its price).
  const keep = (next: number | null | undefined, was: number | null, takes: boolean) =>
    next !== undefined ? next : takes ? was : null;
  const changed: PaperOrderRow = {
    ...order,
    orderType,
    quantity: change.quantity ?? order.quantity,
    pricePaise: keep(change.price, order.pricePaise, orderType === 'LIMIT' || orderType === 'SL'),
    triggerPricePaise: keep(
      change.triggerPrice,
      order.triggerPricePaise,
      orderType === 'SL' || orderType === 'SL-M',
    ),
    marketDate: priced.quote.date,
  };
  validate(inputOf(changed), priced.quote.close);
  await tx
    .update(paperOrders)
    .set({
      orderType: changed.orderType,
      quantity: changed.quantity,
      pricePaise: changed.pricePaise,
      triggerPricePaise: changed.triggerPricePaise,
      marketDate: changed.marketDate,
      updatedAt: clock.now,
    })
    .where(eq(paperOrders.orderId, orderId));
  await execute(tx, changed, priced, clock);
}

/** DELETE /api/investor/orders/{orderId}: cancels an open order and frees what it held. */
export async function cancelOrder(
  tx: Orm,
  investorSub: string,
  orderId: string,
  clock: EngineClock,
  reason = 'Cancelled by you',
): Promise<Side> {
  const order = await orderRow(tx, investorSub, orderId, true);
  stillOpen(order, 'cancelled');
  await tx
    .update(paperOrders)
    .set({ status: 'CANCELLED', statusMessage: reason, blockedPaise: 0, updatedAt: clock.now })
    .where(eq(paperOrders.orderId, orderId));
  await touch(tx, investorSub, clock.now);
  return order.side;
}
