import type { StockRow, StockSize } from './archive-shapes';

// The stock selection's filters and sort (issue 13, Deliver 5), pure so that 500 rows filter in
// a memo and the rules have table tests. The form keeps what was typed (text); compileFilter
// reads it once into numbers, and a bound that does not read as a number is named, not guessed.
//
// A bound on a figure the stock does not have (no P/E for a loss-making company, factors not yet
// scored) leaves the stock out: "P/E at most 25" should not let in a stock whose P/E is unknown.
// P/E bounds also leave out negative P/E (losses), which is not a cheap price.

export const FACTOR_KEYS = ['composite', 'quality', 'value', 'momentum', 'lowVolatility'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];

export const FACTOR_LABELS: Readonly<Record<FactorKey, string>> = {
  composite: 'Factor score',
  quality: 'Quality',
  value: 'Value',
  momentum: 'Momentum',
  lowVolatility: 'Low volatility',
};

export const SIZE_LABELS: Readonly<Record<StockSize, string>> = {
  large: 'Large cap',
  mid: 'Mid cap',
  small: 'Small cap',
};

/** The numeric bounds, as typed. */
export const BOUND_KEYS = [
  'priceMin',
  'priceMax',
  'peMax',
  'roeMin',
  'dividendYieldMin',
  'debtToEquityMax',
  ...FACTOR_KEYS,
] as const;
export type BoundKey = (typeof BOUND_KEYS)[number];

export interface FilterForm {
  search: string;
  /** '' for every sector. */
  sector: string;
  /** None chosen: every size. */
  sizes: readonly StockSize[];
  /** Text as typed: rupees for prices, percent for ROE and yield, z-score minimums for factors. */
  bounds: Readonly<Partial<Record<BoundKey, string>>>;
}

export const EMPTY_FILTER: FilterForm = { search: '', sector: '', sizes: [], bounds: {} };

export interface CompiledFilter {
  search: string;
  sector: string;
  sizes: ReadonlySet<StockSize>;
  bounds: Readonly<Partial<Record<BoundKey, number>>>;
  /** Bounds that are not numbers, in plain words, by field. */
  problems: Readonly<Partial<Record<BoundKey, string>>>;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function compileFilter(form: FilterForm): CompiledFilter {
  const bounds: Partial<Record<BoundKey, number>> = {};
  const problems: Partial<Record<BoundKey, string>> = {};
  for (const key of BOUND_KEYS) {
    const text = (form.bounds[key] ?? '').replace(/[₹,%\s]/g, '').replace('−', '-');
    if (text === '') continue;
    if (!NUMBER.test(text)) {
      problems[key] = 'Type a number, or leave it empty';
      continue;
    }
    // Prices are typed in rupees and compared in paise.
    bounds[key] = key === 'priceMin' || key === 'priceMax' ? Number(text) * 100 : Number(text);
  }
  return {
    search: form.search.trim().toUpperCase(),
    sector: form.sector,
    sizes: new Set(form.sizes),
    bounds,
    problems,
  };
}

/** How many filters narrow the list (for "3 filters on"). */
export const activeFilterCount = (filter: CompiledFilter): number =>
  (filter.search ? 1 : 0) +
  (filter.sector ? 1 : 0) +
  (filter.sizes.size > 0 ? 1 : 0) +
  Object.keys(filter.bounds).length;

const atLeast = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value >= bound);
const atMost = (value: number | null, bound: number | undefined) =>
  bound === undefined || (value !== null && value <= bound);

export function matchesFilter(row: StockRow, filter: CompiledFilter): boolean {
  const { bounds } = filter;
  if (
    filter.search &&
    !row.symbol.toUpperCase().includes(filter.search) &&
    !row.name.toUpperCase().includes(filter.search)
  ) {
    return false;
  }
  if (filter.sector && row.sector !== filter.sector) return false;
  if (filter.sizes.size > 0 && !filter.sizes.has(row.size)) return false;
  if (!atLeast(row.close, bounds.priceMin) || !atMost(row.close, bounds.priceMax)) return false;
  if (bounds.peMax !== undefined && !(row.pe !== null && row.pe > 0 && row.pe <= bounds.peMax)) {
    return false;
  }
  if (!atLeast(row.roe, bounds.roeMin)) return false;
  if (!atLeast(row.dividendYield, bounds.dividendYieldMin)) return false;
  if (!atMost(row.debtToEquity, bounds.debtToEquityMax)) return false;
  return FACTOR_KEYS.every((key) => atLeast(row[key], bounds[key]));
}

export const filterStocks = (rows: readonly StockRow[], filter: CompiledFilter): StockRow[] =>
  rows.filter((row) => matchesFilter(row, filter));

export const SORT_KEYS = [
  'symbol',
  'sector',
  'rank',
  'close',
  'changePercent',
  'marketCap',
  'pe',
  'roe',
  'dividendYield',
  'debtToEquity',
  ...FACTOR_KEYS,
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Readonly<Record<SortKey, string>> = {
  symbol: 'Symbol',
  sector: 'Sector',
  rank: 'Size rank',
  close: 'Price',
  changePercent: 'Day change',
  marketCap: 'Market cap',
  pe: 'P/E',
  roe: 'ROE',
  dividendYield: 'Dividend yield',
  debtToEquity: 'Debt/equity',
  ...FACTOR_LABELS,
};

export interface StockSort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/** Largest first: the NIFTY 500 as it is usually read. */
export const DEFAULT_SORT: StockSort = { key: 'rank', direction: 'asc' };

/** The direction a column sorts in when first chosen: names A to Z, rank 1 first, figures highest first. */
export const firstDirection = (key: SortKey): StockSort['direction'] =>
  key === 'symbol' || key === 'sector' || key === 'rank' ? 'asc' : 'desc';

/** Next sort after choosing a column: the same column flips, another starts in its first direction. */
export const nextSort = (current: StockSort, key: SortKey): StockSort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: firstDirection(key) };

const byRankThenSymbol = (a: StockRow, b: StockRow) =>
  (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) ||
  a.symbol.localeCompare(b.symbol);

/** Sorted copy; stocks without the figure go last either way, ties by size rank then symbol. */
export function sortStocks(rows: readonly StockRow[], sort: StockSort): StockRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { key } = sort;
  return [...rows].sort((a, b) => {
    if (key === 'symbol' || key === 'sector') {
      return sign * a[key].localeCompare(b[key]) || byRankThenSymbol(a, b);
    }
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) {
      if (x === y) return byRankThenSymbol(a, b);
      return x === null ? 1 : -1;
    }
    return sign * (x - y) || byRankThenSymbol(a, b);
  });
}

/** The sectors present, A to Z, for the sector choice. */
export const sectorsOf = (rows: readonly StockRow[]): string[] =>
  [...new Set(rows.map((row) => row.sector))].filter(Boolean).sort((a, b) => a.localeCompare(b));

const MATCHES = 8;

/** Stocks for the basket form's search: symbols that start with the text first, then any match. */
export function findStocks(rows: readonly StockRow[], text: string, exclude: ReadonlySet<string>) {
  const query = text.trim().toUpperCase();
  if (!query) return [];
  const starts: StockRow[] = [];
  const contains: StockRow[] = [];
  for (const row of rows) {
    if (exclude.has(row.symbol)) continue;
    if (row.symbol.startsWith(query)) starts.push(row);
    else if (row.symbol.includes(query) || row.name.toUpperCase().includes(query))
      contains.push(row);
    if (starts.length >= MATCHES) break;
  }
  return [...starts, ...contains].slice(0, MATCHES);
}
