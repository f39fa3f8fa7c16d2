import type { Metrics, RebalancePeriod, StrategyParams } from './contract';
import { formatMetric } from './metric-rows';
import { metricDefinition, type MetricKey } from './metric-definitions';

// "Compare" (issue 14, Deliver 5): the same rules rebalanced the other way, both runs' main
// metrics side by side with NIFTY 50's.

export const otherRebalance = (period: RebalancePeriod): RebalancePeriod =>
  period === 'monthly' ? 'quarterly' : 'monthly';

export const withOtherRebalance = (params: StrategyParams): StrategyParams => ({
  ...params,
  rebalance: otherRebalance(params.rebalance),
});

export const REBALANCE_LABELS: Readonly<Record<RebalancePeriod, string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const COMPARE_METRICS: readonly MetricKey[] = [
  'cagr',
  'volatility',
  'sharpe',
  'sortino',
  'maxDrawdown',
  'calmar',
  'winRate',
  'turnover',
  'totalCosts',
  'finalValue',
];

export interface CompareRow {
  key: MetricKey;
  label: string;
  monthly: string;
  quarterly: string;
  benchmark: string;
}

/** One row a metric: the monthly run's, the quarterly run's and NIFTY 50's. */
export function compareRows(
  byPeriod: Readonly<Record<RebalancePeriod, Metrics>>,
  benchmark: Metrics,
): CompareRow[] {
  const benchmarkApplies = (key: MetricKey) => !['winRate', 'turnover', 'totalCosts'].includes(key);
  return COMPARE_METRICS.map((key) => ({
    key,
    label: metricDefinition(key).label,
    monthly: formatMetric(key, byPeriod.monthly),
    quarterly: formatMetric(key, byPeriod.quarterly),
    benchmark: benchmarkApplies(key) ? formatMetric(key, benchmark) : '–',
  }));
}
