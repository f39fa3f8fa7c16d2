/**
 * Watchlist rules (issue 12, Deliver 10), shared by the server (which enforces them) and the
 * screens (which check before sending, and apply an edit on this device before the server has
 * it). Pure: no React, no network.
 */

export const MAX_LISTS = 10;
export const MAX_ITEMS = 100;
export const NAME_MAX = 40;

export const EXCHANGES = ['NSE', 'BSE'] as const;
export type Exchange = (typeof EXCHANGES)[number];

export interface StockRef {
  exchange: Exchange;
  symbol: string;
}

export const stockKey = ({ exchange, symbol }: StockRef): string => `${exchange}:${symbol}`;
export const sameStock = (a: StockRef, b: StockRef): boolean =>
  a.exchange === b.exchange && a.symbol === b.symbol;

/** A name as kept: trimmed, inner runs of spaces as one. */
export const normalName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** What names are compared by: two names that differ only in case are the same list. */
export const nameKey = (name: string): string => normalName(name).toLocaleLowerCase('en-IN');

export type NameProblem = 'empty' | 'too-long' | 'taken';

export const NAME_PROBLEM_TEXT: Record<NameProblem, string> = {
  empty: 'Give the list a name',
  'too-long': `A list name is at most ${NAME_MAX} characters`,
  taken: 'You already have a list with this name',
};

/**
 * What is wrong with `name` for a list among `lists` (the investor's), or null. `exceptId` is
 * the list being renamed: keeping its own name, in another case, is fine.
 */
export function nameProblem(
  name: string,
  lists: ReadonlyArray<{ id: string; name: string }>,
  exceptId?: string,
): NameProblem | null {
  const normal = normalName(name);
  if (normal === '') return 'empty';
  if ([...normal].length > NAME_MAX) return 'too-long';
  const key = nameKey(normal);
  return lists.some((list) => list.id !== exceptId && nameKey(list.name) === key) ? 'taken' : null;
}

export const canAddList = (count: number): boolean => count < MAX_LISTS;
export const canAddItem = (count: number): boolean => count < MAX_ITEMS;

/** The items with `stock` added last; the same items when it is there already (a replay). */
export function withItem<T extends StockRef>(items: readonly T[], stock: T): T[] {
  return items.some((item) => sameStock(item, stock)) ? [...items] : [...items, stock];
}

/** The items without `stock`; the same items when it is not there (a replay). */
export const withoutItem = <T extends StockRef>(items: readonly T[], stock: StockRef): T[] =>
  items.filter((item) => !sameStock(item, stock));

/**
 * The items with the one at `from` moved to `to` (indexes into the list; out-of-range values
 * are clamped, so "move down" on the last item changes nothing).
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  if (from < 0 || from >= result.length) return result;
  const target = Math.max(0, Math.min(result.length - 1, to));
  const [moved] = result.splice(from, 1);
  result.splice(target, 0, moved as T);
  return result;
}

/** A list of stocks with each at most once, first occurrence kept: what a PUT stores. */
export function distinctStocks<T extends StockRef>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = stockKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Where the last close sits in the 52-week range, 0 (at the low) to 1 (at the high); null when
 * the range is empty or unknown.
 */
export function rangePosition(close: number, low: number, high: number): number | null {
  if (!(high > low)) return null;
  return Math.max(0, Math.min(1, (close - low) / (high - low)));
}
