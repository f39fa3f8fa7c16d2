import { formatCompactRupees } from '../../../ui/format-money';
import type { Metrics } from './contract';
import { formatDays, formatPercent, formatRatio, formatSignedPercent, NONE } from './format';
import { METRIC_DEFINITIONS, type MetricDefinition, type MetricKey } from './metric-definitions';

// Every metric of a run (issue 14, Deliver 4) as a row to show: its label, the strategy's and
// NIFTY 50's values in words, and its definition and source for the help beside it. NIFTY 50 is
// bought and held without costs, so the trade metrics do not apply to it.

const TRADE_ONLY: ReadonlySet<MetricKey> = new Set([
  'winRate',
  'averageHoldingDays',
  'turnover',
  'totalCosts',
  'costsFraction',
]);

const SIGNED: ReadonlySet<MetricKey> = new Set(['cagr', 'totalReturn', 'alpha']);

export function formatMetric(key: MetricKey, metrics: Metrics): string {
  const definition = METRIC_DEFINITIONS.find((candidate) => candidate.key === key);
  const value = metrics[key];
  if (!definition) return NONE;
  switch (definition.format) {
    case 'percent':
      return SIGNED.has(key) || key === 'maxDrawdown'
        ? formatSignedPercent(value)
        : formatPercent(value);
    case 'ratio':
      return formatRatio(value);
    case 'days':
      return formatDays(value, 'day');
    case 'money':
      return value === null ? NONE : formatCompactRupees(value);
  }
}

export interface MetricRow {
  key: MetricKey;
  label: string;
  strategy: string;
  /** "–" where the metric does not apply to buying and holding the index. */
  benchmark: string;
  definition: MetricDefinition;
}

export function metricRows(strategy: Metrics, benchmark: Metrics): MetricRow[] {
  return METRIC_DEFINITIONS.map((definition) => ({
    key: definition.key,
    label: definition.label,
    strategy: formatMetric(definition.key, strategy),
    benchmark: TRADE_ONLY.has(definition.key) ? NONE : formatMetric(definition.key, benchmark),
    definition,
  }));
}

/** The four figures at the top of the results. */
export const HEADLINE_METRICS: readonly MetricKey[] = [
  'cagr',
  'maxDrawdown',
  'sharpe',
  'finalValue',
];
