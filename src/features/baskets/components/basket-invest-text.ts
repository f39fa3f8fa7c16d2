import {
  INVEST_MAX,
  INVEST_MIN,
  type InvestPreview,
  type Investment,
  type OrderLeg,
} from '../model/contract';
import { formatRupees, rupeesTextToPaise } from '@/ui/format-money';
import { sharesText } from './basket-summary-text';

// The invest and rebalance steps' words and checks, pure so they are tested as tables: the
// amount typed, the preview's totals, what a group of orders did, and "not sent".

/** Paise as the amount box shows it: 5900000 -> "59000", 150050 -> "1500.50". */
export const amountInputText = (paise: number): string =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

export type AmountRead =
  { amount: number; error?: undefined } | { amount?: undefined; error: string };

/**
 * The amount typed, in paise, or why it cannot be invested: at least the basket's minimum
 * investment (and the API's ₹500), at most ₹10 crore, rupees with at most two decimals.
 */
export function readInvestAmount(text: string, minimum: number): AmountRead {
  const amount = rupeesTextToPaise(text);
  if (amount === null) return { error: 'Enter the amount to invest' };
  if (Number.isNaN(amount)) return { error: 'Enter an amount in rupees, like 25000 or 25000.50' };
  const least = Math.max(minimum, INVEST_MIN);
  if (amount < least) {
    return {
      error: `Invest at least ${formatRupees(least)}: less cannot buy whole shares of every stock in its weight`,
    };
  }
  if (amount > INVEST_MAX) return { error: `Invest at most ${formatRupees(INVEST_MAX)} at a time` };
  return { amount };
}

export interface PreviewTotals {
  /** The orders' value before charges. */
  value: number;
  charges: number;
  /** What the investment takes from the account. */
  total: number;
  /** Left of the amount after whole shares. */
  leftover: number;
  /** How much more cash the account needs; 0 when it has enough. */
  shortBy: number;
}

/** The preview's totals, added from its orders so the lines and the total always agree. */
export function previewTotals(preview: InvestPreview): PreviewTotals {
  const value = preview.orders.reduce((sum, order) => sum + order.value, 0);
  const charges = preview.orders.reduce((sum, order) => sum + order.charges, 0);
  const total = value + charges;
  return {
    value,
    charges,
    total,
    leftover: Math.max(0, preview.amount - total),
    shortBy: Math.max(0, total - preview.available),
  };
}

/** One order's outcome: "Bought 5 INFY at ₹1,500.00" or "INFY not bought: <why>". */
export function legText(leg: OrderLeg): string {
  const did = leg.side === 'BUY' ? 'Bought' : 'Sold';
  if (leg.status === 'COMPLETE') {
    return `${did} ${sharesText(leg.quantity)} ${leg.symbol} at ${formatRupees(leg.price)}`;
  }
  const not = leg.side === 'BUY' ? 'not bought' : 'not sold';
  return `${leg.symbol} ${not}: ${leg.message ?? 'the paper broker did not accept the order'}`;
}

export interface GroupSummary {
  tone: 'success' | 'warning' | 'error';
  title: string;
  detail: string;
}

/** What a group of orders did, in plain words, naming what to do about the ones that failed. */
export function groupSummary(
  investment: Pick<Investment, 'orders' | 'spent' | 'kind'>,
): GroupSummary {
  const total = investment.orders.length;
  const done = investment.orders.filter((leg) => leg.status === 'COMPLETE').length;
  const failed = total - done;
  const rebalance = investment.kind === 'rebalance';
  const spent = rebalance ? '' : ` ${formatRupees(investment.spent)} went in, charges included.`;
  if (failed === 0) {
    return {
      tone: 'success',
      title: total === 1 ? 'The order went through' : `All ${total} orders went through`,
      detail: `${rebalance ? 'Your basket is back in its weights.' : 'Your basket is bought.'}${spent}`,
    };
  }
  const failedWords = failed === 1 ? '1 did not' : `${failed} did not`;
  const retry = rebalance
    ? ' Check the reasons below; the rest of the rebalance stands.'
    : ' Retry them below: what went through is not bought again.';
  if (done === 0) {
    return {
      tone: 'error',
      title:
        total === 1 ? 'The order did not go through' : `None of the ${total} orders went through`,
      detail: `Nothing was ${rebalance ? 'traded' : 'bought'}.${rebalance ? '' : ' Retry them below when the reasons are fixed.'}`,
    };
  }
  return {
    tone: 'warning',
    title: `${done} of ${total} orders went through, ${failedWords}`,
    detail: `${spent.trim()}${retry}`.trim(),
  };
}

export const OFFLINE_NOT_SENT =
  'Not sent: you are offline. It waits on this device; check the orders and confirm it again when you are back online.';

/** A confirm write the outbox could not get answered: why, in words that say what to do. */
export function notSentText(reason: string | null): string {
  if (reason === null || reason.startsWith('No connection')) return OFFLINE_NOT_SENT;
  return `Not sent: ${reason.replace(/\.$/, '')}. It waits on this device; confirm it again from “Waiting to send” when you are ready.`;
}
