/**
 * Ready-made scans, written in canonical text (a unit test parses and reprints each), after
 * the screens Chartink and screener.in users reach for first.
 */

export interface PrebuiltScan {
  /** URL-safe and stable: saved links and the demo seed refer to it. */
  id: string;
  name: string;
  description: string;
  expression: string;
}

export const PREBUILT_SCANS: readonly PrebuiltScan[] = [
  {
    id: '52-week-high-breakout',
    name: '52-week high breakout',
    description: 'Closing within 1 % of the 52-week high on one and a half times the usual volume.',
    expression: 'close >= 0.99 * high_52w AND volume > 1.5 * avg(volume, 20)',
  },
  {
    id: 'golden-cross',
    name: 'Golden cross',
    description: 'The 50-day average crossed above the 200-day average today.',
    expression: 'sma(close, 50) CROSSES ABOVE sma(close, 200)',
  },
  {
    id: 'death-cross',
    name: 'Death cross',
    description: 'The 50-day average crossed below the 200-day average today.',
    expression: 'sma(close, 50) CROSSES BELOW sma(close, 200)',
  },
  {
    id: 'oversold-quality',
    name: 'Oversold quality',
    description: 'Good businesses (return on equity above 15 %) whose RSI says oversold.',
    expression: 'rsi(close, 14) < 30 AND roe > 15',
  },
  {
    id: 'high-dividend-yield',
    name: 'High dividend yield',
    description: 'Dividend yield above 3 % from companies whose profits still grow.',
    expression: 'dividend_yield > 3 AND profit_growth > 0',
  },
  {
    id: 'low-debt-compounders',
    name: 'Low debt compounders',
    description: 'Little debt, high return on equity, sales and profits growing above 12 % a year.',
    expression: 'debt_to_equity < 0.3 AND roe > 18 AND sales_growth > 12 AND profit_growth > 12',
  },
  {
    id: 'volume-surge',
    name: 'Volume surge',
    description: 'Three times the 20-day average volume on a rising day.',
    expression: 'volume > 3 * avg(volume, 20) AND change > 0',
  },
  {
    id: 'value-picks',
    name: 'Value picks',
    description: 'Profitable companies at a low price to earnings and to book, with a decent ROE.',
    expression: 'pe > 0 AND pe < 15 AND pb < 2 AND roe > 10',
  },
  {
    id: 'momentum-leaders',
    name: 'Momentum leaders',
    description: 'Top momentum scores, still above the 200-day average.',
    expression: 'factor.momentum > 1 AND close > sma(close, 200)',
  },
  {
    id: 'near-52-week-low',
    name: 'Near 52-week low',
    description: 'Within 5 % of the 52-week low, for those hunting beaten-down stocks.',
    expression: 'close <= 1.05 * low_52w',
  },
  {
    id: 'quality-large-caps',
    name: 'Quality large caps',
    description: 'The 100 largest companies with above-average quality and little debt.',
    expression: 'size = "large" AND factor.quality > 0.5 AND debt_to_equity < 0.5',
  },
  {
    id: 'macd-bullish-cross',
    name: 'MACD bullish cross',
    description: 'The MACD line crossed above its signal line today.',
    expression: 'macd(close, 12, 26) CROSSES ABOVE macd_signal(close, 12, 26, 9)',
  },
];
