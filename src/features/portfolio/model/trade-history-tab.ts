// The trade history's tabs on their own: the route's search validation reads them on every first
// visit, without the screens (issue 19, first-load budgets).
export const TRADE_HISTORY_TABS = ['orders', 'trades', 'cash', 'tax'] as const;
export type TradeHistoryTab = (typeof TRADE_HISTORY_TABS)[number];

export const isTradeHistoryTab = (value: unknown): value is TradeHistoryTab =>
  (TRADE_HISTORY_TABS as readonly unknown[]).includes(value);
