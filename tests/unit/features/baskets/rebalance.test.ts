import { describe, expect, it } from 'vitest';
import { driftOf } from '@/features/baskets/model/drift';
import type { PricedStock } from '@/features/baskets/model/minimum-investment';
import {
  rebalanceOrders,
  type RebalanceOrder,
  type Side,
} from '@/features/baskets/model/rebalance';

type Held = PricedStock & { quantity: number };
const held = (
  symbol: string,
  rupees: number,
  weightBp: number,
  quantity: number,
  lotSize?: number,
): Held => ({
  symbol,
  price: rupees * 100,
  weightBp,
  quantity,
  lotSize,
});
const sell = (symbol: string, quantity: number): RebalanceOrder => ({
  symbol,
  side: 'SELL',
  quantity,
});
const buy = (symbol: string, quantity: number): RebalanceOrder => ({
  symbol,
  side: 'BUY',
  quantity,
});
const tenthPercent = (_: Side, value: number) => Math.ceil(value / 1000);

// Worked examples, 50 : 50 targets, ±2 %:
// - A 30 × ₹100 (₹3,000), B 20 × ₹50 (₹1,000): ₹4,000, ₹2,000 each. Sell 10 A (₹1,000), buy 20 B.
// - Charges 0.1 %: the sell brings ₹1,000 − ₹1 = ₹999; 20 B would cost ₹1,001, so 19 (₹950.95).
// - A 20 × ₹100, B 20 × ₹50 and ₹1,000 cash: ₹4,000, A is on target; the cash buys 20 B.
// - The same without cash: ₹3,000, ₹1,500 each: sell 5 A, buy 10 B.
// - A in lots of 10, 25 held × ₹100 (₹2,500), and B 10 × ₹50 (₹500): ₹3,000, ₹1,500 each. A is
//   ₹1,000 over: the nearest whole lots are 1 (10 shares, of the 2 whole lots held); B buys 20.

describe('rebalanceOrders', () => {
  it.each<
    [
      string,
      Held[],
      { cash?: number; cost?: (side: Side, value: number) => number } | undefined,
      RebalanceOrder[],
    ]
  >([
    [
      'within tolerance: nothing',
      [held('A', 100, 5000, 3), held('B', 300, 5000, 1)],
      undefined,
      [],
    ],
    [
      'just inside tolerance: nothing',
      [held('A', 1, 5000, 52), held('B', 1, 5000, 48)],
      undefined,
      [],
    ],
    [
      'over-weight sold, under-weight bought',
      [held('A', 100, 5000, 30), held('B', 50, 5000, 20)],
      undefined,
      [sell('A', 10), buy('B', 20)],
    ],
    [
      'charges come out of the proceeds',
      [held('A', 100, 5000, 30), held('B', 50, 5000, 20)],
      { cost: tenthPercent },
      [sell('A', 10), buy('B', 19)],
    ],
    [
      'cash tops up the under-weight stock',
      [held('A', 100, 5000, 20), held('B', 50, 5000, 20)],
      { cash: 1000_00 },
      [buy('B', 20)],
    ],
    [
      'without the cash, a sell funds it',
      [held('A', 100, 5000, 20), held('B', 50, 5000, 20)],
      undefined,
      [sell('A', 5), buy('B', 10)],
    ],
    [
      'sells whole lots',
      [held('A', 100, 5000, 25, 10), held('B', 50, 5000, 10)],
      undefined,
      [sell('A', 10), buy('B', 20)],
    ],
  ])('%s', (_, stocks, options, expected) => {
    expect(rebalanceOrders(stocks, 200, options)).toEqual(expected);
  });

  it('brings the worked example back within tolerance', () => {
    const stocks = [held('A', 100, 5000, 30), held('B', 50, 5000, 20)];
    const after = stocks.map((s) => {
      const order = rebalanceOrders(stocks, 200).find((o) => o.symbol === s.symbol);
      const change = order ? (order.side === 'BUY' ? order.quantity : -order.quantity) : 0;
      return { ...s, quantity: s.quantity + change };
    });
    expect(driftOf(after, 200).needsRebalance).toBe(false);
  });

  it('never buys more than the sells bring in plus the cash, after charges', () => {
    let seed = 23;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const cost = (_: Side, value: number) => Math.ceil(value * 0.0012) + 10_00;
    for (let trial = 0; trial < 200; trial += 1) {
      const n = 2 + Math.floor(next() * 15);
      const stocks = Array.from({ length: n }, (_, i) =>
        held(
          `S${i}`,
          Math.round(20 + next() * 3000),
          Math.floor(10_000 / n),
          Math.floor(next() * 200),
          next() < 0.2 ? 5 : 1,
        ),
      );
      const cash = next() < 0.5 ? 0 : Math.round(next() * 50_000_00);
      const orders = rebalanceOrders(stocks, 200, { cash, cost });
      const price = (symbol: string) => (stocks.find((s) => s.symbol === symbol) as Held).price;
      let proceeds = 0;
      let outlay = 0;
      let seenBuy = false;
      for (const order of orders) {
        const stock = stocks.find((s) => s.symbol === order.symbol) as Held;
        const value = order.quantity * price(order.symbol);
        expect(order.quantity % (stock.lotSize ?? 1)).toBe(0);
        expect(order.quantity).toBeGreaterThan(0);
        if (order.side === 'SELL') {
          expect(seenBuy).toBe(false);
          expect(order.quantity).toBeLessThanOrEqual(stock.quantity);
          proceeds += value - cost('SELL', value);
        } else {
          seenBuy = true;
          outlay += value + cost('BUY', value);
        }
      }
      expect(outlay).toBeLessThanOrEqual(Math.max(0, proceeds + cash));
      const symbols = orders.map((o) => o.symbol);
      expect(new Set(symbols).size).toBe(symbols.length);
      if (!driftOf(stocks, 200).needsRebalance) expect(orders).toEqual([]);
    }
  });
});
