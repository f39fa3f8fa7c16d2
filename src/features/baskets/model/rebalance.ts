import { driftOf } from './drift';
import { buyTowards } from './invest-plan';
import type { PricedStock } from './minimum-investment';

// The orders that bring a basket back to its target weights (issue 13, Deliver 8).
//
// Nothing when every stock is within ±toleranceBp (drift.ts). Otherwise the basket is reset to
// its targets, as smallcase-style rebalances do: with T = the holdings' value + spare cash,
// each stock should hold wᵢ × T.
// - Sells: every stock above its target sells the whole lots nearest to its excess (never more
//   than it holds). Proceeds = sell values − their charges.
// - Buys: the stocks below their target (and not being sold) buy whole lots towards their gap
//   with the proceeds + cash only (buyTowards: floor, then the largest gap first), so buys and
//   their charges never exceed what the sells bring in plus the cash.
// Sells come first in the list (they fund the buys), each side in the basket's order.

export type Side = 'BUY' | 'SELL';

export interface RebalanceOrder {
  symbol: string;
  side: Side;
  quantity: number;
}

export function rebalanceOrders(
  stocks: readonly (PricedStock & { quantity: number })[],
  toleranceBp: number,
  options?: { cash?: number; cost?: (side: Side, value: number) => number },
): RebalanceOrder[] {
  const cost = options?.cost ?? (() => 0);
  const cash = Math.max(0, options?.cash ?? 0);
  const drift = driftOf(stocks, toleranceBp);
  if (!drift.needsRebalance) return [];

  const total = drift.value + cash;
  const targetOf = (s: PricedStock) => (s.weightBp * total) / 10_000;
  const sells: RebalanceOrder[] = [];
  const sold = new Set<number>();
  let proceeds = 0;
  stocks.forEach((s, i) => {
    const lot = s.lotSize ?? 1;
    const excess = s.quantity * s.price - targetOf(s);
    if (excess <= 0) return;
    const lots = Math.min(Math.floor(s.quantity / lot), Math.round(excess / (lot * s.price)));
    if (lots <= 0) return;
    const value = lots * lot * s.price;
    sells.push({ symbol: s.symbol, side: 'SELL', quantity: lots * lot });
    sold.add(i);
    proceeds += value - cost('SELL', value);
  });

  const buyers = stocks
    .map((s, i) => ({ s, i, gap: targetOf(s) - s.quantity * s.price }))
    .filter(({ i, gap }) => !sold.has(i) && gap > 0);
  const { lots } = buyTowards(
    buyers.map(({ s, gap }) => ({ price: s.price, lotSize: s.lotSize, target: gap })),
    Math.max(0, proceeds + cash),
    (value) => cost('BUY', value),
    true,
  );
  const buys: RebalanceOrder[] = [];
  buyers.forEach(({ s }, j) => {
    const n = lots[j] ?? 0;
    if (n > 0) buys.push({ symbol: s.symbol, side: 'BUY', quantity: n * (s.lotSize ?? 1) });
  });
  return [...sells, ...buys];
}
