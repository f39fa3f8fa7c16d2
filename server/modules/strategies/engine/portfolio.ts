import type { Frame } from '../../../../src/domain/scan/frame';
import { BUY_CHARGES_RESERVE, fillPrice, orderCharges, type TradingCosts } from './costs';
import { closeQuantity, openLot, type ExitReason, type Position, type TradeRecord } from './trades';

// The simulated account of a backtest (issue 14): integer paise of cash, positions in whole
// shares (multiples of the lot), fills at the open with slippage and the dated charges. Cash is
// never negative: a buy the cash does not cover buys fewer shares; what is left stays cash and
// earns nothing. Cash dividends are credited on the ex-date to the shares held the day before.

export interface Book {
  cash: number;
  positions: Map<number, Position>;
  /** Closed trades, in the order they closed. */
  closed: TradeRecord[];
  /** Value bought and sold (paise, before charges), for turnover. */
  bought: number;
  sold: number;
  costs: number;
}

export interface Market {
  frame: Frame;
  setup: TradingCosts;
}

export const newBook = (capital: number): Book => ({
  cash: capital,
  positions: new Map(),
  closed: [],
  bought: 0,
  sold: 0,
  costs: 0,
});

const paise = (rupees: number | undefined): number =>
  rupees !== undefined && rupees > 0 ? Math.round(rupees * 100) : NaN;

/** Each position's mark to the day's close (or open), where the stock has one. */
export function markTo(book: Book, frame: Frame, index: number, field: 'open' | 'close'): void {
  for (const position of book.positions.values()) {
    const price = paise(frame.stocks[position.stock]?.[field][index]);
    if (Number.isFinite(price)) position.mark = price;
  }
}

/** Cash plus every position at its mark, paise. */
export function valueOf(book: Book): number {
  let value = book.cash;
  for (const position of book.positions.values()) value += position.quantity * position.mark;
  return value;
}

/** Opening price in paise (no slippage), NaN when the stock does not trade that morning. */
export const openPaise = (frame: Frame, stock: number, index: number): number =>
  paise(frame.stocks[stock]?.open[index]);

/** Sells `quantity` at the open of `index`; false (nothing done) when there is no open. */
export function sell(
  book: Book,
  market: Market,
  stock: number,
  quantity: number,
  index: number,
  reason: ExitReason,
): boolean {
  const open = market.frame.stocks[stock]?.open[index] ?? NaN;
  if (!(open > 0)) return false;
  const held = book.positions.get(stock)?.quantity ?? 0;
  const sold = Math.min(quantity, held);
  if (sold <= 0) return true;
  const price = fillPrice(open, 'SELL', market.setup.slippageBps);
  const value = sold * price;
  const costs = orderCharges(market.setup, 'SELL', value, market.frame.days[index] ?? '');
  book.cash += value - costs;
  book.sold += value;
  book.costs += costs;
  book.closed.push(
    ...closeQuantity(book.positions, stock, { quantity: sold, index, price, costs, reason }),
  );
  return true;
}

/**
 * Buys up to `quantity` (rounded down to lots) at the open of `index`, as many as the cash
 * covers with charges; returns the quantity bought (0 when there is no open).
 */
export function buy(
  book: Book,
  market: Market,
  stock: number,
  quantity: number,
  index: number,
): number {
  const frameStock = market.frame.stocks[stock];
  const open = frameStock?.open[index] ?? NaN;
  if (!frameStock || !(open > 0)) return 0;
  const lot = Math.max(1, frameStock.lotSize);
  const price = fillPrice(open, 'BUY', market.setup.slippageBps);
  const day = market.frame.days[index] ?? '';
  const reserve = market.setup.costs ? 1 + BUY_CHARGES_RESERVE : 1;
  const affordable = Math.floor(book.cash / (price * reserve) / lot) * lot;
  let wanted = Math.min(Math.floor(quantity / lot) * lot, affordable);
  let costs = orderCharges(market.setup, 'BUY', wanted * price, day);
  while (wanted > 0 && wanted * price + costs > book.cash) {
    wanted -= lot;
    costs = orderCharges(market.setup, 'BUY', wanted * price, day);
  }
  if (wanted <= 0) return 0;
  const value = wanted * price;
  book.cash -= value + costs;
  book.bought += value;
  book.costs += costs;
  const mark = openPaise(market.frame, stock, index);
  openLot(
    book.positions,
    stock,
    { quantity: wanted, entryIndex: index, entryPrice: price, buyCosts: costs },
    mark,
  );
  return wanted;
}

/** Day index → [stock, rupees per share] of the cash dividends going ex that day. */
export function dividendCalendar(frame: Frame): Map<number, Array<[number, number]>> {
  const out = new Map<number, Array<[number, number]>>();
  frame.stocks.forEach((stock, s) => {
    for (const { index, amount } of stock.dividends) {
      if (!(amount > 0)) continue;
      const list = out.get(index) ?? [];
      list.push([s, amount]);
      out.set(index, list);
    }
  });
  return out;
}

/** Credits the dividends going ex on a day to the shares held at the day before's close. */
export function creditDividends(book: Book, going: ReadonlyArray<[number, number]> | undefined) {
  if (!going) return;
  for (const [stock, amount] of going) {
    const held = book.positions.get(stock)?.quantity ?? 0;
    if (held > 0) book.cash += Math.round(held * amount * 100);
  }
}
