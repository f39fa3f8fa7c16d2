import { describe, expect, it } from 'vitest';
import {
  canAddItem,
  canAddList,
  distinctStocks,
  MAX_ITEMS,
  MAX_LISTS,
  moveItem,
  nameKey,
  nameProblem,
  normalName,
  rangePosition,
  withItem,
  withoutItem,
  type StockRef,
} from '@/features/watchlists/model/rules';

// The watchlist rules (issue 12, Deliver 10): at most 10 lists of at most 100 stocks, names of
// 1 to 40 characters unique per investor ignoring case, and edits that can be replayed.

const lists = [
  { id: 'a', name: 'Long-term ideas' },
  { id: 'b', name: 'Banks to watch' },
];
const s = (symbol: string, exchange: StockRef['exchange'] = 'NSE'): StockRef => ({
  exchange,
  symbol,
});

describe('nameProblem', () => {
  it.each<[string, string, string | undefined, ReturnType<typeof nameProblem>]>([
    ['a new name', 'Pharma', undefined, null],
    ['empty', '', undefined, 'empty'],
    ['only spaces', '   ', undefined, 'empty'],
    ['40 characters', 'x'.repeat(40), undefined, null],
    ['41 characters', 'x'.repeat(41), undefined, 'too-long'],
    ['40 characters once trimmed', `  ${'x'.repeat(40)}  `, undefined, null],
    ['40 characters counted as people see them (₹ is one)', '₹'.repeat(40), undefined, null],
    ['another list’s name', 'Banks to watch', undefined, 'taken'],
    ['another list’s name in another case', 'BANKS TO WATCH', undefined, 'taken'],
    ['another list’s name with extra spaces', ' Banks  to   watch ', undefined, 'taken'],
    ['its own name in another case (a rename)', 'banks to watch', 'b', null],
    ['another list’s name in a rename', 'long-term ideas', 'b', 'taken'],
  ])('%s → %s', (_case, name, exceptId, expected) => {
    expect(nameProblem(name, lists, exceptId)).toBe(expected);
  });

  it('normalises a name as kept and compared', () => {
    expect(normalName('  Banks \t to  watch ')).toBe('Banks to watch');
    expect(nameKey('Banks TO Watch')).toBe(nameKey('banks to watch'));
  });
});

describe('limits', () => {
  it.each([
    [0, true],
    [MAX_LISTS - 1, true],
    [MAX_LISTS, false],
  ])('%i lists: another may be added → %s', (count, expected) => {
    expect(canAddList(count)).toBe(expected);
  });

  it.each([
    [0, true],
    [MAX_ITEMS - 1, true],
    [MAX_ITEMS, false],
  ])('%i stocks: another may be added → %s', (count, expected) => {
    expect(canAddItem(count)).toBe(expected);
  });

  it('are 10 lists of 100 stocks (issue 12)', () => {
    expect([MAX_LISTS, MAX_ITEMS]).toEqual([10, 100]);
  });
});

describe('moveItem', () => {
  const items = ['A', 'B', 'C', 'D'];
  it.each<[string, number, number, string[]]>([
    ['up one', 2, 1, ['A', 'C', 'B', 'D']],
    ['down one', 1, 2, ['A', 'C', 'B', 'D']],
    ['to the top (drag)', 3, 0, ['D', 'A', 'B', 'C']],
    ['to the bottom (drag)', 0, 3, ['B', 'C', 'D', 'A']],
    ['onto itself', 2, 2, items],
    ['up from the top (clamped)', 0, -1, items],
    ['down from the bottom (clamped)', 3, 4, items],
    ['from outside the list', 9, 0, items],
  ])('%s', (_case, from, to, expected) => {
    expect(moveItem(items, from, to)).toEqual(expected);
    expect(items).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('adding and removing stocks, replayed', () => {
  it.each<[string, StockRef[], StockRef, StockRef[]]>([
    ['adds at the end', [s('INFY')], s('TCS'), [s('INFY'), s('TCS')]],
    ['adds once (a replay)', [s('INFY'), s('TCS')], s('INFY'), [s('INFY'), s('TCS')]],
    ['tells exchanges apart', [s('INFY')], s('INFY', 'BSE'), [s('INFY'), s('INFY', 'BSE')]],
  ])('withItem %s', (_case, items, stock, expected) => {
    expect(withItem(items, stock)).toEqual(expected);
  });

  it.each<[string, StockRef[], StockRef, StockRef[]]>([
    ['removes it', [s('INFY'), s('TCS')], s('INFY'), [s('TCS')]],
    ['removes nothing more (a replay)', [s('TCS')], s('INFY'), [s('TCS')]],
  ])('withoutItem %s', (_case, items, stock, expected) => {
    expect(withoutItem(items, stock)).toEqual(expected);
  });

  it('keeps the first of each stock in a stated list', () => {
    expect(distinctStocks([s('A'), s('B'), s('A'), s('A', 'BSE')])).toEqual([
      s('A'),
      s('B'),
      s('A', 'BSE'),
    ]);
  });
});

describe('rangePosition (52-week position)', () => {
  it.each<[string, number, number, number, number | null]>([
    ['at the low', 100, 100, 200, 0],
    ['at the high', 200, 100, 200, 1],
    ['a quarter up', 125, 100, 200, 0.25],
    ['below the low (a split-adjusted range)', 90, 100, 200, 0],
    ['above the high', 210, 100, 200, 1],
    ['an empty range', 100, 100, 100, null],
  ])('%s', (_case, close, low, high, expected) => {
    expect(rangePosition(close, low, high)).toBe(expected);
  });
});
