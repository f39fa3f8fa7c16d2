import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  prefixDistance,
  searchStocks,
  typoLimit,
} from '@/features/stocks/model/search';
import { UNIVERSE } from './universe-fixture';

const index = buildSearchIndex(UNIVERSE);
const symbols = (query: string, limit?: number) =>
  searchStocks(index, query, limit).map((result) => result.stock.symbol);
const tiers = (query: string) =>
  searchStocks(index, query).map((result) => `${result.stock.symbol}:${result.tier}`);

describe('searchStocks: what comes first', () => {
  it.each([
    ['reli', 'RELIANCE'],
    ['RELI', 'RELIANCE'],
    ['  reli  ', 'RELIANCE'],
    ['relaince', 'RELIANCE'],
    ['reliance', 'RELIANCE'],
    ['INE002A01018', 'RELIANCE'],
    ['ine002a01018', 'RELIANCE'],
    ['ine002a', 'RELIANCE'],
    ['tcs', 'TCS'],
    ['tsc', 'TCS'],
    ['infy', 'INFY'],
    ['infosys', 'INFY'],
    ['infosis', 'INFY'],
    ['m&m', 'M&M'],
    ['mahindra', 'M&M'],
    ['bajaj auto', 'BAJAJ-AUTO'],
    ['bajaj-auto', 'BAJAJ-AUTO'],
    ['bajajauto', 'BAJAJ-AUTO'],
    ['airtel', 'BHARTIARTL'],
    ['edge', 'NAUKRI'],
    ['state bank', 'SBIN'],
    ['larsen', 'LT'],
    ['tata motrs', 'TMPV'],
    ['hdfc bnak', 'HDFCBANK'],
  ])('%j -> %s first', (query, expected) => {
    expect(symbols(query)[0]).toBe(expected);
  });
});

describe('searchStocks: ranking', () => {
  it.each([
    // Symbol prefixes by size, then names that start with the text.
    ['reli', ['RELIANCE:symbol', 'RELINFRA:symbol', 'RELIGARE:symbol', 'RPOWER:name']],
    ['hdfc', ['HDFCBANK:symbol', 'HDFCLIFE:symbol', 'HDFCAMC:symbol']],
    ['reliance', ['RELIANCE:exact', 'RPOWER:name', 'RELINFRA:name']],
    ['INE002A01018', ['RELIANCE:exact']],
    // Every "Tata" symbol before the Tata companies whose symbol does not say so.
    [
      'tata',
      [
        'TATASTEEL:symbol',
        'TATAPOWER:symbol',
        'TATACONSUM:symbol',
        'TATAELXSI:symbol',
        'TCS:name',
        'TMPV:name',
      ],
    ],
    // A word of the name, larger banks first.
    ['bank', ['HDFCBANK:word', 'ICICIBANK:word', 'SBIN:word', 'AXISBANK:word', 'INDUSINDBK:word']],
    ['artl', ['BHARTIARTL:substring']],
  ])('%j -> %j', (query, expected) => {
    expect(tiers(query).slice(0, expected.length)).toEqual(expected);
  });

  it('puts the exact symbol ahead of bigger companies that merely start with it', () => {
    expect(symbols('abb')).toEqual(['ABB', 'ABBOTINDIA']);
  });

  it('ranks near misses after every real match, fewer edits first', () => {
    const found = tiers('relaince');
    expect(found[0]).toBe('RELIANCE:typo');
    expect(found).toEqual(expect.arrayContaining(['RPOWER:typo', 'RELINFRA:typo']));
    expect(tiers('tcs')[0]).toBe('TCS:exact');
    expect(
      tiers('tcs')
        .slice(1)
        .every((hit) => !hit.endsWith(':exact')),
    ).toBe(true);
  });

  it('tolerates typos after the first letter, and a swapped first pair', () => {
    expect(tiers('rleiance')[0]).toBe('RELIANCE:typo');
    expect(tiers('infpsys')[0]).toBe('INFY:typo');
    // A wrong first letter is not guessed (Lucene's fuzzy prefix_length 1): cheap and less noisy.
    expect(symbols('eeliance')).not.toContain('RELIANCE');
  });

  it('finds nothing for an empty query or text that matches no stock', () => {
    expect(symbols('')).toEqual([]);
    expect(symbols('   ')).toEqual([]);
    expect(symbols('--')).toEqual([]);
    expect(symbols('xyzzyq')).toEqual([]);
  });

  it('does not guess typos or substrings for one or two letters', () => {
    expect(tiers('rz')).toEqual([]);
    expect(symbols('r')[0]).toBe('RELIANCE');
    expect(tiers('r').every((hit) => /:(symbol|name|word)$/.test(hit))).toBe(true);
  });

  it('returns at most the limit, the best ones', () => {
    expect(symbols('a', 3)).toHaveLength(3);
    expect(symbols('bank', 2)).toEqual(['HDFCBANK', 'ICICIBANK']);
    expect(symbols('a', 0)).toEqual([]);
  });

  it('does not depend on the order of the universe it was built from', () => {
    const shuffled = buildSearchIndex([...UNIVERSE].reverse());
    for (const query of ['reli', 'hdfc', 'tata', 'relaince', 'bank']) {
      expect(searchStocks(shuffled, query)).toEqual(searchStocks(index, query));
    }
  });
});

describe('prefixDistance (Damerau-Levenshtein against the closest prefix)', () => {
  it.each([
    ['RELIANCE', 'RELIANCE', 2, 0],
    ['REL', 'RELIANCE', 1, 0],
    ['RELAINCE', 'RELIANCE', 2, 1],
    ['RELINCE', 'RELIANCE', 2, 1],
    ['RELIANCEE', 'RELIANCE', 2, 1],
    ['INFOSIS', 'INFOSYS', 2, 1],
    ['TSC', 'TCS', 1, 1],
    ['HDFCBNAK', 'HDFCBANK', 2, 1],
    ['RLAINCE', 'RELIANCE', 2, 2],
    ['ABC', 'XYZ', 1, 2],
    ['TCS', 'T', 1, 2],
    ['', 'ANY', 1, 0],
  ])('%s ~ %s (limit %i) = %i', (query, candidate, limit, expected) => {
    expect(prefixDistance(query, candidate, limit)).toBe(expected);
  });

  it.each([
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [12, 2],
  ])('%i letters allow %i edits', (length, edits) => {
    expect(typoLimit(length)).toBe(edits);
  });
});
