import { describe, expect, it } from 'vitest';
import { stockRowSchema, type StockRow } from '@/features/baskets/model/archive-shapes';
import {
  activeFilterCount,
  compileFilter,
  EMPTY_FILTER,
  filterStocks,
  nextSort,
  sectorsOf,
  sortStocks,
  type FilterForm,
  type StockSort,
} from '@/features/baskets/model/stock-filter';

// Five stocks with the figures the filters read (prices in paise, ROE and yield in percent).
const row = (fields: Partial<StockRow> & Pick<StockRow, 'symbol'>): StockRow =>
  stockRowSchema.parse({
    name: `${fields.symbol} Ltd`,
    sector: 'Energy',
    close: 100_00,
    ...fields,
  });

const ROWS: StockRow[] = [
  row({
    symbol: 'RELIANCE',
    name: 'Reliance Industries',
    sector: 'Energy',
    rank: 1,
    size: 'large',
    close: 2_950_00,
    pe: 28,
    roe: 9,
    dividendYield: 0.3,
    debtToEquity: 0.4,
    composite: 0.5,
    quality: 0.2,
    marketCap: 20e14,
  }),
  row({
    symbol: 'TCS',
    name: 'Tata Consultancy Services',
    sector: 'Information Technology',
    rank: 2,
    size: 'large',
    close: 4_100_00,
    pe: 31,
    roe: 48,
    dividendYield: 1.3,
    debtToEquity: 0.1,
    composite: 1.4,
    quality: 2.1,
    marketCap: 15e14,
  }),
  row({
    symbol: 'TATASTEEL',
    name: 'Tata Steel',
    sector: 'Metals & Mining',
    rank: 60,
    size: 'large',
    close: 150_00,
    pe: -12,
    roe: -4,
    dividendYield: 2.4,
    debtToEquity: 1.1,
    composite: -0.8,
    quality: -1,
    marketCap: 1.9e14,
  }),
  row({
    symbol: 'MIDCO',
    name: 'Mid Company',
    sector: 'Information Technology',
    rank: 180,
    size: 'mid',
    close: 800_00,
    pe: 18,
    roe: 22,
    dividendYield: null,
    debtToEquity: 0,
    composite: null,
    quality: null,
    marketCap: null,
  }),
  row({
    symbol: 'SMALLCO',
    name: 'Small Co',
    sector: 'Energy',
    rank: 400,
    size: 'small',
    close: 45_50,
    pe: null,
    roe: 15,
    dividendYield: 4.1,
    debtToEquity: 2.5,
    composite: 2.2,
    quality: 0.4,
    marketCap: 0.1e14,
  }),
];

const form = (change: Partial<FilterForm>): FilterForm => ({ ...EMPTY_FILTER, ...change });
const symbolsOf = (rows: readonly StockRow[]) => rows.map((r) => r.symbol);

describe('filterStocks', () => {
  it.each<[string, Partial<FilterForm>, string[]]>([
    ['no filter keeps every stock', {}, ['RELIANCE', 'TCS', 'TATASTEEL', 'MIDCO', 'SMALLCO']],
    ['search matches symbol or name, any case', { search: 'tata' }, ['TCS', 'TATASTEEL']],
    ['one sector', { sector: 'Information Technology' }, ['TCS', 'MIDCO']],
    ['sizes: mid and small', { sizes: ['mid', 'small'] }, ['MIDCO', 'SMALLCO']],
    [
      'price from ₹100 to ₹1,000 (typed in rupees)',
      { bounds: { priceMin: '100', priceMax: '1,000' } },
      ['TATASTEEL', 'MIDCO'],
    ],
    [
      'P/E at most 30 leaves out losses and unknown P/E',
      { bounds: { peMax: '30' } },
      ['RELIANCE', 'MIDCO'],
    ],
    ['ROE at least 15 %', { bounds: { roeMin: '15%' } }, ['TCS', 'MIDCO', 'SMALLCO']],
    [
      'dividend yield at least 1 % leaves out an unknown yield',
      { bounds: { dividendYieldMin: '1' } },
      ['TCS', 'TATASTEEL', 'SMALLCO'],
    ],
    [
      'debt/equity at most 0.5',
      { bounds: { debtToEquityMax: '0.5' } },
      ['RELIANCE', 'TCS', 'MIDCO'],
    ],
    [
      'factor score at least 0 leaves out unscored stocks',
      { bounds: { composite: '0' } },
      ['RELIANCE', 'TCS', 'SMALLCO'],
    ],
    [
      'negative factor minimum',
      { bounds: { quality: '-1' } },
      ['RELIANCE', 'TCS', 'TATASTEEL', 'SMALLCO'],
    ],
    [
      'several filters together',
      { sector: 'Energy', bounds: { dividendYieldMin: '0.1', composite: '1' } },
      ['SMALLCO'],
    ],
    [
      'a bound that is not a number is ignored',
      { bounds: { peMax: 'cheap' } },
      ['RELIANCE', 'TCS', 'TATASTEEL', 'MIDCO', 'SMALLCO'],
    ],
  ])('%s', (_, change, expected) => {
    expect(symbolsOf(filterStocks(ROWS, compileFilter(form(change))))).toEqual(expected);
  });

  it('names a bound that is not a number and counts only the filters in force', () => {
    const compiled = compileFilter(
      form({ search: ' tcs ', sizes: ['large'], bounds: { peMax: 'cheap', roeMin: '10' } }),
    );
    expect(compiled.problems).toEqual({ peMax: 'Type a number, or leave it empty' });
    expect(activeFilterCount(compiled)).toBe(3);
  });
});

describe('sortStocks', () => {
  it.each<[StockSort, string[]]>([
    [{ key: 'rank', direction: 'asc' }, ['RELIANCE', 'TCS', 'TATASTEEL', 'MIDCO', 'SMALLCO']],
    [{ key: 'close', direction: 'desc' }, ['TCS', 'RELIANCE', 'MIDCO', 'TATASTEEL', 'SMALLCO']],
    [{ key: 'close', direction: 'asc' }, ['SMALLCO', 'TATASTEEL', 'MIDCO', 'RELIANCE', 'TCS']],
    // Unknown figures go last in both directions.
    [{ key: 'composite', direction: 'desc' }, ['SMALLCO', 'TCS', 'RELIANCE', 'TATASTEEL', 'MIDCO']],
    [{ key: 'composite', direction: 'asc' }, ['TATASTEEL', 'RELIANCE', 'TCS', 'SMALLCO', 'MIDCO']],
    [
      { key: 'dividendYield', direction: 'asc' },
      ['RELIANCE', 'TCS', 'TATASTEEL', 'SMALLCO', 'MIDCO'],
    ],
    [{ key: 'symbol', direction: 'desc' }, ['TCS', 'TATASTEEL', 'SMALLCO', 'RELIANCE', 'MIDCO']],
    // Ties (same sector) by size rank.
    [{ key: 'sector', direction: 'asc' }, ['RELIANCE', 'SMALLCO', 'TCS', 'MIDCO', 'TATASTEEL']],
  ])('%o', (sort, expected) => {
    expect(symbolsOf(sortStocks(ROWS, sort))).toEqual(expected);
  });

  it('leaves the input as it was', () => {
    const before = symbolsOf(ROWS);
    sortStocks(ROWS, { key: 'close', direction: 'desc' });
    expect(symbolsOf(ROWS)).toEqual(before);
  });
});

describe('nextSort', () => {
  it.each<[StockSort, Parameters<typeof nextSort>[1], StockSort]>([
    [{ key: 'rank', direction: 'asc' }, 'rank', { key: 'rank', direction: 'desc' }],
    [{ key: 'rank', direction: 'desc' }, 'rank', { key: 'rank', direction: 'asc' }],
    [{ key: 'rank', direction: 'asc' }, 'roe', { key: 'roe', direction: 'desc' }],
    [{ key: 'roe', direction: 'desc' }, 'symbol', { key: 'symbol', direction: 'asc' }],
  ])('from %o choosing %s', (current, key, expected) => {
    expect(nextSort(current, key)).toEqual(expected);
  });
});

describe('sectorsOf', () => {
  it('lists each sector once, A to Z', () => {
    expect(sectorsOf(ROWS)).toEqual(['Energy', 'Information Technology', 'Metals & Mining']);
  });
});

describe('stockRowSchema', () => {
  it('reads missing figures as null, a missing lot size as 1 and an unknown size as small', () => {
    const parsed = stockRowSchema.parse({
      symbol: 'NEWCO',
      name: 'New Co',
      sector: 'Services',
      close: 123_45,
      size: 'micro',
      extra: 'ignored',
    });
    expect(parsed).toMatchObject({
      pe: null,
      composite: null,
      lotSize: 1,
      size: 'small',
      inNifty50: false,
    });
    expect(parsed).not.toHaveProperty('extra');
  });
});
