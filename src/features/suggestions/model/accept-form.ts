import { orderKey, type Accept, type Suggestion, type SuggestionOrder } from './contract';
import type { Quantities } from './order-figures';

// The accept step's form: each order's quantity as typed, read into whole shares within the
// order's limit (the suggested quantity; a sell no more than the investor holds free), and the
// accept body naming only the orders the investor lowered (the contract's `quantities`).

export type QuantityRead =
  { quantity: number; error?: undefined } | { quantity?: undefined; error: string };

const sharesWord = (count: number) => (count === 1 ? 'share' : 'shares');

/** Plain-words reading of a typed quantity: a whole number from 0 to the order's limit. */
export function readQuantity(
  text: string,
  order: Pick<SuggestionOrder, 'side' | 'maxQuantity'>,
): QuantityRead {
  const cleaned = text.replace(/[\s,]/g, '');
  if (cleaned === '') return { error: 'Enter the number of shares, or 0 to leave this order out' };
  if (!/^\d+$/.test(cleaned)) {
    return /^-/.test(cleaned)
      ? { error: 'Enter 0 or more shares' }
      : { error: 'Enter a whole number of shares' };
  }
  const quantity = Number(cleaned);
  if (quantity > order.maxQuantity) {
    const limit = `${order.maxQuantity} ${sharesWord(order.maxQuantity)}`;
    return {
      error:
        order.side === 'SELL'
          ? `At most ${limit}: the suggestion and the shares you hold free allow no more`
          : `At most ${limit}: you can accept fewer than suggested, never more`,
    };
  }
  return { quantity };
}

/** The typed text of each order, keyed like `quantities`. */
export type QuantityTexts = Readonly<Record<string, string>>;

export const initialTexts = (suggestion: Suggestion): QuantityTexts =>
  Object.fromEntries(
    suggestion.orders.map((order) => [orderKey(order), String(order.maxQuantity)]),
  );

export interface FormRead {
  /** Every order's accepted quantity (valid ones; an invalid one keeps its limit). */
  quantities: Quantities;
  /** Error by order key. */
  errors: Record<string, string>;
  /** Why the whole form cannot be sent (nothing left to place), else null. */
  formError: string | null;
}

export function readForm(suggestion: Suggestion, texts: QuantityTexts): FormRead {
  const quantities: Record<string, number> = {};
  const errors: Record<string, string> = {};
  for (const order of suggestion.orders) {
    const key = orderKey(order);
    const read = readQuantity(texts[key] ?? String(order.maxQuantity), order);
    if (read.error !== undefined) {
      errors[key] = read.error;
      quantities[key] = order.maxQuantity;
    } else {
      quantities[key] = read.quantity;
    }
  }
  const anyPlaced = Object.values(quantities).some((quantity) => quantity > 0);
  return {
    quantities,
    errors,
    formError: anyPlaced
      ? null
      : 'Keep at least one order above 0 shares, or decline the suggestion',
  };
}

/**
 * The accept body: `asOf`, the prices' day the investor saw, and `quantities` with only the
 * orders whose quantity differs from the suggestion (left out when none do).
 */
export function acceptBody(
  suggestion: Suggestion,
  quantities: Quantities,
  asOf: string | null,
): Accept {
  const changed: Record<string, number> = {};
  for (const order of suggestion.orders) {
    const key = orderKey(order);
    const quantity = quantities[key];
    if (quantity !== undefined && quantity !== order.quantity) changed[key] = quantity;
  }
  return {
    ...(Object.keys(changed).length > 0 ? { quantities: changed } : {}),
    ...(asOf ? { asOf } : {}),
  };
}

/** Pending first, then newest first; the order of the rest is kept. */
export function sortSuggestions<T extends Pick<Suggestion, 'status' | 'createdAt'>>(
  list: readonly T[],
): T[] {
  return list
    .map((item, index) => ({ item, index, at: Date.parse(item.createdAt) }))
    .sort(
      (a, b) =>
        Number(b.item.status === 'pending') - Number(a.item.status === 'pending') ||
        b.at - a.at ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}
