import { orderKey, type Suggestion, type SuggestionOrder } from './contract';

// What a suggestion's orders come to when the investor lowers quantities (issue 16, Deliver 4:
// "modify quantities within limits"). The server prices every order at the suggested quantity;
// this feature cannot use the portfolio feature's charge table, so a lowered order's charges and
// tax are the server's scaled to the quantity: an estimate until the orders fill (a sell's flat
// DP charge and FIFO lots do not scale exactly). Unchanged orders keep the server's figures
// exactly, so with nothing changed every total is the server's.

/** Accepted quantity by order key (`BUY:ITC`); an order not named keeps its suggested quantity. */
export type Quantities = Readonly<Record<string, number>>;

export interface OrderFigures {
  order: SuggestionOrder;
  key: string;
  quantity: number;
  value: number;
  charges: number;
  tax: number;
  /** Lowered from the suggestion. */
  changed: boolean;
}

export interface Totals {
  buy: number;
  sell: number;
  charges: number;
  tax: number;
  /** Cash after minus cash before: negative when it spends. */
  cashChange: number;
}

export interface EffectRow {
  symbol: string;
  name: string;
  beforeBp: number;
  afterBp: number;
}

export interface Figures {
  orders: OrderFigures[];
  totals: Totals;
  cashBefore: number;
  cashAfter: number;
  rows: EffectRow[];
  /** Some quantity was lowered: charges, tax and the effect are estimates. */
  estimated: boolean;
  /** Orders that would be placed (quantity above 0). */
  placed: number;
}

const scaled = (amount: number, quantity: number, of: number): number =>
  of === 0 ? 0 : Math.round((amount * quantity) / of);

export function quantityOf(order: SuggestionOrder, quantities: Quantities): number {
  return quantities[orderKey(order)] ?? order.quantity;
}

export function orderFigures(order: SuggestionOrder, quantity: number): OrderFigures {
  const key = orderKey(order);
  if (quantity === order.quantity) {
    return {
      order,
      key,
      quantity,
      value: order.value,
      charges: order.charges,
      tax: order.tax,
      changed: false,
    };
  }
  return {
    order,
    key,
    quantity,
    value: quantity * order.price,
    charges: scaled(order.charges, quantity, order.quantity),
    tax: scaled(order.tax, quantity, order.quantity),
    changed: true,
  };
}

/** The effect rows again from the new quantities: each stock's value over the portfolio's. */
function effectRows(suggestion: Suggestion, orders: readonly OrderFigures[], cashDelta: number) {
  const { portfolioValue, rows } = suggestion.effect;
  const stockDelta = new Map<string, number>();
  let invested = 0;
  for (const figures of orders) {
    const signed = figures.order.side === 'BUY' ? figures.value : -figures.value;
    stockDelta.set(figures.order.symbol, (stockDelta.get(figures.order.symbol) ?? 0) + signed);
    invested += signed;
  }
  const after = portfolioValue + invested + cashDelta;
  return rows.map((row) => {
    const before = (row.beforeBp * portfolioValue) / 10_000;
    const value = before + (stockDelta.get(row.symbol) ?? 0);
    return {
      ...row,
      afterBp: after <= 0 ? 0 : Math.max(0, Math.round((value / after) * 10_000)),
    };
  });
}

export function suggestionFigures(suggestion: Suggestion, quantities: Quantities = {}): Figures {
  const orders = suggestion.orders.map((order) =>
    orderFigures(order, quantityOf(order, quantities)),
  );
  const estimated = orders.some((figures) => figures.changed);
  const { totals, effect } = suggestion;
  if (!estimated) {
    return {
      orders,
      totals: { ...totals },
      cashBefore: effect.cashBefore,
      cashAfter: effect.cashAfter,
      rows: effect.rows.map((row) => ({ ...row })),
      estimated,
      placed: orders.filter((figures) => figures.quantity > 0).length,
    };
  }
  let buy = totals.buy;
  let sell = totals.sell;
  let charges = totals.charges;
  let tax = totals.tax;
  for (const figures of orders) {
    if (!figures.changed) continue;
    const { order } = figures;
    if (order.side === 'BUY') buy += figures.value - order.value;
    else sell += figures.value - order.value;
    charges += figures.charges - order.charges;
    tax += figures.tax - order.tax;
  }
  // The server's cash change less what the lowered orders no longer move.
  const cashChange =
    totals.cashChange + (sell - totals.sell) - (buy - totals.buy) - (charges - totals.charges);
  return {
    orders,
    totals: { buy, sell, charges, tax, cashChange },
    cashBefore: effect.cashBefore,
    cashAfter: effect.cashBefore + cashChange,
    rows: effectRows(suggestion, orders, cashChange),
    estimated,
    placed: orders.filter((figures) => figures.quantity > 0).length,
  };
}
