/**
 * The paper broker's order rules (issue 11), shared by the server's order engine and the order
 * ticket's live checks: NSE delivery (CNC) equity, whole quantities, prices on the ₹0.05 tick
 * and inside the day's price band around the previous close, stop-loss triggers on the right
 * side of the last price (Kite Connect's rules and words). Prices are paise.
 */

export const TICK_PAISE = 5;
/** The band a price must stay inside, from the previous close (NSE's widest equity band). */
export const PRICE_BAND_PERCENT = 20;
export const MAX_ORDER_QUANTITY = 1_00_000;

export type Side = 'BUY' | 'SELL';
export type OrderType = 'MARKET' | 'LIMIT' | 'SL' | 'SL-M';

export interface OrderInput {
  side: Side;
  quantity: number;
  orderType: OrderType;
  pricePaise?: number | null | undefined;
  triggerPricePaise?: number | null | undefined;
}

export interface OrderProblem {
  field: 'quantity' | 'price' | 'triggerPrice';
  detail: string;
}

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The lowest and highest prices allowed, on the tick, for a previous close. */
export function priceBand(previousClosePaise: number): { low: number; high: number } {
  const spread = (previousClosePaise * PRICE_BAND_PERCENT) / 100;
  return {
    low: Math.max(TICK_PAISE, Math.ceil((previousClosePaise - spread) / TICK_PAISE) * TICK_PAISE),
    high: Math.floor((previousClosePaise + spread) / TICK_PAISE) * TICK_PAISE,
  };
}

const needsPrice = (type: OrderType) => type === 'LIMIT' || type === 'SL';
const needsTrigger = (type: OrderType) => type === 'SL' || type === 'SL-M';

function priceProblem(
  field: OrderProblem['field'],
  label: string,
  value: number,
  band: { low: number; high: number },
): OrderProblem | null {
  if (!Number.isSafeInteger(value) || value <= 0) {
    return { field, detail: `Enter a ${label} above zero` };
  }
  if (value % TICK_PAISE !== 0) {
    return { field, detail: `The ${label} must be a multiple of ₹0.05 (the tick size)` };
  }
  if (value < band.low || value > band.high) {
    return {
      field,
      detail: `The ${label} must be between ${rupees(band.low)} and ${rupees(band.high)} today`,
    };
  }
  return null;
}

/**
 * What is wrong with an order, field by field (empty when it can be placed). `lastPricePaise`
 * is the latest archive close, which is also the previous close of the session it trades in.
 */
export function checkOrder(order: OrderInput, lastPricePaise: number): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const band = priceBand(lastPricePaise);
  if (!Number.isInteger(order.quantity) || order.quantity < 1) {
    problems.push({ field: 'quantity', detail: 'Enter a whole number of shares, 1 or more' });
  } else if (order.quantity > MAX_ORDER_QUANTITY) {
    problems.push({
      field: 'quantity',
      detail: `At most ${MAX_ORDER_QUANTITY.toLocaleString('en-IN')} shares in one order`,
    });
  }
  const price = order.pricePaise ?? null;
  const trigger = order.triggerPricePaise ?? null;
  if (needsPrice(order.orderType)) {
    const problem =
      price === null
        ? { field: 'price' as const, detail: `A ${order.orderType} order needs a price` }
        : priceProblem('price', 'price', price, band);
    if (problem) problems.push(problem);
  } else if (price !== null) {
    problems.push({ field: 'price', detail: `A ${order.orderType} order takes no price` });
  }
  if (needsTrigger(order.orderType)) {
    const problem =
      trigger === null
        ? { field: 'triggerPrice' as const, detail: 'A stop-loss order needs a trigger price' }
        : priceProblem('triggerPrice', 'trigger price', trigger, band);
    if (problem) problems.push(problem);
    else if (trigger !== null) problems.push(...triggerProblems(order, trigger, lastPricePaise));
  } else if (trigger !== null) {
    problems.push({ field: 'triggerPrice', detail: `A ${order.orderType} order takes no trigger` });
  }
  return problems;
}

function triggerProblems(order: OrderInput, trigger: number, last: number): OrderProblem[] {
  const buy = order.side === 'BUY';
  if (buy ? trigger <= last : trigger >= last) {
    return [
      {
        field: 'triggerPrice',
        detail: buy
          ? `A stop-loss buy triggers above the last price (${rupees(last)})`
          : `A stop-loss sell triggers below the last price (${rupees(last)})`,
      },
    ];
  }
  const price = order.pricePaise ?? null;
  if (order.orderType === 'SL' && price !== null && (buy ? price < trigger : price > trigger)) {
    return [
      {
        field: 'price',
        detail: buy
          ? 'The limit price of a stop-loss buy must be at or above its trigger'
          : 'The limit price of a stop-loss sell must be at or below its trigger',
      },
    ];
  }
  return [];
}

/** The price a new order fills at straight away (market, or a limit at or through the last price). */
export function immediateFill(order: OrderInput, lastPricePaise: number): number | null {
  if (order.orderType === 'MARKET') return lastPricePaise;
  if (order.orderType !== 'LIMIT' || order.pricePaise == null) return null;
  const through =
    order.side === 'BUY' ? order.pricePaise >= lastPricePaise : order.pricePaise <= lastPricePaise;
  return through ? lastPricePaise : null;
}

/** The price per share an open buy blocks cash at: its limit, its trigger, or the last price. */
export function blockingPrice(order: OrderInput, lastPricePaise: number): number {
  if (order.orderType === 'LIMIT' || order.orderType === 'SL') return order.pricePaise ?? 0;
  if (order.orderType === 'SL-M') return order.triggerPricePaise ?? 0;
  return lastPricePaise;
}

export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface RestingOrder {
  side: Side;
  orderType: OrderType;
  status: 'OPEN' | 'TRIGGER PENDING';
  pricePaise: number | null;
  triggerPricePaise: number | null;
}

export type BarOutcome =
  { kind: 'rest'; status: 'OPEN' | 'TRIGGER PENDING' } | { kind: 'fill'; pricePaise: number };

/**
 * A resting order against one later day's bar. A limit buy fills when the day trades at or
 * below its price, at its price or the open if the day opened below it (a sell mirrors this).
 * A stop triggers when the day trades through its trigger, at the trigger or at the open if the
 * day gapped through it; SL-M then fills there, SL becomes a limit order that fills in the same
 * day only if that price is within its limit, and otherwise rests as OPEN.
 */
export function matchBar(order: RestingOrder, bar: Bar): BarOutcome {
  const buy = order.side === 'BUY';
  if (order.status === 'TRIGGER PENDING') {
    const trigger = order.triggerPricePaise ?? 0;
    const hit = buy ? bar.high >= trigger : bar.low <= trigger;
    if (!hit) return { kind: 'rest', status: 'TRIGGER PENDING' };
    const at = buy ? Math.max(bar.open, trigger) : Math.min(bar.open, trigger);
    if (order.orderType === 'SL-M') return { kind: 'fill', pricePaise: at };
    const limit = order.pricePaise ?? 0;
    const within = buy ? at <= limit : at >= limit;
    return within ? { kind: 'fill', pricePaise: at } : { kind: 'rest', status: 'OPEN' };
  }
  const limit = order.pricePaise ?? 0;
  if (buy && bar.low <= limit) return { kind: 'fill', pricePaise: Math.min(limit, bar.open) };
  if (!buy && bar.high >= limit) return { kind: 'fill', pricePaise: Math.max(limit, bar.open) };
  return { kind: 'rest', status: 'OPEN' };
}
