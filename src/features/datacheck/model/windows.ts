// The data check's windows on their own: the route's search schema reads them on every first
// visit, without the contract's schemas (issue 19, first-load budgets).
export const WINDOW_MIN_DAYS = 5;
export const WINDOW_MAX_DAYS = 365;
export const DEFAULT_WINDOW_DAYS = 90;
/** The windows the screen offers. */
export const WINDOW_CHOICES = [30, 90, 180, 365] as const;
