import { describe, expect, it } from 'vitest';
import { CSV_HEADER, holdingsCsv } from '@/features/portfolio/components/holdings-csv';
import {
  DEFAULT_SORT,
  filterHoldings,
  nextSort,
  NO_FILTER,
  sectorsOf,
  sortHoldings,
  totalsOf,
  type HoldingsFilter,
  type Sort,
} from '@/features/portfolio/components/holdings-view';
import { HOLDINGS, holding, holdingsOf } from './holdings-fixtures';

// The holdings table's filter, sort and totals, and its CSV (issue 11), as tables of cases.

const items = HOLDINGS.items;
const symbols = (list: readonly { symbol: string }[]) => list.map((item) => item.symbol);

describe('filtering holdings', () => {
  it.each<[string, Partial<HoldingsFilter>, string[]]>([
    ['nothing', {}, ['INFY', 'TCS', 'HDFCBANK']],
    ['a symbol, any case', { search: 'tcs' }, ['TCS']],
    ['part of a name', { search: 'bank' }, ['HDFCBANK']],
    ['a sector', { sector: 'Information Technology' }, ['INFY', 'TCS']],
    ['gains only', { gain: 'gains' }, ['INFY', 'HDFCBANK']],
    ['losses only', { gain: 'losses' }, ['TCS']],
    ['a sector and losses', { sector: 'Financial Services', gain: 'losses' }, []],
  ])('by %s', (_case, filter, expected) => {
    expect(symbols(filterHoldings(items, { ...NO_FILTER, ...filter }))).toEqual(expected);
  });

  it('lists each sector once, A to Z', () => {
    expect(sectorsOf(items)).toEqual(['Financial Services', 'Information Technology']);
  });
});

describe('sorting holdings', () => {
  it.each<[Sort, string[]]>([
    [DEFAULT_SORT, ['HDFCBANK', 'INFY', 'TCS']],
    [{ key: 'value', direction: 'ascending' }, ['TCS', 'INFY', 'HDFCBANK']],
    [{ key: 'stock', direction: 'ascending' }, ['HDFCBANK', 'INFY', 'TCS']],
    [{ key: 'unrealisedGain', direction: 'descending' }, ['HDFCBANK', 'INFY', 'TCS']],
    [{ key: 'dayChange', direction: 'ascending' }, ['TCS', 'HDFCBANK', 'INFY']],
    [{ key: 'quantity', direction: 'descending' }, ['HDFCBANK', 'INFY', 'TCS']],
  ])('%j', (sort, expected) => {
    expect(symbols(sortHoldings(items, sort))).toEqual(expected);
  });

  it.each<[Sort, Sort['key'], Sort]>([
    [DEFAULT_SORT, 'value', { key: 'value', direction: 'ascending' }],
    [{ key: 'value', direction: 'ascending' }, 'value', { key: 'value', direction: 'descending' }],
    [DEFAULT_SORT, 'stock', { key: 'stock', direction: 'ascending' }],
    [DEFAULT_SORT, 'weight', { key: 'weight', direction: 'descending' }],
  ])('from %j, pressing %s gives %j', (current, key, next) => {
    expect(nextSort(current, key)).toEqual(next);
  });
});

describe('totals of what is shown', () => {
  it('sums value, cost and changes, with percents against their bases', () => {
    const totals = totalsOf(items);
    // INFY 10 × ₹1,500 + TCS 4 × ₹3,500 + HDFCBANK 20 × ₹1,600.
    expect(totals).toMatchObject({
      count: 3,
      value: 6_100_000,
      invested: 6_000_000,
      dayChange: 20_000 - 8_000,
      unrealisedGain: 100_000,
    });
    expect(totals.dayChangePercent).toBeCloseTo((12_000 / (6_100_000 - 12_000)) * 100, 10);
    expect(totals.unrealisedGainPercent).toBeCloseTo((100_000 / 6_000_000) * 100, 10);
  });

  it('has no percent to show without a base', () => {
    expect(totalsOf([])).toMatchObject({
      value: 0,
      dayChangePercent: null,
      unrealisedGainPercent: null,
    });
  });
});

describe('the CSV export', () => {
  it('names its columns and writes plain rupees with two decimals', () => {
    const lines = holdingsCsv(items.slice(0, 1)).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER.join(','));
    expect(CSV_HEADER).toEqual([
      'Symbol',
      'Name',
      'Sector',
      'Quantity',
      'Average cost (INR)',
      'Last price (INR)',
      'Invested (INR)',
      'Value (INR)',
      'Day change (INR)',
      'Day change (%)',
      'Unrealised gain (INR)',
      'Unrealised gain (%)',
      'Weight (%)',
    ]);
    expect(lines[1]).toBe(
      'INFY,Infosys Limited,Information Technology,10,1400.00,1500.00,14000.00,15000.00,200.00,1.35,1000.00,7.14,24.59',
    );
    expect(lines[2]).toBe('');
  });

  it('quotes commas and quotes, keeps a loss negative, and defuses formulas', () => {
    const odd = holdingsOf([
      holding('M&M', {
        name: 'Mahindra & Mahindra, "M&M"',
        sector: '=HYPERLINK("x")',
        quantity: 1,
        invested: 200_000,
        lastPrice: 150_000,
        previousClose: 150_000,
      }),
    ]);
    const row = holdingsCsv(odd.items).split('\r\n')[1];
    expect(row).toBe(
      `M&M,"Mahindra & Mahindra, ""M&M""","'=HYPERLINK(""x"")",1,2000.00,1500.00,2000.00,1500.00,0.00,0.00,-500.00,-25.00,100.00`,
    );
  });
});
