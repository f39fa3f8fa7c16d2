import type { Bar, CorporateAction, IndexLevel } from './contract';

// The stock page's price chart (issue 12, Deliver 3), as pure functions the component draws.

export const CHART_RANGES = ['1M', '6M', '1Y', '5Y'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

export const RANGE_LABEL: Record<ChartRange, string> = {
  '1M': 'One month',
  '6M': 'Six months',
  '1Y': 'One year',
  '5Y': 'Five years',
};

const RANGE_MONTHS: Record<ChartRange, number> = { '1M': 1, '6M': 6, '1Y': 12, '5Y': 60 };

export interface ChartWindow {
  from: string;
  to: string;
  /** Five years of daily candles are too thin to read on a phone: weeks instead. */
  interval: 'daily' | 'weekly';
}

/** The days a range covers, ending on the latest trading day (an ISO date). */
export function chartWindow(range: ChartRange, lastDate: string): ChartWindow {
  const [year, month, day] = lastDate.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - RANGE_MONTHS[range], day));
  // 31 March minus one month is 3 March in Date arithmetic; the range starts a day later anyway.
  start.setUTCDate(start.getUTCDate() + 1);
  return {
    from: start.toISOString().slice(0, 10),
    to: lastDate,
    interval: range === '5Y' ? 'weekly' : 'daily',
  };
}

export interface RebasedPoint {
  time: string;
  /** Percent change since the first point of the range. */
  value: number;
}

/** A series as percent change from its first value, so a stock and indices share one scale. */
export function rebase(points: ReadonlyArray<{ date: string; value: number }>): RebasedPoint[] {
  const first = points.find((point) => point.value > 0);
  if (!first) return [];
  return points.map((point) => ({
    time: point.date,
    value: Math.round((point.value / first.value - 1) * 10_000) / 100,
  }));
}

export const closesOf = (bars: readonly Bar[]) =>
  bars.map((bar) => ({ date: bar.date, value: bar.close }));

export const levelsOf = (levels: readonly IndexLevel[]) =>
  levels.map((level) => ({ date: level.date, value: level.close }));

export interface ActionMarker {
  /** The bar the marker sits on: the one that holds the ex-date. */
  time: string;
  exDate: string;
  kind: CorporateAction['kind'];
  /** One or two characters on the chart. */
  label: string;
  /** What a screen reader and the legend say. */
  text: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

export function describeAction(action: CorporateAction): string {
  if (action.kind === 'dividend') {
    return `Dividend of ${action.dividend === null ? 'an unknown amount' : rupees.format(action.dividend / 100)} a share`;
  }
  if (action.kind === 'split')
    return `Split ${action.sharesBefore} share into ${action.sharesAfter}`;
  return `Bonus of ${action.sharesAfter - action.sharesBefore} for every ${action.sharesBefore} held`;
}

const MARKER_LABEL: Record<CorporateAction['kind'], string> = {
  dividend: 'D',
  split: 'S',
  bonus: 'B',
};

/**
 * Corporate actions inside the bars' range, each on the bar holding its ex-date (the last bar
 * on or before it, which for weekly bars is that week's bar), oldest first; none after `to`.
 */
export function actionMarkers(
  bars: readonly Bar[],
  actions: readonly CorporateAction[],
  to: string,
): ActionMarker[] {
  const first = bars[0];
  if (!first) return [];
  const markers: ActionMarker[] = [];
  for (const action of [...actions].sort((a, b) => (a.exDate < b.exDate ? -1 : 1))) {
    if (action.exDate < first.date || action.exDate > to) continue;
    let holder: Bar | undefined;
    for (const bar of bars) {
      if (bar.date > action.exDate) break;
      holder = bar;
    }
    if (!holder) continue;
    markers.push({
      time: holder.date,
      exDate: action.exDate,
      kind: action.kind,
      label: MARKER_LABEL[action.kind],
      text: describeAction(action),
    });
  }
  return markers;
}

/** Where the close sits in its 52-week range: 0 at the low, 1 at the high. */
export function rangePosition(close: number, low: number, high: number): number {
  if (high <= low) return 0.5;
  return Math.min(1, Math.max(0, (close - low) / (high - low)));
}

/** A sentence that says what the chart shows, for screen readers and when the chart fails. */
export function chartSummary(symbol: string, bars: readonly Bar[], range: ChartRange): string {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (!first || !last) return `No prices for ${symbol} in this range.`;
  const change = ((last.close - first.open) / first.open) * 100;
  const high = Math.max(...bars.map((bar) => bar.high));
  const low = Math.min(...bars.map((bar) => bar.low));
  const word = change >= 0 ? 'up' : 'down';
  return (
    `${symbol} over ${RANGE_LABEL[range].toLowerCase()}: ${word} ${Math.abs(change).toFixed(1)}%, ` +
    `from ${rupees.format(first.open / 100)} to ${rupees.format(last.close / 100)}; ` +
    `high ${rupees.format(high / 100)}, low ${rupees.format(low / 100)}.`
  );
}
