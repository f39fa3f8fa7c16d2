import type { Order } from '../model/contract';
import { formatRupees, formatShares } from '../model/format';
import type { OrderInput } from '../model/order-rules';

// The ticket's sentences, pure so they are tested as tables: the outbox label, the confirm
// line and the result in plain words.

function priceWords(order: Pick<OrderInput, 'orderType' | 'pricePaise' | 'triggerPricePaise'>) {
  const price = formatRupees(order.pricePaise ?? 0);
  const trigger = formatRupees(order.triggerPricePaise ?? 0);
  switch (order.orderType) {
    case 'MARKET':
      return 'at market';
    case 'LIMIT':
      return `at ${price} or better`;
    case 'SL':
      return `at ${price} or better once it reaches ${trigger}`;
    case 'SL-M':
      return `at market once it reaches ${trigger}`;
  }
}

/** "Buy 2 INFY at market": what the outbox queue shows. */
export const orderLabel = (symbol: string, order: OrderInput): string =>
  `${order.side === 'BUY' ? 'Buy' : 'Sell'} ${formatShares(order.quantity)} ${symbol} ${priceWords(order)}`;

/** An order from the server in the same words: "Sell 5 TCS at ₹3,500.00 or better". */
export const existingOrderLabel = (order: Order): string =>
  orderLabel(order.symbol, {
    side: order.side,
    quantity: order.quantity,
    orderType: order.orderType,
    pricePaise: order.price,
    triggerPricePaise: order.triggerPrice,
  });

/** The confirm step's line: "Buy 2 INFY at market ≈ ₹3,012.45 with charges". */
export const confirmLine = (symbol: string, order: OrderInput, totalPaise: number): string =>
  `${orderLabel(symbol, order)} ≈ ${formatRupees(totalPaise)} ${
    order.side === 'BUY' ? 'with charges' : 'after charges'
  }`;

export interface ResultText {
  tone: 'success' | 'info' | 'error';
  title: string;
  detail: string;
}

/** The server's answer in plain words. */
export function resultText(order: Order): ResultText {
  const shares = `${formatShares(order.quantity)} ${order.symbol}`;
  switch (order.status) {
    case 'COMPLETE':
      return {
        tone: 'success',
        title: `${order.side === 'BUY' ? 'Bought' : 'Sold'} ${shares}`,
        detail: `Filled at ${formatRupees(order.averagePrice ?? 0)} a share (a simulated fill by the paper broker).`,
      };
    case 'OPEN':
      return {
        tone: 'info',
        title: 'Placed: waiting for the price',
        detail: `Your order to ${order.side === 'BUY' ? 'buy' : 'sell'} ${shares} ${priceWords({
          ...order,
          pricePaise: order.price,
          triggerPricePaise: order.triggerPrice,
        })} fills when a later trading day reaches that price.`,
      };
    case 'TRIGGER PENDING':
      return {
        tone: 'info',
        title: 'Placed: waiting for the price',
        detail: `Your stop-loss order for ${shares} waits until the price reaches ${formatRupees(
          order.triggerPrice ?? 0,
        )}.`,
      };
    case 'REJECTED':
      return {
        tone: 'error',
        title: 'Rejected',
        detail: order.statusMessage ?? 'The paper broker did not accept this order.',
      };
    case 'CANCELLED':
      return {
        tone: 'info',
        title: 'Cancelled',
        detail: order.statusMessage ?? `Your order for ${shares} is cancelled.`,
      };
  }
}

export const OFFLINE_NOT_SENT =
  'Not sent: you are offline. It will wait on this device; confirm it again when you are back online.';

/** A confirm write the outbox could not get answered: why, in words that say what to do. */
export function notSentText(reason: string | null): string {
  if (reason === null || reason.startsWith('No connection')) return OFFLINE_NOT_SENT;
  return `Not sent: ${reason.replace(/\.$/, '')}. It will wait on this device; confirm it again from “Waiting to send” when you are ready.`;
}
