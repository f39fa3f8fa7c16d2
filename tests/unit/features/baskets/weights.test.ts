import { describe, expect, it } from 'vitest';
import { customWeightProblem, weightsFor, type WeighInput } from '@/features/baskets/model/weights';
import type { Weighting } from '@/features/baskets/model/contract';

// Hand-worked weights (basis points). Largest remainder: floor every share, then one point each
// to the largest fractional parts, earlier stock first on a tie.

const stock = (
  marketCap: number | null,
  composite: number | null,
  weightBp?: number,
): WeighInput => ({
  symbol: 'S',
  marketCap,
  composite,
  weightBp,
});

describe('weightsFor', () => {
  it.each<[string, Weighting, WeighInput[], number[]]>([
    ['equal, 2 stocks', 'equal', [stock(1, 0), stock(1, 0)], [5000, 5000]],
    // 3,333.33 each: the one spare point goes to the first.
    ['equal, 3 stocks', 'equal', [stock(1, 0), stock(1, 0), stock(1, 0)], [3334, 3333, 3333]],
    // 1,428.57 each: 4 × 1,429 + 3 × 1,428 = 10,000.
    [
      'equal, 7 stocks',
      'equal',
      Array.from({ length: 7 }, () => stock(1, 0)),
      [1429, 1429, 1429, 1429, 1428, 1428, 1428],
    ],
    // 300 : 100 : 100 of 500.
    ['market cap', 'market-cap', [stock(300, 0), stock(100, 0), stock(100, 0)], [6000, 2000, 2000]],
    // The missing cap counts as the smallest present (1): 2 : 1 : 1.
    [
      'market cap, one missing',
      'market-cap',
      [stock(2, 0), stock(1, 0), stock(null, 0)],
      [5000, 2500, 2500],
    ],
    ['market cap, none known: equal', 'market-cap', [stock(null, 0), stock(0, 0)], [5000, 5000]],
    // Bases 1+3, 0+3, −1+3 = 4 : 3 : 2 of 9 → 4,444.4, 3,333.3, 2,222.2; the spare point to the first.
    ['factor', 'factor', [stock(null, 1), stock(null, 0), stock(null, -1)], [4445, 3333, 2222]],
    // Bases clamped: 10+3 → 6; missing → 0.25; −5+3 → 0.25. 6 : 0.25 : 0.25 of 6.5 →
    // 9,230.77, 384.62, 384.62; the two spare points to the first and second.
    [
      'factor, clamped and missing',
      'factor',
      [stock(null, 10), stock(null, null), stock(null, -5)],
      [9231, 385, 384],
    ],
    ['custom', 'custom', [stock(null, null, 7000), stock(null, null, 3000)], [7000, 3000]],
  ])('%s', (_, weighting, stocks, expected) => {
    expect(weightsFor(weighting, stocks)).toEqual(expected);
  });

  it('always adds to exactly 10,000', () => {
    let seed = 5;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let n = 2; n <= 50; n += 1) {
      const stocks = Array.from({ length: n }, () =>
        stock(next() < 0.1 ? null : next() * 1e12, next() < 0.1 ? null : next() * 8 - 4),
      );
      for (const weighting of ['equal', 'market-cap', 'factor'] as const) {
        const weights = weightsFor(weighting, stocks);
        expect(weights.reduce((sum, w) => sum + w, 0)).toBe(10_000);
        expect(weights.every((w) => Number.isInteger(w) && w >= 0)).toBe(true);
      }
    }
  });

  it('refuses invalid custom weights with the reason', () => {
    expect(() => weightsFor('custom', [stock(null, null, 5000), stock(null, null, 4000)])).toThrow(
      'The weights add up to 90 %: make them 100 %',
    );
  });
});

describe('customWeightProblem', () => {
  it.each<[string, (number | undefined)[], string | null]>([
    ['100 %', [6000, 4000], null],
    ['short', [5000, 4750], 'The weights add up to 97.5 %: make them 100 %'],
    ['over by a point', [5000, 5001], 'The weights add up to 100.01 %: make them 100 %'],
    ['a weight missing', [5000, undefined], 'Give every stock a weight'],
    ['a zero weight', [0, 10_000], 'Each weight is more than 0 %'],
    ['a negative weight', [12_000, -2_000], 'Each weight is more than 0 %'],
    ['over 100 % alone', [10_001, 1], 'A weight is at most 100 %'],
    [
      'a fraction of a point',
      [5000.5, 4999.5],
      'Give each weight with at most two decimals (e.g. 12.25 %)',
    ],
    ['no stocks', [], 'Add stocks to the basket first'],
  ])('%s', (_, weights, expected) => {
    expect(customWeightProblem(weights)).toBe(expected);
  });
});
