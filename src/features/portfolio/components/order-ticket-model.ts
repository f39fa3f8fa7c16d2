import { chargesFor, type TradeCharges } from '../model/charges';
import type { Order, OrderChange, OrderRequest } from '../model/contract';
import { csvRupees, rupeesTextToPaise } from '../model/format';
import { mulDivRound } from '../model/money';
import {
  blockingPrice,
  checkOrder,
  immediateFill,
  type OrderInput,
  type OrderType,
  type Side,
} from '../model/order-rules';

// The order ticket's state as pure functions (issue 11): what was typed, read into an order
// the shared rules check field by field, and the preview of what it costs and leaves. Prices
// are typed in rupees and become paise exactly; charges come from the contract-note table.

export type SizeMode = 'shares' | 'amount';

/** What the user typed, kept as text so nothing they typed is lost on an error. */
export interface TicketDraft {
  side: Side;
  mode: SizeMode;
  quantity: string;
  /** Rupees to spend (mode `amount`): whole shares at the last price. */
  amount: string;
  orderType: OrderType;
  price: string;
  triggerPrice: string;
}

export type TicketField = 'quantity' | 'amount' | 'price' | 'triggerPrice';
export type FieldErrors = Partial<Record<TicketField, string>>;

export const needsPrice = (type: OrderType) => type === 'LIMIT' || type === 'SL';
export const needsTrigger = (type: OrderType) => type === 'SL' || type === 'SL-M';

export const newDraft = (side: Side = 'BUY'): TicketDraft => ({
  side,
  mode: 'shares',
  quantity: '',
  amount: '',
  orderType: 'MARKET',
  price: '',
  triggerPrice: '',
});

/** An open order as a draft, for modify mode. */
export const draftOfOrder = (order: Order): TicketDraft => ({
  side: order.side,
  mode: 'shares',
  quantity: String(order.quantity),
  amount: '',
  orderType: order.orderType,
  price: order.price === null ? '' : csvRupees(order.price),
  triggerPrice: order.triggerPrice === null ? '' : csvRupees(order.triggerPrice),
});

/** Whole shares an amount buys at a price. */
export const sharesForAmount = (amountPaise: number, pricePaise: number): number =>
  pricePaise > 0 ? Math.floor(amountPaise / pricePaise) : 0;

const WHOLE = /^\d{1,9}$/;

function readPrice(text: string, errors: FieldErrors, field: 'price' | 'triggerPrice') {
  const paise = rupeesTextToPaise(text);
  if (paise !== null && Number.isNaN(paise)) {
    errors[field] = 'Enter rupees with at most two decimals, like 1520.05';
    return null;
  }
  return paise;
}

/** The draft read into an order, with every problem named by the field that shows it. */
export function readDraft(
  draft: TicketDraft,
  lastPricePaise: number,
): { order: OrderInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let quantity = 0;
  if (draft.mode === 'amount') {
    const amount = rupeesTextToPaise(draft.amount);
    if (amount === null) errors.amount = 'Enter the amount to invest';
    else if (Number.isNaN(amount)) errors.amount = 'Enter rupees with at most two decimals';
    else quantity = sharesForAmount(amount, lastPricePaise);
    if (amount !== null && !Number.isNaN(amount) && quantity === 0) {
      errors.amount = 'Not enough for one share at the last price';
    }
  } else {
    const text = draft.quantity.replace(/[,\s]/g, '');
    if (text !== '' && !WHOLE.test(text)) errors.quantity = 'Enter a whole number of shares';
    else quantity = Number(text);
  }
  const order: OrderInput = {
    side: draft.side,
    quantity,
    orderType: draft.orderType,
    pricePaise: needsPrice(draft.orderType) ? readPrice(draft.price, errors, 'price') : null,
    triggerPricePaise: needsTrigger(draft.orderType)
      ? readPrice(draft.triggerPrice, errors, 'triggerPrice')
      : null,
  };
  for (const problem of checkOrder(order, lastPricePaise)) {
    const field =
      problem.field === 'quantity' && draft.mode === 'amount' ? 'amount' : problem.field;
    errors[field] ??= problem.detail;
  }
  return { order, errors };
}

/** What the preview needs besides the order. */
export interface PreviewContext {
  lastPricePaise: number;
  /** The trade date the charges are worked out for (India's today). */
  date: string;
  /** Cash this order may use: available funds (plus what the order itself holds, when modified). */
  availablePaise: number | null;
  /** The position held now, if any; free quantity not held back by other open sells. */
  holding: { quantity: number; freeQuantity: number; invested: number } | null;
}

export interface TicketPreview {
  quantity: number;
  /** The price per share the estimate uses: the fill price now, else the limit or trigger. */
  pricePaise: number;
  fillsNow: boolean;
  value: number;
  charges: TradeCharges;
  /** Buy: value + charges (cash needed); sell: value − charges (cash received). */
  total: number;
  /** A buy that needs more cash than is available. */
  shortOfFunds: boolean;
  /** A sell of more shares than are free. */
  tooManyShares: boolean;
  position: { quantity: number; averagePrice: number | null };
}

export function previewOf(order: OrderInput, context: PreviewContext): TicketPreview | null {
  if (order.quantity < 1) return null;
  const fill = immediateFill(order, context.lastPricePaise);
  const pricePaise = fill ?? blockingPrice(order, context.lastPricePaise);
  const value = order.quantity * pricePaise;
  const buy = order.side === 'BUY';
  const charges = chargesFor({
    side: order.side,
    valuePaise: value,
    date: context.date,
    dpCharge: true,
  });
  const total = buy ? value + charges.total : value - charges.total;
  const held = context.holding?.quantity ?? 0;
  // Cost for tax (and the average shown in holdings) includes every buy charge but STT (fifo.ts).
  const cost = (context.holding?.invested ?? 0) + value + charges.total - charges.stt;
  const after = buy ? held + order.quantity : Math.max(0, held - order.quantity);
  return {
    quantity: order.quantity,
    pricePaise,
    fillsNow: fill !== null,
    value,
    charges,
    total,
    shortOfFunds: buy && context.availablePaise !== null && total > context.availablePaise,
    tooManyShares: !buy && order.quantity > (context.holding?.freeQuantity ?? 0),
    position: { quantity: after, averagePrice: buy ? mulDivRound(cost, 1, after) : null },
  };
}

/** The request to place, without the prices its type does not take. */
export function requestOf(symbol: string, order: OrderInput): OrderRequest {
  return {
    exchange: 'NSE',
    symbol,
    side: order.side,
    quantity: order.quantity,
    orderType: order.orderType,
    ...(order.pricePaise != null && { price: order.pricePaise }),
    ...(order.triggerPricePaise != null && { triggerPrice: order.triggerPricePaise }),
  };
}

/** Only what changed from the open order (null clears a price its new type does not take). */
export function changeOf(before: Order, order: OrderInput): OrderChange {
  const change: OrderChange = {};
  if (order.quantity !== before.quantity) change.quantity = order.quantity;
  if (order.orderType !== before.orderType) change.orderType = order.orderType;
  const price = order.pricePaise ?? null;
  const trigger = order.triggerPricePaise ?? null;
  if (price !== before.price) change.price = price;
  if (trigger !== before.triggerPrice) change.triggerPrice = trigger;
  return change;
}

const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's date in India as YYYY-MM-DD, the trade date whose charge rates apply. */
export const todayInIndia = (now: Date): string => indiaDate.format(now);
