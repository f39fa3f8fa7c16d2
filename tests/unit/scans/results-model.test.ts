import { describe, expect, it } from 'vitest';
import type { ScanResult } from '@/features/scans/model/contract';
import { scanCsv } from '@/features/scans/model/csv';
import {
  columnHeader,
  formatCell,
  nextSort,
  sortRows,
  type ScanRow,
} from '@/features/scans/model/results';
import { errorParts, errorPlace, withSuggestion } from '@/features/scans/model/scan-error';
import { addedText, planAddAll } from '@/features/scans/model/watchlist-plan';

// The results table's order and cells, its CSV, the error display and "add all to watchlist".

const row = (
  symbol: string,
  close: number,
  change: number | null,
  values: ScanRow['values'],
): ScanRow => ({
  symbol,
  name: `${symbol} Ltd`,
  sector: 'Energy',
  close,
  changePercent: change,
  values,
});

const ROWS = [
  row('TCS', 3500, 1.5, [28.4, 'Information Technology']),
  row('INFY', 1500, -0.5, [null, 'Information Technology']),
  row('ITC', 450, 0, [25, 'Fast Moving Consumer Goods']),
  row('ABB', 7000, null, [70, 'Industrials']),
];

describe('sortRows', () => {
  const symbols = (rows: ScanRow[]) => rows.map((one) => one.symbol);

  it.each([
    ['symbol A to Z', { column: 'symbol', direction: 'ascending' }, ['ABB', 'INFY', 'ITC', 'TCS']],
    [
      'close highest first',
      { column: 'close', direction: 'descending' },
      ['ABB', 'TCS', 'INFY', 'ITC'],
    ],
    [
      'change lowest first, blanks last',
      { column: 'change', direction: 'ascending' },
      ['INFY', 'ITC', 'TCS', 'ABB'],
    ],
    [
      'change highest first, blanks still last',
      { column: 'change', direction: 'descending' },
      ['TCS', 'ITC', 'INFY', 'ABB'],
    ],
    [
      'a value column, blanks last',
      { column: 0, direction: 'descending' },
      ['ABB', 'TCS', 'ITC', 'INFY'],
    ],
    [
      'a text column, ties by symbol',
      { column: 1, direction: 'ascending' },
      ['ITC', 'ABB', 'INFY', 'TCS'],
    ],
  ] as const)('%s', (_, sort, expected) => {
    expect(symbols(sortRows(ROWS, sort))).toEqual(expected);
  });

  it('does not change the rows it was given', () => {
    const before = ROWS.map((one) => one.symbol);
    sortRows(ROWS, { column: 'close', direction: 'ascending' });
    expect(ROWS.map((one) => one.symbol)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('opens numbers highest first and text A to Z, then flips', () => {
    const start = { column: 'symbol' as const, direction: 'ascending' as const };
    expect(nextSort(start, 'close')).toEqual({ column: 'close', direction: 'descending' });
    expect(nextSort(start, 'symbol')).toEqual({ column: 'symbol', direction: 'descending' });
    expect(nextSort({ column: 2, direction: 'descending' }, 2)).toEqual({
      column: 2,
      direction: 'ascending',
    });
  });
});

describe('formatCell', () => {
  it.each([
    [1234567.5, '₹', '₹12,34,567.50'],
    [12.345, '%', '12.35%'],
    [123456.7, '₹ cr', '₹1,23,457 cr'],
    [0.456, 'x', '0.46x'],
    [1234567, '', '12,34,567'],
    [null, '₹', '–'],
    [Number.NaN, '', '–'],
    [true, '', 'Yes'],
    ['Energy', '', 'Energy'],
  ] as const)('%s with unit "%s" reads %s', (value, unit, text) => {
    expect(formatCell(value, unit)).toBe(text);
  });

  it('puts the unit in a heading once', () => {
    expect(columnHeader({ label: 'Market cap', unit: '₹ cr' })).toBe('Market cap (₹ cr)');
    expect(columnHeader({ label: 'RSI (14)', unit: '' })).toBe('RSI (14)');
  });
});

describe('scanCsv', () => {
  const result: ScanResult = {
    date: '2026-01-14',
    asOf: '2026-01-14T18:00:00.000Z',
    expression: 'pe < 30 AND sector != "Energy"',
    universe: 'NIFTY 500',
    scanned: 498,
    columns: [
      { key: 'pe', label: 'P/E', type: 'number', unit: 'x' },
      { key: 'sector', label: 'Sector', type: 'text', unit: '' },
    ],
    rows: [
      row('TCS', 3500.5, 1.5, [28.4, 'IT, "services"']),
      row('M&M', 2900, null, [null, '=cmd']),
    ],
    tookMs: 4,
  };

  it('writes the rows in the table order, plain numbers, quoted and defused text', () => {
    expect(scanCsv(result, { column: 0, direction: 'descending' })).toBe(
      [
        'Symbol,Name,Sector,Close (INR),Change (%),P/E (x),Sector',
        'TCS,TCS Ltd,Energy,3500.50,1.50,28.4,"IT, ""services"""',
        "M&M,M&M Ltd,Energy,2900.00,,,'=cmd",
        '',
      ].join('\r\n'),
    );
  });
});

describe('the error display', () => {
  const text = 'pe < 20 AND roee > 15';
  const error = {
    offset: 12,
    length: 4,
    line: 1,
    column: 13,
    message: 'Unknown field',
    suggestion: 'roe',
  };

  it('splits the text around the wrong part and offers the name meant', () => {
    expect(errorParts(text, error)).toEqual({
      before: 'pe < 20 AND ',
      wrong: 'roee',
      after: ' > 15',
    });
    expect(withSuggestion(text, error)).toBe('pe < 20 AND roe > 15');
    expect(errorPlace(text, error)).toBe('Column 13');
    expect(errorPlace('pe < 20\nAND', { line: 2, column: 4 })).toBe('Line 2, column 4');
  });

  it('marks the end of the text when something is missing there', () => {
    expect(errorParts('pe <', { offset: 4, length: 0 })).toEqual({
      before: 'pe <',
      wrong: ' ',
      after: '',
    });
    expect(
      withSuggestion('pe <', { ...error, offset: 4, length: 0, suggestion: undefined }),
    ).toBeNull();
  });
});

describe('planAddAll', () => {
  const list = {
    items: [
      { exchange: 'NSE', symbol: 'TCS' },
      { exchange: 'BSE', symbol: 'INFY' },
    ],
  };

  it.each([
    [
      'adds the ones not there',
      list,
      ['TCS', 'INFY', 'ITC'],
      100,
      { add: ['INFY', 'ITC'], already: 1, leftOut: 0 },
    ],
    [
      'fills the room left in table order',
      list,
      ['A', 'B', 'C'],
      3,
      { add: ['A'], already: 0, leftOut: 2 },
    ],
    [
      'a new list takes up to the limit',
      null,
      ['A', 'B', 'A'],
      100,
      { add: ['A', 'B'], already: 0, leftOut: 0 },
    ],
  ] as const)('%s', (_, into, symbols, max, plan) => {
    expect(planAddAll(into, symbols, max)).toEqual(plan);
  });

  it('says what happened in words', () => {
    expect(addedText({ add: ['A', 'B'], already: 1, leftOut: 3 }, 'Ideas', true)).toBe(
      'Added 2 stocks to Ideas; 1 already there; 3 left out: the list is full. Saved on this device, sent when you are back online.',
    );
    expect(addedText({ add: [], already: 2, leftOut: 0 }, 'Ideas', false)).toBe(
      'Nothing new to add to Ideas; 2 already there.',
    );
  });
});
