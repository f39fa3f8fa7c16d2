import {
  DEFAULT_CAPITAL,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_SLIPPAGE_BPS,
  type StrategyBase,
  type StrategyParams,
} from './contract';

// The strategy library (issue 14, Deliver 3): the factor strategies and equal-weight NIFTY 50,
// each with its rules in plain words and the parameters it starts from. The rules say what the
// backtest engine (server/modules/strategies/engine) does; the factor definitions are those of
// the stock pages' factor engine (src/features/stocks/model/factors.ts).

export interface LibraryStrategy {
  /** URL-safe: strategies/{id}. */
  id: string;
  name: string;
  summary: string;
  rules: string[];
  params: StrategyParams;
}

const COMMON = {
  universe: 'nifty500',
  weighting: 'equal',
  entry: null,
  exit: null,
  stopLoss: null,
  costs: true,
  slippageBps: DEFAULT_SLIPPAGE_BPS,
  riskFreeRate: DEFAULT_RISK_FREE_RATE,
  years: 5,
  capital: DEFAULT_CAPITAL,
} as const satisfies Partial<StrategyParams>;

const TRADING =
  'Chooses at the close of the last trading day of each period and trades at the next day’s open, paying the exchange charges and slippage.';

const BASE_PARAMS: Readonly<Record<StrategyBase, StrategyParams>> = {
  momentum: { ...COMMON, base: 'momentum', holdings: 20, rebalance: 'monthly' },
  value: { ...COMMON, base: 'value', holdings: 20, rebalance: 'quarterly' },
  quality: { ...COMMON, base: 'quality', holdings: 20, rebalance: 'quarterly' },
  lowVolatility: {
    ...COMMON,
    base: 'lowVolatility',
    holdings: 30,
    weighting: 'inverseVolatility',
    rebalance: 'quarterly',
  },
  multiFactor: { ...COMMON, base: 'multiFactor', holdings: 30, rebalance: 'monthly' },
  equalWeightNifty50: {
    ...COMMON,
    base: 'equalWeightNifty50',
    universe: 'nifty50',
    holdings: 50,
    rebalance: 'quarterly',
  },
  scan: { ...COMMON, base: 'scan', holdings: 20, rebalance: 'monthly' },
};

export const STRATEGY_LIBRARY: readonly LibraryStrategy[] = [
  {
    id: 'momentum',
    name: 'Momentum',
    summary: 'Buys the stocks that rose the most over the past year, leaving out the last month.',
    rules: [
      'Ranks NIFTY 500 stocks by momentum: the return from 12 months ago to 1 month ago.',
      'Holds the 20 highest, with the same amount in each.',
      'Rebalances every month.',
      TRADING,
    ],
    params: BASE_PARAMS.momentum,
  },
  {
    id: 'value',
    name: 'Value',
    summary: 'Buys the stocks that are cheapest for the profit and book value behind them.',
    rules: [
      'Ranks NIFTY 500 stocks by value: earnings yield (profit over market value) and book value over market value.',
      'Holds the 20 highest, with the same amount in each.',
      'Rebalances every quarter, after most results are out.',
      TRADING,
    ],
    params: BASE_PARAMS.value,
  },
  {
    id: 'quality',
    name: 'Quality',
    summary: 'Buys profitable companies with little debt and steady earnings.',
    rules: [
      'Ranks NIFTY 500 stocks by quality: high return on equity, low debt to equity, steady quarterly profits.',
      'Holds the 20 highest, with the same amount in each.',
      'Rebalances every quarter.',
      TRADING,
    ],
    params: BASE_PARAMS.quality,
  },
  {
    id: 'low-volatility',
    name: 'Low volatility',
    summary: 'Buys the stocks whose prices moved the least over the past year.',
    rules: [
      'Ranks NIFTY 500 stocks by low volatility: low daily price swings and low beta to NIFTY 50 over the past year.',
      'Holds the 30 highest, putting more in the steadier ones (inverse volatility).',
      'Rebalances every quarter.',
      TRADING,
    ],
    params: BASE_PARAMS.lowVolatility,
  },
  {
    id: 'multi-factor',
    name: 'Multi-factor',
    summary:
      'Buys the stocks that score best on value, momentum, quality, low volatility and size together.',
    rules: [
      'Ranks NIFTY 500 stocks by the composite score: the average of the five factor scores.',
      'Holds the 30 highest, with the same amount in each.',
      'Rebalances every month.',
      TRADING,
    ],
    params: BASE_PARAMS.multiFactor,
  },
  {
    id: 'equal-weight-nifty-50',
    name: 'Equal-weight NIFTY 50',
    summary:
      'Holds every NIFTY 50 company with the same amount, instead of by size as the index does.',
    rules: [
      'Holds every stock of today’s NIFTY 50, with the same amount in each.',
      'Rebalances every quarter back to equal amounts.',
      TRADING,
    ],
    params: BASE_PARAMS.equalWeightNifty50,
  },
];

/** The parameters a strategy of this base starts from. */
export const defaultParams = (base: StrategyBase): StrategyParams => ({ ...BASE_PARAMS[base] });

/** A saved scan used as a strategy: its matches, best composite first, bought each month. */
export const scanStrategyParams = (expression: string): StrategyParams => ({
  ...BASE_PARAMS.scan,
  entry: expression,
});
