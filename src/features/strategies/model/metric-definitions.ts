import type { Metrics } from './contract';

// What each backtest metric means (issue 14, Deliver 4: "each metric's definition in the
// help"), the formula in words and where it comes from. The engine's formulas are in
// server/modules/strategies/engine/metrics.ts and its tests work them by hand; keep the words
// here and the code there in step.

export type MetricKey = keyof Metrics;

export interface MetricDefinition {
  key: MetricKey;
  label: string;
  /** How the value shows: a fraction as a percentage, a plain ratio, days, or paise as rupees. */
  format: 'percent' | 'ratio' | 'days' | 'money';
  /** Which way is better (for colour or wording); null when neither is. */
  better: 'higher' | 'lower' | null;
  /** The formula in plain words. */
  definition: string;
  /** Where the definition comes from. */
  source: string;
}

const DAILY =
  'Daily returns are each day’s closing value over the day before’s, minus 1, dividends included.';
const RISK_FREE =
  'The daily risk-free rate is the yearly one compounded down to a day: (1 + rate)^(1/252) − 1.';

export const METRIC_DEFINITIONS: readonly MetricDefinition[] = [
  {
    key: 'cagr',
    label: 'CAGR',
    format: 'percent',
    better: 'higher',
    definition:
      'Compound annual growth rate: (final value ÷ starting value)^(1 ÷ years) − 1, where years are the calendar days of the test ÷ 365.25. The steady yearly rate that would have grown the money the same.',
    source:
      'CFA Institute, Global Investment Performance Standards (GIPS) for Firms, 2020: annualised return.',
  },
  {
    key: 'totalReturn',
    label: 'Total return',
    format: 'percent',
    better: 'higher',
    definition: 'Final value ÷ starting value − 1, over the whole test, after costs.',
    source: 'CFA Institute, GIPS for Firms 2020: cumulative return.',
  },
  {
    key: 'volatility',
    label: 'Volatility',
    format: 'percent',
    better: 'lower',
    definition: `The sample standard deviation of daily returns × √252 (trading days in a year). How widely the value swung. ${DAILY}`,
    source:
      'CFA Institute, GIPS for Firms 2020 (annualised ex-post standard deviation); J. C. Hull, Options, Futures and Other Derivatives, on annualising daily volatility with √252.',
  },
  {
    key: 'sharpe',
    label: 'Sharpe ratio',
    format: 'ratio',
    better: 'higher',
    definition: `The yearly return above the risk-free rate per unit of volatility: (mean daily return − daily risk-free rate) × 252 ÷ volatility. ${RISK_FREE}`,
    source:
      'W. F. Sharpe, “Mutual Fund Performance”, Journal of Business 39(1), 1966; W. F. Sharpe, “The Sharpe Ratio”, Journal of Portfolio Management 21(1), 1994.',
  },
  {
    key: 'sortino',
    label: 'Sortino ratio',
    format: 'ratio',
    better: 'higher',
    definition: `Like Sharpe, but only falls count as risk: (mean daily return − daily risk-free rate) × 252 ÷ downside deviation, where the downside deviation is the square root of the mean of the squared daily shortfalls below the risk-free rate (days above it count as 0), × √252. ${RISK_FREE}`,
    source:
      'F. A. Sortino and R. van der Meer, “Downside Risk”, Journal of Portfolio Management 17(4), 1991; F. A. Sortino and L. N. Price, “Performance Measurement in a Downside Risk Framework”, Journal of Investing 3(3), 1994.',
  },
  {
    key: 'maxDrawdown',
    label: 'Maximum drawdown',
    format: 'percent',
    better: 'higher',
    definition:
      'The largest fall from a high point to a later low, as a share of the high: the lowest value of (value ÷ highest value so far − 1), on daily closes.',
    source:
      'CFA Institute, GIPS for Firms 2020 (drawdown as a risk measure); M. Magdon-Ismail and A. F. Atiya, “Maximum Drawdown”, Risk 17(10), 2004.',
  },
  {
    key: 'maxDrawdownDays',
    label: 'Drawdown duration (trading days)',
    format: 'days',
    better: 'lower',
    definition:
      'Trading days from the high point before the maximum drawdown until the value was back at that high, or until the end of the test if it never was.',
    source: 'CFA Institute, GIPS for Firms 2020 (drawdown and recovery period).',
  },
  {
    key: 'calmar',
    label: 'Calmar ratio',
    format: 'ratio',
    better: 'higher',
    definition:
      'CAGR ÷ the size of the maximum drawdown, both over the whole test (Young used the last 36 months): growth earned per unit of the worst fall.',
    source: 'T. W. Young, “Calmar Ratio: A Smoother Tool”, Futures, October 1991.',
  },
  {
    key: 'beta',
    label: 'Beta',
    format: 'ratio',
    better: null,
    definition: `How much the strategy moved with NIFTY 50: the sample covariance of its daily returns with NIFTY 50’s ÷ the sample variance of NIFTY 50’s. 1 moves with the index, below 1 less. ${DAILY}`,
    source:
      'W. F. Sharpe, “Capital Asset Prices: A Theory of Market Equilibrium under Conditions of Risk”, Journal of Finance 19(3), 1964.',
  },
  {
    key: 'alpha',
    label: 'Alpha',
    format: 'percent',
    better: 'higher',
    definition: `Jensen’s alpha, a year: 252 × (mean daily return − daily risk-free rate − beta × (mean NIFTY 50 daily return − daily risk-free rate)). The return beyond what the strategy’s beta to NIFTY 50 explains. ${RISK_FREE}`,
    source:
      'M. C. Jensen, “The Performance of Mutual Funds in the Period 1945–1964”, Journal of Finance 23(2), 1968.',
  },
  {
    key: 'winRate',
    label: 'Win rate',
    format: 'percent',
    better: 'higher',
    definition:
      'Closed trades that made money after both legs’ charges ÷ all closed trades (dividends go to cash and are not counted in a trade’s profit).',
    source:
      'Common trading-system measure (percent profitable), e.g. Zerodha Streak backtest reports.',
  },
  {
    key: 'averageHoldingDays',
    label: 'Average holding period',
    format: 'days',
    better: null,
    definition: 'The mean of the calendar days from buying to selling, over closed trades.',
    source: 'Common trading-system measure, e.g. Zerodha Streak backtest reports.',
  },
  {
    key: 'turnover',
    label: 'Turnover',
    format: 'percent',
    better: 'lower',
    definition:
      'The smaller of the value bought and the value sold, a year, ÷ the average value of the portfolio: how much of it was replaced each year.',
    source:
      'SEBI’s portfolio turnover ratio for mutual funds (lower of purchases and sales ÷ average assets); US SEC Form N-1A, Item 13, the same definition.',
  },
  {
    key: 'totalCosts',
    label: 'Total costs',
    format: 'money',
    better: 'lower',
    definition:
      'All charges paid: STT, stamp duty, exchange transaction charges, SEBI fee, GST and the depository charge on each sale, from the dated charges table. Slippage is in the prices, not here.',
    source:
      'Finance (No. 2) Act 2004 s.98 (STT); Indian Stamp Act 1899 as amended 2019; NSE and SEBI fee schedules (see the portfolio’s charges table).',
  },
  {
    key: 'costsFraction',
    label: 'Costs over capital',
    format: 'percent',
    better: 'lower',
    definition: 'Total costs ÷ the starting capital.',
    source: 'Total costs as above.',
  },
  {
    key: 'finalValue',
    label: 'Final value',
    format: 'money',
    better: 'higher',
    definition: 'Cash plus the holdings at the last close, after all costs.',
    source: 'The backtest’s own account.',
  },
];

const BY_KEY = new Map(METRIC_DEFINITIONS.map((definition) => [definition.key, definition]));

/** The definition of one metric. */
export function metricDefinition(key: MetricKey): MetricDefinition {
  const found = BY_KEY.get(key);
  if (!found) throw new RangeError(`No definition for the metric ${key}`);
  return found;
}

/** What every result says besides its numbers: survivorship and the SEBI caveat. */
export const BACKTEST_CAVEATS: readonly string[] = [
  'The stocks tested are those in NIFTY 500 today. Companies that fell out of the index or closed in these years are missing, which makes past results look better than they were (survivorship bias).',
  'Past returns do not promise future returns. This is a simulation on past prices, not advice; SEBI’s code for advertisements asks that every past performance be read this way.',
  'NIFTY 50 here is the price index, without dividends; the strategy gets its dividends in cash.',
];
