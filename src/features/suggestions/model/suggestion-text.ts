import { formatRupees } from '@/ui/format-money';
import type { Suggestion, SuggestionKind } from './contract';

// The words of the suggestions screen, kept apart from the components so tables can test them.

export const KIND_TEXT: Record<SuggestionKind, { label: string; palette: string }> = {
  call: { label: 'Research call', palette: 'purple' },
  model: { label: 'Model portfolio', palette: 'blue' },
  rebalance: { label: 'Rebalance', palette: 'orange' },
};

// An instant as the India day it fell on: "24 Nov 2026".
const indiaDay = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

export const formatIndiaDay = (instant: string): string => indiaDay.format(new Date(instant));

export function statusText(suggestion: Pick<Suggestion, 'status' | 'respondedAt'>): string {
  switch (suggestion.status) {
    case 'pending':
      return 'Waiting for you';
    case 'accepted':
      return suggestion.respondedAt
        ? `Accepted on ${formatIndiaDay(suggestion.respondedAt)}`
        : 'Accepted';
    case 'declined':
      return suggestion.respondedAt
        ? `Declined on ${formatIndiaDay(suggestion.respondedAt)}`
        : 'Declined';
    case 'superseded':
      return 'Replaced by a newer suggestion';
  }
}

export const STATUS_PALETTE: Record<Suggestion['status'], string> = {
  pending: 'yellow',
  accepted: 'green',
  declined: 'gray',
  superseded: 'gray',
};

export const ACTION_TEXT = { buy: 'Buy', sell: 'Sell', hold: 'Hold' } as const;

const shareCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export const sharesText = (quantity: number): string =>
  `${shareCount.format(quantity)} ${quantity === 1 ? 'share' : 'shares'}`;

/** A share of the portfolio in basis points: 1234 -> "12.3%". */
export const bpText = (bp: number): string => `${(bp / 100).toFixed(1)}%`;

type Leg = NonNullable<Suggestion['result']>[number];

/** One order's fate after acceptance: "Bought 10 ITC: filled at ₹432.10". */
export function legText(leg: Leg): string {
  const did = leg.side === 'BUY' ? 'Bought' : 'Sold';
  const verb = leg.side === 'BUY' ? 'bought' : 'sold';
  if (leg.status === 'COMPLETE') {
    return `${did} ${sharesText(leg.quantity)} of ${leg.symbol}: filled at ${formatRupees(leg.price)}`;
  }
  const reason = leg.message?.replace(/\.$/, '') ?? 'no reason given';
  return leg.status === 'REJECTED'
    ? `${leg.symbol} not ${verb}: rejected: ${reason}`
    : `${leg.symbol} not ${verb}: the order could not be placed: ${reason}`;
}

/** The headline of an accepted group: how many orders went through. */
export function resultSummary(result: readonly Leg[]): {
  title: string;
  tone: 'success' | 'warning' | 'error';
} {
  const filled = result.filter((leg) => leg.status === 'COMPLETE').length;
  if (result.length > 0 && filled === result.length) {
    return {
      title:
        result.length === 1 ? 'The order went through' : `All ${result.length} orders went through`,
      tone: 'success',
    };
  }
  if (filled === 0) return { title: 'No order went through', tone: 'error' };
  return { title: `${filled} of ${result.length} orders went through`, tone: 'warning' };
}

/** "1 suggestion waiting for you" for the heading; null when none waits. */
export const pendingText = (pending: number): string | null =>
  pending === 0
    ? null
    : `${pending} ${pending === 1 ? 'suggestion' : 'suggestions'} waiting for you`;
