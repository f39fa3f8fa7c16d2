import { BUY_CHARGES_RESERVE, fillPrice } from './costs';
import { buy, markTo, openPaise, sell, valueOf, type Book, type Market } from './portfolio';
import type { ExitReason } from './trades';

// Trading a rebalance at the open after its signal day (issue 14): the value of the account at
// that open is split by the target weights; stocks no longer wanted are sold whole, then the
// kept ones are trimmed or topped up only when they are more than REBALANCE_BAND away from
// their target value (a tolerance band, as a manager would: resizing every holding every
// month costs a DP charge a stock for little), then new ones are bought in rank order with the
// cash there is. A stock that does not trade that morning is sold on its next open.

export interface Target {
  stock: number;
  weight: number;
}

/** A kept holding is resized only when its value is off its target by more than this share. */
export const REBALANCE_BAND = 0.2;

export interface RebalanceOutcome {
  /** Targets with no open on the trading day: not bought. */
  notBought: number[];
}

export function rebalanceTo(
  book: Book,
  market: Market,
  targets: readonly Target[],
  index: number,
  /** Sales waiting for an open (stock → why), filled in for stocks that do not trade today. */
  pending: Map<number, ExitReason>,
): RebalanceOutcome {
  const { frame, setup } = market;
  markTo(book, frame, index, 'open');
  const total = valueOf(book);
  const reserve = setup.costs ? 1 + BUY_CHARGES_RESERVE : 1;
  const wanted = new Map<number, { value: number; quantity: number }>();
  for (const { stock, weight } of targets) {
    const open = frame.stocks[stock]?.open[index] ?? NaN;
    if (!(open > 0)) continue;
    const lot = Math.max(1, frame.stocks[stock]?.lotSize ?? 1);
    const price = fillPrice(open, 'BUY', setup.slippageBps);
    const value = weight * total;
    wanted.set(stock, { value, quantity: Math.floor(value / (price * reserve) / lot) * lot });
  }
  const kept = new Set(targets.map((target) => target.stock));
  const held = [...book.positions.keys()].sort((a, b) => a - b);
  for (const stock of held) {
    const quantity = book.positions.get(stock)?.quantity ?? 0;
    const target = wanted.get(stock);
    if (!kept.has(stock)) {
      const sold = pending.has(stock) || sell(book, market, stock, quantity, index, 'rebalance');
      if (!sold) pending.set(stock, 'rebalance');
      continue;
    }
    if (!target) continue;
    const value = quantity * openPaise(frame, stock, index);
    if (value > target.value * (1 + REBALANCE_BAND) && quantity > target.quantity) {
      sell(book, market, stock, quantity - target.quantity, index, 'rebalance');
    }
  }
  const notBought: number[] = [];
  for (const { stock } of targets) {
    const target = wanted.get(stock);
    if (!target) {
      if (!book.positions.has(stock)) notBought.push(stock);
      continue;
    }
    const quantity = book.positions.get(stock)?.quantity ?? 0;
    const value = quantity * openPaise(frame, stock, index);
    if (value < target.value * (1 - REBALANCE_BAND) && target.quantity > quantity) {
      buy(book, market, stock, target.quantity - quantity, index);
    }
  }
  return { notBought };
}
