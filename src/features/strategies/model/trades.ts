import type { BacktestResult } from './contract';

// The trades list (issue 14, Deliver 5): newest first, a page at a time, each with why it was
// sold and its profit after both legs' charges.

export type Trade = BacktestResult['trades'][number];

export const REASON_LABELS: Readonly<Record<Trade['reason'], string>> = {
  rebalance: 'Rebalance',
  stopLoss: 'Stop-loss',
  exitRule: 'Exit rule',
  open: 'Still held',
};

export const TRADES_PAGE = 20;

/** Latest bought first; on the same day, by symbol. A new array: the result stays as sent. */
export const tradesNewestFirst = (trades: readonly Trade[]): Trade[] =>
  [...trades].sort(
    (a, b) =>
      (a.entryDate < b.entryDate ? 1 : a.entryDate > b.entryDate ? -1 : 0) ||
      a.symbol.localeCompare(b.symbol),
  );

/** Profit over what the shares cost, or null while the trade is open. */
export function profitFraction(trade: Trade): number | null {
  const cost = trade.entryPrice * trade.quantity;
  return trade.profit === null || cost <= 0 ? null : trade.profit / cost;
}

export interface TradeTotals {
  closed: number;
  open: number;
  won: number;
}

export function tradeTotals(trades: readonly Trade[]): TradeTotals {
  let closed = 0;
  let won = 0;
  for (const trade of trades) {
    if (trade.exitDate === null) continue;
    closed += 1;
    if ((trade.profit ?? 0) > 0) won += 1;
  }
  return { closed, open: trades.length - closed, won };
}
