import { describe, expect, it } from 'vitest';
import { INVEST_MAX } from '@/features/baskets/model/contract';
import { minimumInvestment, type PricedStock } from '@/features/baskets/model/minimum-investment';

// Worked by hand (±2 % absolute tolerance unless stated):
// 1. A ₹100 and B ₹300, 50 : 50. One B must be ≤ 52 %: A ≥ ₹576.92, so 300 + 100a ≥ 576.92,
//    a ≥ 3; a = 3 gives ₹600, exactly 50 : 50.
// 2. X ₹1,000, Y ₹600, Z ₹250 at 50 : 30 : 20. One X ≤ 52 % needs ≥ ₹1,923.08 and ≥ 48 % means
//    ≤ ₹2,083.33; in that range one Y (₹600) is 28.8-31.2 % but Z must be ₹346-458: one Z
//    (₹1,850 in all) is below ₹1,923.08, two (₹2,100) leave X at 47.6 %. So two X: ₹3,846.15 to
//    ₹4,166.67; 2 000 + 600y + 250z in that range with Y 28-32 % and Z 18-22 % is only y = 2,
//    z = 3: ₹3,950 (50.63 %, 30.38 %, 18.99 %).
// 3. A ₹100 in lots of 50 (₹5,000 a lot) and B ₹200, 50 : 50. One lot ≤ 52 % needs ≥ ₹9,615.38,
//    so 5,000 + 200b ≥ 9,615.38, b ≥ 24: ₹9,800 (51.02 %, 48.98 %), not the exact 50 : 50 at ₹10,000.

const stock = (
  symbol: string,
  rupees: number,
  weightBp: number,
  lotSize?: number,
): PricedStock => ({
  symbol,
  price: rupees * 100,
  weightBp,
  lotSize,
});

describe('minimumInvestment', () => {
  it.each<
    [string, PricedStock[], number, { amount: number; quantities: number[]; weightsBp: number[] }]
  >([
    [
      'two stocks',
      [stock('A', 100, 5000), stock('B', 300, 5000)],
      200,
      { amount: 600_00, quantities: [3, 1], weightsBp: [5000, 5000] },
    ],
    [
      'three stocks',
      [stock('X', 1000, 5000), stock('Y', 600, 3000), stock('Z', 250, 2000)],
      200,
      { amount: 3950_00, quantities: [2, 2, 3], weightsBp: [5063, 3038, 1899] },
    ],
    [
      'a lot size',
      [stock('A', 100, 5000, 50), stock('B', 200, 5000)],
      200,
      { amount: 9800_00, quantities: [50, 24], weightsBp: [5102, 4898] },
    ],
    // ±0.5 %: one B ≤ 50.5 % needs ≥ ₹594.06, and a ∈ {3} is the only fit below ₹700 (₹600, 50 %).
    [
      'a tight tolerance',
      [stock('A', 100, 5000), stock('B', 300, 5000)],
      50,
      { amount: 600_00, quantities: [3, 1], weightsBp: [5000, 5000] },
    ],
  ])('%s', (_, stocks, tolerance, expected) => {
    const result = minimumInvestment(stocks, tolerance);
    expect(result).toMatchObject({ ...expected, withinTolerance: true });
  });

  it('names the stock that sets the minimum', () => {
    const { explanation } = minimumInvestment(
      [stock('RELIANCE', 2950, 500), stock('ITC', 10, 9500)],
      200,
    );
    // One RELIANCE share may be at most 5 % + 2 % = 7 %: ₹2,950 / 0.07 = ₹42,142.86.
    expect(explanation).toContain(
      'RELIANCE sets the minimum: one share at ₹2,950 with a 5 % weight may be at most 7 % of the basket, so the basket needs at least ₹42,143.',
    );
  });

  it('says when no amount up to ₹10 crore meets the tolerance, and comes closest', () => {
    // One BIG share (₹5 crore) at 10 % ± 1 % would need ₹45 crore; up to ₹10 crore the closest is
    // as much SMALL as fits beside it: BIG is then about 50 %, 40 points off.
    const result = minimumInvestment(
      [stock('BIG', 5_00_00_000, 1000), stock('SMALL', 100, 9000)],
      100,
    );
    expect(result.withinTolerance).toBe(false);
    expect(result.amount).toBeLessThanOrEqual(INVEST_MAX);
    expect(result.amount).toBeGreaterThan(0.99 * INVEST_MAX);
    expect(result.quantities[0]).toBe(1);
    expect(result.explanation).toMatch(
      /^No amount up to ₹10,00,00,000 buys whole shares of every stock within ±1 % of its weight\. .* BIG is then 40\.\d+ % off its weight\.$/,
    );
  });

  it('a zero tolerance that no amount up to ₹10 crore can meet', () => {
    // 33.33 : 33.33 : 33.34 exactly needs 3,333 : 3,333 : 3,334 shares of ₹1 lakh = ₹100 crore.
    const result = minimumInvestment(
      [stock('A', 1_00_000, 3333), stock('B', 1_00_000, 3333), stock('C', 1_00_000, 3334)],
      0,
    );
    expect(result.withinTolerance).toBe(false);
    expect(result.amount).toBeLessThanOrEqual(INVEST_MAX);
    expect(result.quantities.every((q) => q >= 1)).toBe(true);
  });

  it('matches an exhaustive search on small baskets', () => {
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 25; trial += 1) {
      const prices = [0, 1, 2].map(() => Math.round(50 + next() * 1500) * 100);
      const raw = prices.map(() => 1 + next());
      const sum = raw.reduce((a, b) => a + b, 0);
      const weights = raw.map((r) => Math.floor((r / sum) * 10_000));
      weights[0] = (weights[0] as number) + 10_000 - weights.reduce((a, b) => a + b, 0);
      const stocks = prices.map((price, i) => ({
        symbol: `S${i}`,
        price,
        weightBp: weights[i] as number,
      }));
      let best = Infinity;
      for (let a = 1; a <= 60; a += 1) {
        for (let b = 1; b <= 60; b += 1) {
          for (let c = 1; c <= 60; c += 1) {
            const k = [a, b, c];
            const amount = k.reduce((s, q, i) => s + q * (prices[i] as number), 0);
            const fits = k.every(
              (q, i) =>
                Math.abs(q * (prices[i] as number) * 10_000 - (weights[i] as number) * amount) <=
                200 * amount,
            );
            if (fits && amount < best) best = amount;
          }
        }
      }
      if (best < Infinity) expect(minimumInvestment(stocks, 200).amount).toBe(best);
    }
  });

  it('keeps every stock of a 30-stock basket within the tolerance, in whole lots', () => {
    let seed = 3;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const stocks = Array.from({ length: 30 }, (_, i) => ({
      symbol: `S${i}`,
      price: Math.round(Math.exp(Math.log(100) + next() * Math.log(1300))) * 100,
      weightBp: i < 10 ? 334 : 333,
      lotSize: i % 7 === 0 ? 5 : 1,
    }));
    const result = minimumInvestment(stocks, 200);
    expect(result.withinTolerance).toBe(true);
    const values = result.quantities.map((q, i) => q * (stocks[i] as PricedStock).price);
    expect(result.amount).toBe(values.reduce((a, b) => a + b, 0));
    result.quantities.forEach((q, i) => {
      const { lotSize = 1, weightBp } = stocks[i] as PricedStock;
      expect(q % lotSize).toBe(0);
      expect(q).toBeGreaterThanOrEqual(lotSize);
      expect(
        Math.abs((values[i] as number) * 10_000 - weightBp * result.amount),
      ).toBeLessThanOrEqual(200 * result.amount);
    });
  });
});
