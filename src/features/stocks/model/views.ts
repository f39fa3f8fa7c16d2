// The stock page's five views (spec 2: factor is the default child route).

export const STOCK_VIEWS = [
  { path: 'factor', label: 'Factor' },
  { path: 'xfactor', label: 'X-factor' },
  { path: 'firmographics', label: 'Company' },
  { path: 'social-sentiment', label: 'Sentiment' },
  { path: 'fsi', label: 'Strength' },
] as const;

export type StockView = (typeof STOCK_VIEWS)[number]['path'];
