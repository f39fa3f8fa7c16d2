import type { Holding } from '../model/contract';
import { percentOf } from '../model/format';

// The holdings table's view state as pure functions: filter, sort, and the totals of what is
// shown, so the screen, the cards and the CSV agree.

export type SortKey =
  | 'stock'
  | 'quantity'
  | 'averagePrice'
  | 'lastPrice'
  | 'value'
  | 'dayChange'
  | 'unrealisedGain'
  | 'weight';
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}
export type GainFilter = 'all' | 'gains' | 'losses';
export interface HoldingsFilter {
  /** Matches the symbol or the name, any case. */
  search: string;
  /** '' for every sector. */
  sector: string;
  gain: GainFilter;
}

export const DEFAULT_SORT: Sort = { key: 'value', direction: 'descending' };
export const NO_FILTER: HoldingsFilter = { search: '', sector: '', gain: 'all' };

export function filterHoldings(items: readonly Holding[], filter: HoldingsFilter): Holding[] {
  const search = filter.search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (search === '' ||
        item.symbol.toLowerCase().includes(search) ||
        item.name.toLowerCase().includes(search)) &&
      (filter.sector === '' || item.sector === filter.sector) &&
      (filter.gain === 'all' ||
        (filter.gain === 'gains' ? item.unrealisedGain > 0 : item.unrealisedGain < 0)),
  );
}

const sortValue: Record<Exclude<SortKey, 'stock'>, (item: Holding) => number> = {
  quantity: (item) => item.quantity,
  averagePrice: (item) => item.averagePrice,
  lastPrice: (item) => item.lastPrice,
  value: (item) => item.value,
  dayChange: (item) => item.dayChange,
  unrealisedGain: (item) => item.unrealisedGain,
  weight: (item) => item.weight,
};

/** Sorted copy; ties by symbol so the order never jumps. */
export function sortHoldings(items: readonly Holding[], sort: Sort): Holding[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const bySymbol = (a: Holding, b: Holding) => a.symbol.localeCompare(b.symbol);
  const key = sort.key;
  const compare =
    key === 'stock'
      ? (a: Holding, b: Holding) => sign * bySymbol(a, b)
      : (a: Holding, b: Holding) =>
          sign * (sortValue[key](a) - sortValue[key](b)) || bySymbol(a, b);
  return [...items].sort(compare);
}

/** A header pressed: the same column flips; a new one starts A→Z (names) or largest first. */
export const nextSort = (current: Sort, key: SortKey): Sort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: key === 'stock' ? 'ascending' : 'descending' };

export const sectorsOf = (items: readonly Holding[]): string[] =>
  [...new Set(items.map((item) => item.sector))].sort((a, b) => a.localeCompare(b));

export interface HoldingsTotals {
  count: number;
  invested: number;
  value: number;
  dayChange: number;
  /** Against yesterday's value of the same shares. */
  dayChangePercent: number | null;
  unrealisedGain: number;
  unrealisedGainPercent: number | null;
}

export function totalsOf(items: readonly Holding[]): HoldingsTotals {
  const sum = (pick: (item: Holding) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  const invested = sum((item) => item.invested);
  const value = sum((item) => item.value);
  const dayChange = sum((item) => item.dayChange);
  return {
    count: items.length,
    invested,
    value,
    dayChange,
    dayChangePercent: percentOf(dayChange, value - dayChange),
    unrealisedGain: value - invested,
    unrealisedGainPercent: percentOf(value - invested, invested),
  };
}
