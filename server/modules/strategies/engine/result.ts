import type { Frame } from '../../../../src/domain/scan/frame';
import type { BacktestResult } from '../../../../src/features/strategies/model/contract';
import type { Book } from './portfolio';
import { calendarDaysBetween } from './rebalance-dates';
import { openTrades, type TradeRecord } from './trades';

// Turning the simulated account into the contract's trades list and holdings (issue 14).

/** Code-unit order: the same on every machine, unlike a locale's collation. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Closed and still-open trades, by entry day, then symbol, then exit day (open ones last). */
export function tradeList(frame: Frame, book: Book): BacktestResult['trades'] {
  const all: TradeRecord[] = [...book.closed, ...openTrades(book.positions)];
  const symbol = (stock: number) => frame.stocks[stock]?.symbol ?? '';
  all.sort(
    (a, b) =>
      a.entryIndex - b.entryIndex ||
      byText(symbol(a.stock), symbol(b.stock)) ||
      (a.exitIndex ?? Infinity) - (b.exitIndex ?? Infinity),
  );
  return all.map((trade) => ({
    symbol: symbol(trade.stock),
    name: frame.stocks[trade.stock]?.name ?? '',
    quantity: trade.quantity,
    entryDate: frame.days[trade.entryIndex] ?? '',
    entryPrice: trade.entryPrice,
    exitDate: trade.exitIndex === null ? null : (frame.days[trade.exitIndex] ?? null),
    exitPrice: trade.exitPrice,
    costs: trade.costs,
    profit: trade.profit,
    reason: trade.reason,
  }));
}

/** Profit and calendar days held of each closed trade, for win rate and holding period. */
export function closedTradeFigures(
  frame: Frame,
  book: Book,
): { profits: number[]; holdingDays: number[] } {
  const profits: number[] = [];
  const holdingDays: number[] = [];
  for (const trade of book.closed) {
    profits.push(trade.profit ?? 0);
    holdingDays.push(
      calendarDaysBetween(
        frame.days[trade.entryIndex] ?? '',
        frame.days[trade.exitIndex ?? trade.entryIndex] ?? '',
      ),
    );
  }
  return { profits, holdingDays };
}

/** What the account holds after the last day, largest first; weights of the whole value. */
export function holdingsOf(frame: Frame, book: Book, total: number): BacktestResult['holdings'] {
  const rows = [...book.positions.values()].map((position) => {
    const stock = frame.stocks[position.stock];
    const value = position.quantity * position.mark;
    return {
      symbol: stock?.symbol ?? '',
      name: stock?.name ?? '',
      sector: stock?.sector ?? '',
      quantity: position.quantity,
      value,
      weight: total > 0 ? Math.round((value / total) * 1_000_000) / 1_000_000 : 0,
    };
  });
  return rows.sort((a, b) => b.value - a.value || byText(a.symbol, b.symbol));
}
