import type { PricedStock } from './minimum-investment';

// What an investment of `budget` paise buys (issue 13, Deliver 6 and 7: the order preview and
// the orders placed). Whole lots only (lotSize shares, default 1). The charges of each order are
// `cost(value)`, passed in by the caller (the portfolio's charges model); they count against the
// budget, so value + charges of every order never exceed it. An order of value 0 is not placed
// and costs nothing.
//
// 1. Floor: each stock gets the whole lots its target share of the budget (wᵢ × budget) pays for.
// 2. Every stock without a lot gets one, largest target first, room made by trimming stocks
//    with more than one (as in 3), when the budget allows: so the minimum investment buys
//    every stock, whatever rounding down left out.
// 3. If the charges push that over the budget, lots come off one at a time, each from the stock
//    that ends closest to its target share without it (a stock's last lot only when no other
//    stock can give one), until it fits.
// 4. The leftover goes, a lot at a time, to the stock furthest below its target share (in
//    rupees) whose next lot still fits with its charges; ties go to the earlier stock.

export type OrderCost = (value: number) => number;

export interface BuyTarget {
  price: number;
  lotSize?: number;
  /** Paise this stock should get. */
  target: number;
}

interface Fill {
  lots: number[];
  spent: number;
}

/**
 * Whole lots towards each target within `budget`, charges included. With `untilTargets`, the
 * leftover only buys a lot that takes a stock at least half a lot closer to its target (a
 * rebalance tops stocks up, it does not overshoot); otherwise it is spent while any lot fits.
 * With `coverAll`, every stock gets a lot before any gets a second (an investment, not a top-up).
 */
export function buyTowards(
  targets: readonly BuyTarget[],
  budget: number,
  cost: OrderCost = () => 0,
  untilTargets = false,
  coverAll = false,
): Fill {
  const unit = targets.map((t) => (t.lotSize ?? 1) * t.price);
  const lots = targets.map((t, i) => Math.max(0, Math.floor(t.target / (unit[i] as number))));
  const outlay = (i: number, n: number) => {
    const value = n * (unit[i] as number);
    return value > 0 ? value + cost(value) : 0;
  };
  const deficit = (i: number) =>
    (targets[i] as BuyTarget).target - (lots[i] as number) * (unit[i] as number);
  let spent = lots.reduce((sum, n, i) => sum + outlay(i, n), 0);
  /** Takes one lot off the stock left closest to its target by losing it, among those above `keep`. */
  const trimOne = (keep: number): boolean => {
    let pick = -1;
    for (let i = 0; i < lots.length; i += 1) {
      if ((lots[i] as number) <= keep) continue;
      const after = Math.abs(deficit(i) + (unit[i] as number));
      if (pick < 0 || after < Math.abs(deficit(pick) + (unit[pick] as number))) pick = i;
    }
    if (pick < 0) return false;
    spent += outlay(pick, (lots[pick] as number) - 1) - outlay(pick, lots[pick] as number);
    lots[pick] = (lots[pick] as number) - 1;
    return true;
  };
  if (coverAll) {
    // Every stock gets a lot, largest target first, making room by trimming stocks that have
    // more than one, when the budget allows it: rounding down must not leave a small weight
    // out (the minimum investment buys each one). A lot that cannot be made room for is not added.
    const order = targets.map((_, i) => i).sort((a, b) => targets[b]!.target - targets[a]!.target);
    for (const i of order) {
      if ((lots[i] as number) > 0) continue;
      const before = { lots: [...lots], spent };
      lots[i] = 1;
      spent += outlay(i, 1);
      while (spent > budget && trimOne(1));
      if (spent > budget) {
        lots.splice(0, lots.length, ...before.lots);
        spent = before.spent;
      }
    }
  }
  // Over the budget with the charges: trim, a stock's last lot only when no other can give.
  while (spent > budget && (trimOne(coverAll ? 1 : 0) || trimOne(0)));

  for (;;) {
    let pick = -1;
    let pickExtra = 0;
    for (let i = 0; i < lots.length; i += 1) {
      if (untilTargets && deficit(i) < (unit[i] as number) / 2) continue;
      const extra = outlay(i, (lots[i] as number) + 1) - outlay(i, lots[i] as number);
      if (spent + extra > budget) continue;
      if (pick < 0 || deficit(i) > deficit(pick)) [pick, pickExtra] = [i, extra];
    }
    if (pick < 0) break;
    lots[pick] = (lots[pick] as number) + 1;
    spent += pickExtra;
  }
  return { lots, spent };
}

export function planPurchase(
  stocks: readonly PricedStock[],
  budget: number,
  options?: { cost?: OrderCost },
): { quantities: number[]; spent: number; leftover: number } {
  const { lots, spent } = buyTowards(
    stocks.map((s) => ({
      price: s.price,
      lotSize: s.lotSize,
      target: (s.weightBp * budget) / 10_000,
    })),
    budget,
    options?.cost,
    false,
    true,
  );
  return {
    quantities: lots.map((n, i) => n * (stocks[i]?.lotSize ?? 1)),
    spent,
    leftover: budget - spent,
  };
}
