import { formatCompactRupees } from '../../../ui/format-money';
import type { StrategyBase, StrategyParams, StrategyWeighting } from './contract';
import { formatPercent } from './format';

// A strategy's parameters in plain words: the rules of a saved strategy or a scan used as a
// strategy (the library's own strategies carry their rules), and the lines of the compare view.

export const BASE_LABELS: Readonly<Record<StrategyBase, string>> = {
  momentum: 'Momentum',
  value: 'Value',
  quality: 'Quality',
  lowVolatility: 'Low volatility',
  multiFactor: 'Multi-factor',
  equalWeightNifty50: 'Equal-weight NIFTY 50',
  scan: 'Scan',
};

const FACTOR_WORDS: Partial<Record<StrategyBase, string>> = {
  momentum: 'momentum score',
  value: 'value score',
  quality: 'quality score',
  lowVolatility: 'low-volatility score',
  multiFactor: 'composite score (all factors together)',
};

export const WEIGHTING_LABELS: Readonly<Record<StrategyWeighting, string>> = {
  equal: 'Equal weights',
  score: 'Weighted by score',
  inverseVolatility: 'Steadier stocks weigh more',
};

const universeName = (params: StrategyParams) =>
  params.universe === 'nifty50' ? 'NIFTY 50' : 'NIFTY 500';

function holdingRule(params: StrategyParams): string {
  const universe = universeName(params);
  if (params.base === 'equalWeightNifty50') {
    return 'Holds every NIFTY 50 stock, each with the same weight.';
  }
  if (params.base === 'scan') {
    return `Holds up to ${params.holdings} stocks of ${universe} that match the entry rule, highest composite score first.`;
  }
  const factor = FACTOR_WORDS[params.base] ?? 'score';
  return `Holds the ${params.holdings} stocks of ${universe} with the highest ${factor}.`;
}

const WEIGHTING_RULES: Readonly<Record<StrategyWeighting, string>> = {
  equal: 'Puts the same amount in each stock.',
  score: 'Puts more in stocks with higher scores.',
  inverseVolatility: 'Puts more in stocks whose prices move less (inverse volatility).',
};

export function describeParams(params: StrategyParams): string[] {
  const rules = [holdingRule(params)];
  if (params.entry && params.base !== 'scan') {
    rules.push(`Buys only stocks that match: ${params.entry}`);
  } else if (params.entry) {
    rules.push(`Entry rule: ${params.entry}`);
  }
  if (params.base !== 'equalWeightNifty50') rules.push(WEIGHTING_RULES[params.weighting]);
  rules.push(
    params.rebalance === 'monthly'
      ? 'Trades on the last trading day of each month, at the next day’s open.'
      : 'Trades on the last trading day of March, June, September and December, at the next day’s open.',
  );
  if (params.exit) rules.push(`Sells a holding early when it matches: ${params.exit}`);
  if (params.stopLoss !== null) {
    rules.push(
      `Sells a holding that closes ${formatPercent(params.stopLoss)} below its buy price.`,
    );
  }
  rules.push(
    params.costs
      ? `Counts brokerage, STT, stamp duty, exchange and SEBI fees and GST, and ${params.slippageBps} basis points of slippage on each trade.`
      : `Leaves out charges; counts ${params.slippageBps} basis points of slippage on each trade.`,
  );
  rules.push(
    `Tests the last ${params.years === 1 ? 'year' : `${params.years} years`}, starting with ${formatCompactRupees(params.capital)}.`,
  );
  return rules;
}

/** A short line for the compare view and cards: "30 stocks · monthly · NIFTY 500". */
export const paramsLine = (params: StrategyParams): string =>
  [
    params.base === 'equalWeightNifty50' ? 'All 50 stocks' : `${params.holdings} stocks`,
    params.rebalance,
    universeName(params),
  ].join(' · ');
