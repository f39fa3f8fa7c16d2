import { planPurchase } from '../../../src/features/baskets/model/invest-plan';
import {
  capitalGainsReport,
  type GainsInput,
} from '../../../src/features/portfolio/model/capital-gains';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import type { Lot } from '../../../src/features/portfolio/model/fifo';
import {
  financialYearOf,
  financialYearStart,
} from '../../../src/features/portfolio/model/financial-year';
import { mulDivRound } from '../../../src/features/portfolio/model/money';
import type { Account, Quote } from './store';
import type { PlannedOrder } from './tables';

// The orders a suggestion plans for one client (issue 16, Deliver 3 and 4), at the latest
// closes, and what they cost: pure over what store.ts reads. A buy call buys `allocationBp` of
// the portfolio's value (holdings and cash) in whole lots, no more than the free cash covers
// with charges; a sell call sells the free shares held; a hold places nothing; a model buys its
// current version's weights for the amount (baskets' planPurchase, charges included); a
// rebalance moves the client's "sleeve" of the model (what they hold of the stocks of its old
// and new versions) to the new weights, sells first.

export const buyCharges = (value: number, day: string) =>
  value > 0 ? chargesFor({ side: 'BUY', valuePaise: value, date: day, dpCharge: false }).total : 0;
export const sellChargesOf = (value: number, day: string) =>
  chargesFor({ side: 'SELL', valuePaise: value, date: day, dpCharge: true });
export const chargesOf = (side: 'BUY' | 'SELL', value: number, day: string) =>
  value <= 0 ? 0 : side === 'BUY' ? buyCharges(value, day) : sellChargesOf(value, day).total;

/** Holdings at latest closes plus cash, paise. */
export function portfolioValue(account: Account, quotes: ReadonlyMap<number, Quote>): number {
  let value = account.cash;
  for (const held of account.held.values()) {
    value += held.quantity * (quotes.get(held.instrumentId)?.close ?? 0);
  }
  return value;
}

/** Shares held that no open sell order holds back. */
export const freeQuantity = (account: Account, instrumentId: number) => {
  const held = account.held.get(instrumentId);
  return held ? Math.max(0, held.quantity - held.openSell) : 0;
};

export interface CallPlanInput {
  action: 'buy' | 'sell' | 'hold';
  allocationBp: number;
  quote: Quote;
}

/** A call's orders for one client. */
export function planCall(
  call: CallPlanInput,
  account: Account,
  value: number,
  day: string,
): PlannedOrder[] {
  const { quote } = call;
  const price = quote.close ?? 0;
  if (price <= 0 || call.action === 'hold') return [];
  const base = { symbol: quote.symbol, instrumentId: quote.instrumentId, price };
  if (call.action === 'sell') {
    const quantity = freeQuantity(account, quote.instrumentId);
    return quantity > 0 ? [{ ...base, side: 'SELL', quantity }] : [];
  }
  const unit = price * quote.lotSize;
  let lots = Math.floor((call.allocationBp * value) / 10_000 / unit);
  const free = Math.max(0, account.free);
  lots = Math.min(lots, Math.floor(free / unit));
  while (lots > 0 && lots * unit + buyCharges(lots * unit, day) > free) lots -= 1;
  return lots > 0 ? [{ ...base, side: 'BUY', quantity: lots * quote.lotSize }] : [];
}

/** The share of the portfolio (basis points) a stock would be after the orders. */
export function weightAfterBp(
  account: Account,
  value: number,
  orders: readonly PlannedOrder[],
  instrumentId: number,
  price: number,
  day: string,
): number {
  let quantity = account.held.get(instrumentId)?.quantity ?? 0;
  let after = value;
  for (const order of orders) {
    after -= chargesOf(order.side, order.quantity * order.price, day);
    if (order.instrumentId === instrumentId)
      quantity += order.side === 'BUY' ? order.quantity : -order.quantity;
  }
  return after <= 0 ? 0 : Math.round((quantity * price * 10_000) / after);
}

export interface ModelStockQuote {
  weightBp: number;
  quote: Quote;
}

/** Whole lots of the model's stocks `amount` buys at the latest closes, charges included. */
export function planModel(
  stocks: readonly ModelStockQuote[],
  amount: number,
  day: string,
): PlannedOrder[] {
  const priced = stocks.filter((stock) => (stock.quote.close ?? 0) > 0);
  const { quantities } = planPurchase(
    priced.map((stock) => ({
      symbol: stock.quote.symbol,
      price: stock.quote.close!,
      lotSize: stock.quote.lotSize,
      weightBp: stock.weightBp,
    })),
    amount,
    { cost: (value) => buyCharges(value, day) },
  );
  return priced.flatMap((stock, index) => {
    const quantity = quantities[index] ?? 0;
    return quantity > 0
      ? [
          {
            symbol: stock.quote.symbol,
            instrumentId: stock.quote.instrumentId,
            side: 'BUY' as const,
            quantity,
            price: stock.quote.close!,
          },
        ]
      : [];
  });
}

/**
 * A rebalance: the sleeve is what the client holds of `sleeve` (the old and new versions'
 * stocks) at the latest closes; each new stock's target is its weight of the sleeve in whole
 * lots, every other sleeve stock's is 0. Sells first, then buys.
 */
export function planRebalance(
  target: readonly ModelStockQuote[],
  sleeve: readonly Quote[],
  account: Account,
): { orders: PlannedOrder[]; sleeveValue: number } {
  const priced = sleeve.filter((quote) => (quote.close ?? 0) > 0);
  const heldOf = (id: number) => account.held.get(id)?.quantity ?? 0;
  const sleeveValue = priced.reduce(
    (sum, quote) => sum + heldOf(quote.instrumentId) * quote.close!,
    0,
  );
  if (sleeveValue <= 0) return { orders: [], sleeveValue: 0 };
  const weights = new Map(target.map((stock) => [stock.quote.instrumentId, stock.weightBp]));
  const sells: PlannedOrder[] = [];
  const buys: PlannedOrder[] = [];
  for (const quote of priced) {
    const unit = quote.close! * quote.lotSize;
    const want =
      Math.floor(((weights.get(quote.instrumentId) ?? 0) * sleeveValue) / 10_000 / unit) *
      quote.lotSize;
    const have = heldOf(quote.instrumentId);
    const free = freeQuantity(account, quote.instrumentId);
    const base = { symbol: quote.symbol, instrumentId: quote.instrumentId, price: quote.close! };
    if (want > have) buys.push({ ...base, side: 'BUY', quantity: want - have });
    else if (want < have && Math.min(have - want, free) > 0)
      sells.push({ ...base, side: 'SELL', quantity: Math.min(have - want, free) });
  }
  return { orders: [...sells, ...buys], sleeveValue };
}

/** s.112A (and this app's tax report) start with FY 2018-19. */
const FIRST_TAXED_FY_START = 2018;

/**
 * The estimated capital-gains tax of each sell among `orders` (by index; 0 for buys): FIFO out
 * of the account's open lots, against the gains already realised this financial year, at the
 * day's rates (src/features/portfolio/model/capital-gains.ts, as baskets' rebalance does).
 */
export function salesTax(
  account: Account,
  orders: readonly {
    symbol: string;
    instrumentId: number;
    side: 'BUY' | 'SELL';
    quantity: number;
    price: number;
  }[],
  day: string,
): number[] {
  const fy = financialYearOf(day);
  if (financialYearStart(fy) < FIRST_TAXED_FY_START || !orders.some((o) => o.side === 'SELL'))
    return orders.map(() => 0);
  const year: GainsInput[] = [];
  const lotsOf = new Map<number, Lot[]>();
  for (const held of account.held.values()) {
    lotsOf.set(
      held.instrumentId,
      held.lots.map((lot) => ({ ...lot })),
    );
    for (const match of held.matches)
      if (financialYearOf(match.sold) === fy) year.push({ ...match, symbol: held.symbol });
  }
  const taxOf = () => capitalGainsReport(year, fy).totals.taxPaise.total;
  let before = taxOf();
  return orders.map((order) => {
    if (order.side !== 'SELL' || order.quantity <= 0) return 0;
    const charges = sellChargesOf(order.quantity * order.price, day);
    const lots = lotsOf.get(order.instrumentId) ?? [];
    let left = order.quantity;
    let expenses = charges.total - charges.stt;
    while (left > 0 && lots.length > 0) {
      const lot = lots[0]!;
      const take = Math.min(lot.quantity, left);
      const cost =
        take === lot.quantity ? lot.costPaise : mulDivRound(lot.costPaise, take, lot.quantity);
      const share = take === left ? expenses : mulDivRound(expenses, take, left);
      year.push({
        symbol: order.symbol,
        sellTradeId: 'suggestion-preview',
        buyTradeId: lot.tradeId,
        quantity: take,
        acquired: lot.acquired,
        sold: day,
        costPaise: cost,
        proceedsPaise: take * order.price,
        sellChargesPaise: share,
        origin: lot.origin,
      });
      expenses -= share;
      left -= take;
      if (take === lot.quantity) lots.shift();
      else lots[0] = { ...lot, quantity: lot.quantity - take, costPaise: lot.costPaise - cost };
    }
    const after = taxOf();
    const tax = Math.max(0, after - before);
    before = after;
    return tax;
  });
}
