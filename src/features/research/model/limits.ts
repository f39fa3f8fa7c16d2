// What the model screens' search schema needs, on its own: it runs on every first visit, so it
// must not bring the contract's schemas with it (issue 19, first-load budgets).
export const MODEL_MIN_STOCKS = 2;
export const MODEL_MAX_STOCKS = 30;
