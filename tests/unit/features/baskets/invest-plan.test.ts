import { describe, expect, it } from 'vitest';
import { planPurchase } from '@/features/baskets/model/invest-plan';
import { minimumInvestment, type PricedStock } from '@/features/baskets/model/minimum-investment';

// ₹10,000 over A ₹100, B ₹250, C ₹1,000 at 33.34 : 33.33 : 33.33 (targets ₹3,334, ₹3,333,
// ₹3,333). Floor: 33 A, 13 B, 3 C = ₹9,550. Leftover ₹450, a lot at a time to the stock furthest
// below its target that fits: B (₹83 short) → ₹9,800; A (₹34 short) → ₹9,900; then only A fits
// (₹66 over, the least over) → ₹10,000.
// With ₹20 an order: ₹9,550 + ₹60 = ₹9,610; B → ₹9,860; A → ₹9,960; nothing else fits.
// One ₹1,000 stock, ₹3,000, charges 1 %: 3 shares cost ₹3,030, so 2 (₹2,020), ₹980 left.

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
const abc = [stock('A', 100, 3334), stock('B', 250, 3333), stock('C', 1000, 3333)];

describe('planPurchase', () => {
  it.each<
    [
      string,
      PricedStock[],
      number,
      ((value: number) => number) | undefined,
      ReturnType<typeof planPurchase>,
    ]
  >([
    [
      'no charges',
      abc,
      10_000_00,
      undefined,
      { quantities: [35, 14, 3], spent: 10_000_00, leftover: 0 },
    ],
    [
      '₹20 an order',
      abc,
      10_000_00,
      () => 20_00,
      { quantities: [34, 14, 3], spent: 9_960_00, leftover: 40_00 },
    ],
    [
      'charges take a share off',
      [stock('X', 1000, 10_000)],
      3_000_00,
      (v) => Math.ceil(v / 100),
      { quantities: [2], spent: 2_020_00, leftover: 980_00 },
    ],
    // Lots of 25 × ₹40 = ₹1,000 and lots of 1 × ₹500, 50 : 50 of ₹2,600: floor 1 lot + 2 shares
    // = ₹2,000; ₹600 left: another lot of A does not fit, B's third share does (₹2,500).
    [
      'lot sizes',
      [stock('A', 40, 5000, 25), stock('B', 500, 5000)],
      2_600_00,
      undefined,
      { quantities: [25, 3], spent: 2_500_00, leftover: 100_00 },
    ],
    [
      'too little for anything',
      abc,
      50_00,
      undefined,
      { quantities: [0, 0, 0], spent: 0, leftover: 50_00 },
    ],
  ])('%s', (_, stocks, budget, cost, expected) => {
    expect(planPurchase(stocks, budget, cost ? { cost } : undefined)).toEqual(expected);
  });

  it('never spends more than the budget, charges included', () => {
    let seed = 17;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Zerodha-like: 0.1 % STT + exchange and stamp charges, at least ₹0 brokerage (delivery).
    const cost = (value: number) => Math.ceil(value * 0.00118) + 15_00;
    for (let trial = 0; trial < 200; trial += 1) {
      const n = 2 + Math.floor(next() * 20);
      const stocks = Array.from({ length: n }, (_, i) =>
        stock(
          `S${i}`,
          Math.round(10 + next() * 5000),
          Math.floor(10_000 / n),
          next() < 0.2 ? 10 : 1,
        ),
      );
      const budget = Math.round(500_00 + next() * 5_00_000_00);
      const plan = planPurchase(stocks, budget, { cost });
      const outlay = plan.quantities.reduce((sum, q, i) => {
        const value = q * (stocks[i] as PricedStock).price;
        return sum + (value > 0 ? value + cost(value) : 0);
      }, 0);
      expect(outlay).toBe(plan.spent);
      expect(plan.spent).toBeLessThanOrEqual(budget);
      expect(plan.leftover).toBe(budget - plan.spent);
      plan.quantities.forEach((q, i) =>
        expect(q % ((stocks[i] as PricedStock).lotSize ?? 1)).toBe(0),
      );
    }
  });

  it('buys every stock when given the minimum investment plus its charges', () => {
    let seed = 29;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const cost = (value: number) => Math.ceil(value * 0.00118) + 15_00;
    for (let trial = 0; trial < 100; trial += 1) {
      const n = 2 + Math.floor(next() * 12);
      const raw = Array.from({ length: n }, () => 1 + next() * 4);
      const total = raw.reduce((sum, value) => sum + value, 0);
      const weights = raw.map((value) => Math.floor((value / total) * 10_000));
      weights[0] = (weights[0] as number) + 10_000 - weights.reduce((sum, w) => sum + w, 0);
      const stocks = weights.map((weightBp, i) =>
        stock(`S${i}`, Math.round(20 + next() * 4000), weightBp),
      );
      const least = minimumInvestment(stocks, 200);
      const budget =
        least.amount +
        least.quantities.reduce((sum, q, i) => sum + cost(q * (stocks[i] as PricedStock).price), 0);
      const plan = planPurchase(stocks, budget, { cost });
      expect(plan.quantities.every((q) => q >= 1)).toBe(true);
    }
  });
});
