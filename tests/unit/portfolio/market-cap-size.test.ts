import { describe, expect, it } from 'vitest';
import { rankByMarketCap, sizeOfRank } from '@/features/portfolio/model/market-cap-size';

// SEBI circular SEBI/HO/IMD/DF3/CIR/P/2017/114 (6 Oct 2017): by full market cap, companies
// 1–100 are large cap, 101–250 mid cap, 251 onwards small cap.

describe('sizeOfRank', () => {
  it.each([
    [1, 'Large cap'],
    [100, 'Large cap'],
    [101, 'Mid cap'],
    [250, 'Mid cap'],
    [251, 'Small cap'],
    [5_000, 'Small cap'],
  ])('rank %d is %s', (rank, size) => {
    expect(sizeOfRank(rank)).toBe(size);
  });

  it.each([0, -1, 1.5, Number.NaN])('throws for rank %d', (rank) => {
    expect(() => sizeOfRank(rank)).toThrow(RangeError);
  });
});

describe('rankByMarketCap', () => {
  it('ranks by descending cap, ties in input order', () => {
    const items = [
      { symbol: 'SMALL', cap: 10 },
      { symbol: 'TIE-A', cap: 50 },
      { symbol: 'BIG', cap: 900 },
      { symbol: 'TIE-B', cap: 50 },
      { symbol: 'UNKNOWN', cap: Number.NaN },
    ];
    const ranks = rankByMarketCap(items, (item) => item.cap);
    expect(items.map((item) => [item.symbol, ranks.get(item)])).toEqual([
      ['SMALL', 4],
      ['TIE-A', 2],
      ['BIG', 1],
      ['TIE-B', 3],
      ['UNKNOWN', 5],
    ]);
  });

  it('feeds sizeOfRank across the SEBI boundaries', () => {
    const caps = Array.from({ length: 300 }, (_, i) => 300 - i); // rank = index + 1
    const ranks = rankByMarketCap(caps, (cap) => cap);
    const sizeOfCap = (cap: number) => sizeOfRank(ranks.get(cap) ?? 0);
    expect([sizeOfCap(201), sizeOfCap(200), sizeOfCap(51), sizeOfCap(50)]).toEqual([
      'Large cap',
      'Mid cap',
      'Mid cap',
      'Small cap',
    ]);
  });

  it('is empty for no items', () => {
    expect(rankByMarketCap([], () => 0).size).toBe(0);
  });
});
