// What the basket screens' search schema needs, on its own: it runs on every first visit, so it
// must not bring the contract's schemas with it (issue 19, first-load budgets).
export const MAX_STOCKS = 50;
export const SYMBOL_FORMAT = /^[A-Za-z0-9&_-]{1,20}$/;
