import type { BacktestResult } from './contract';

// What the three charts draw (issue 14, Deliver 5), as light passes over the server's series:
// one map each, no sorting (the server sends days in order; a day out of order or repeated is
// dropped, as lightweight-charts throws on one). Percent series are in percent (−23.4), the
// equity in rupees per ₹100 at the start.

export interface LinePoint {
  time: string;
  value: number;
}

export interface TwoLines {
  strategy: LinePoint[];
  benchmark: LinePoint[];
}

type Daily = ReadonlyArray<{ date: string; strategy: number; benchmark: number }>;

function split(points: Daily, scale: number): TwoLines {
  const strategy: LinePoint[] = [];
  const benchmark: LinePoint[] = [];
  let last = '';
  for (const point of points) {
    if (point.date <= last) continue;
    last = point.date;
    strategy.push({ time: point.date, value: point.strategy * scale });
    benchmark.push({ time: point.date, value: point.benchmark * scale });
  }
  return { strategy, benchmark };
}

/** ₹100 at the start, day by day, for the strategy and NIFTY 50. */
export const equityLines = (result: Pick<BacktestResult, 'equity'>): TwoLines =>
  split(result.equity, 1);

/** The fall from the running peak, in percent (≤ 0). */
export const drawdownLines = (result: Pick<BacktestResult, 'drawdown'>): TwoLines =>
  split(result.drawdown, 100);

/** The return of the year to each week, in percent. */
export const rollingLines = (result: Pick<BacktestResult, 'rolling'>): TwoLines =>
  split(result.rolling, 100);

/** A log scale cannot draw zero or less; an equity curve never gets there unless wiped out. */
export const canUseLogScale = (lines: TwoLines): boolean =>
  lines.strategy.every((point) => point.value > 0) &&
  lines.benchmark.every((point) => point.value > 0);

export interface Extremes {
  lowest: LinePoint | null;
  highest: LinePoint | null;
  last: LinePoint | null;
}

export function extremes(points: readonly LinePoint[]): Extremes {
  let lowest: LinePoint | null = null;
  let highest: LinePoint | null = null;
  for (const point of points) {
    if (!lowest || point.value < lowest.value) lowest = point;
    if (!highest || point.value > highest.value) highest = point;
  }
  return { lowest, highest, last: points.at(-1) ?? null };
}
