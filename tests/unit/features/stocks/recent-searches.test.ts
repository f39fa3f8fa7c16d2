import { describe, expect, it } from 'vitest';
import {
  addRecent,
  MAX_RECENT,
  RECENT_KEY_PREFIX,
  recentSearchStore,
  removeRecent,
  type RecentStock,
} from '@/features/stocks/model/recent-searches';

const stock = (symbol: string, exchange: 'NSE' | 'BSE' = 'NSE'): RecentStock => ({
  exchange,
  symbol,
  name: `${symbol} Ltd.`,
  sector: 'Financial Services',
});
const symbols = (list: readonly RecentStock[]) => list.map((s) => `${s.exchange}:${s.symbol}`);

describe('addRecent', () => {
  it.each([
    ['puts a new stock first', ['TCS', 'INFY'], 'SBIN', ['SBIN', 'TCS', 'INFY']],
    [
      'moves a repeated stock to the front once',
      ['TCS', 'INFY', 'SBIN'],
      'SBIN',
      ['SBIN', 'TCS', 'INFY'],
    ],
    ['starts an empty list', [], 'TCS', ['TCS']],
    [
      'keeps the newest 8',
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      'I',
      ['I', 'A', 'B', 'C', 'D', 'E', 'F', 'G'],
    ],
  ])('%s', (_, before, added, after) => {
    const list = addRecent(
      before.map((s) => stock(s)),
      stock(added),
    );
    expect(list.map((s) => s.symbol)).toEqual(after);
    expect(list.length).toBeLessThanOrEqual(MAX_RECENT);
  });

  it('tells the same symbol on two exchanges apart', () => {
    const list = addRecent([stock('RELIANCE', 'NSE')], stock('RELIANCE', 'BSE'));
    expect(symbols(list)).toEqual(['BSE:RELIANCE', 'NSE:RELIANCE']);
  });

  it('keeps only what it shows (a search result carries more fields)', () => {
    const [first] = addRecent([], {
      ...stock('TCS'),
      rank: 4,
      isin: 'INE467B01029',
    } as RecentStock);
    expect(first).toEqual(stock('TCS'));
  });

  it('removes one stock', () => {
    expect(symbols(removeRecent([stock('A'), stock('B')], stock('A')))).toEqual(['NSE:B']);
  });
});

describe('recentSearchStore: one list per signed-in user', () => {
  const store = recentSearchStore(() => localStorage);

  it('keeps each user’s list under their own key', () => {
    store.write('user-a', [stock('TCS')]);
    store.write('user-b', [stock('INFY')]);
    expect(symbols(store.read('user-a'))).toEqual(['NSE:TCS']);
    expect(symbols(store.read('user-b'))).toEqual(['NSE:INFY']);
    expect(localStorage.getItem(`${RECENT_KEY_PREFIX}user-a`)).not.toBeNull();
  });

  it('drops every other user’s list and a cleared user’s own', () => {
    store.write('user-a', [stock('TCS')]);
    store.write('user-b', [stock('INFY')]);
    localStorage.setItem('nivesh:sessionhash', 'kept');
    store.keepOnly('user-a');
    expect(store.read('user-b')).toEqual([]);
    expect(localStorage.getItem(`${RECENT_KEY_PREFIX}user-b`)).toBeNull();
    expect(localStorage.getItem('nivesh:sessionhash')).toBe('kept');
    store.clear('user-a');
    expect(store.read('user-a')).toEqual([]);
  });

  it.each([
    ['not JSON', '{'],
    ['the wrong shape', '[{"symbol":1}]'],
    ['an object', '{"symbol":"TCS"}'],
  ])('reads %s as an empty list', (_, raw) => {
    localStorage.setItem(`${RECENT_KEY_PREFIX}user-a`, raw);
    expect(store.read('user-a')).toEqual([]);
  });

  it('works without storage (private mode) by keeping nothing', () => {
    const none = recentSearchStore(() => null);
    none.write('user-a', [stock('TCS')]);
    expect(none.read('user-a')).toEqual([]);
    const failing = recentSearchStore(() => {
      throw new Error('SecurityError');
    });
    expect(failing.read('user-a')).toEqual([]);
    expect(() => failing.keepOnly('user-a')).not.toThrow();
  });
});
