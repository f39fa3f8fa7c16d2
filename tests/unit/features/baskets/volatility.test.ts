import { describe, expect, it } from 'vitest';
import { annualVolatility } from '@/features/baskets/model/volatility';

/** Closes from 100 with the given daily returns. */
const closes = (returns: number[]) =>
  returns.reduce<number[]>((series, r) => [...series, (series.at(-1) as number) * (1 + r)], [100]);
const alternating = (days: number, size: number, first = 1) =>
  Array.from({ length: days }, (_, t) => (t % 2 === 0 ? first : -first) * size);

describe('annualVolatility', () => {
  it('is null with fewer than 60 common days', () => {
    expect(annualVolatility([closes(alternating(58, 0.01))], [10_000])).toBeNull();
    expect(
      annualVolatility(
        [closes(alternating(80, 0.01)), closes(alternating(58, 0.01))],
        [5000, 5000],
      ),
    ).toBeNull();
    expect(annualVolatility([closes(alternating(59, 0.01))], [10_000])).not.toBeNull();
  });

  it.each<[string, number[][], number[], number]>([
    ['flat prices', [Array.from({ length: 100 }, () => 250)], [10_000], 0],
    // 60 returns, 30 of +1 % and 30 of −1 %: mean 0, sample variance 60 × 0.0001 / 59, × 252.
    [
      '±1 % a day',
      [closes(alternating(60, 0.01))],
      [10_000],
      0.01 * Math.sqrt(60 / 59) * Math.sqrt(252),
    ],
    // Rebalanced daily, two stocks moving exactly opposite cancel out.
    [
      'opposite stocks, equal weights',
      [closes(alternating(60, 0.01)), closes(alternating(60, 0.01, -1))],
      [5000, 5000],
      0,
    ],
    // 75 : 25 of them: every day's return is ±0.5 %.
    [
      'opposite stocks, 75 : 25',
      [closes(alternating(60, 0.01)), closes(alternating(60, 0.01, -1))],
      [7500, 2500],
      0.005 * Math.sqrt(60 / 59) * Math.sqrt(252),
    ],
    // Weights need not add to 10,000: 3 : 1 is 75 : 25.
    [
      'weights scaled',
      [closes(alternating(60, 0.01)), closes(alternating(60, 0.01, -1))],
      [3, 1],
      0.005 * Math.sqrt(60 / 59) * Math.sqrt(252),
    ],
  ])('%s', (_, series, weights, expected) => {
    expect(annualVolatility(series, weights)).toBeCloseTo(expected, 10);
  });

  it('aligns series of different lengths on their last day', () => {
    const short = closes(alternating(60, 0.01, -1));
    const long = [
      ...Array.from({ length: 40 }, (_, t) => 50 + t),
      ...closes(alternating(60, 0.01)),
    ];
    // Only the last 61 closes of the long series count: they move exactly against the short one.
    expect(annualVolatility([long, short], [5000, 5000])).toBeCloseTo(0, 12);
    expect(annualVolatility([long, short], [7500, 2500])).toBeCloseTo(
      annualVolatility([long.slice(40), short], [7500, 2500]) as number,
      12,
    );
  });
});
