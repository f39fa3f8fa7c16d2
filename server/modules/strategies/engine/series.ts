import type { BacktestResult } from '../../../../src/features/strategies/model/contract';
import { drawdowns } from './metrics';
import { weekOf, yearsBefore } from './rebalance-dates';

// The charts' and tables' series of a backtest result (issue 14): the equity curves rebased to
// 100, the fall from the running peak, rolling one-year returns each week, and each month's and
// year's return. Rounded (4 decimals on a 100 base, 6 on fractions) to keep the answer small.

type Pair = { date: string; strategy: number; benchmark: number };

const round = (x: number, decimals: number): number => {
  const scale = 10 ** decimals;
  const r = Math.round(x * scale) / scale;
  return r === 0 ? 0 : r;
};

export function equitySeries(
  days: readonly string[],
  values: readonly number[],
  benchmark: readonly number[],
): Pair[] {
  const v0 = values[0] ?? 1;
  const b0 = benchmark[0] ?? 1;
  return days.map((date, t) => ({
    date,
    strategy: round(((values[t] ?? v0) / v0) * 100, 4),
    benchmark: round(((benchmark[t] ?? b0) / b0) * 100, 4),
  }));
}

export function drawdownSeries(
  days: readonly string[],
  values: readonly number[],
  benchmark: readonly number[],
): Pair[] {
  const own = drawdowns(values);
  const market = drawdowns(benchmark);
  return days.map((date, t) => ({
    date,
    strategy: round(own[t] ?? 0, 6),
    benchmark: round(market[t] ?? 0, 6),
  }));
}

/**
 * On the last session of each week (and the last day) from a year after the start: the return
 * since the last session on or before the same date a year earlier.
 */
export function rollingYear(
  days: readonly string[],
  values: readonly number[],
  benchmark: readonly number[],
): Pair[] {
  const out: Pair[] = [];
  const first = days[0] ?? '';
  let base = 0;
  days.forEach((date, t) => {
    const yearAgo = yearsBefore(date, 1);
    if (yearAgo < first) return;
    const next = days[t + 1];
    if (next !== undefined && weekOf(next) === weekOf(date)) return;
    while (base + 1 < t && (days[base + 1] ?? '') <= yearAgo) base += 1;
    out.push({
      date,
      strategy: round((values[t] ?? 0) / (values[base] ?? 1) - 1, 6),
      benchmark: round((benchmark[t] ?? 0) / (benchmark[base] ?? 1) - 1, 6),
    });
  });
  return out;
}

/** Each calendar month's and year's return: last close of the period over the one before. */
export function periodReturns(
  days: readonly string[],
  values: readonly number[],
  benchmark: readonly number[],
): Pick<BacktestResult, 'months' | 'years'> {
  const months: BacktestResult['months'] = [];
  const years: BacktestResult['years'] = [];
  let monthBase = 0;
  let yearBase = 0;
  days.forEach((date, t) => {
    const next = days[t + 1];
    if (next === undefined || next.slice(0, 7) !== date.slice(0, 7)) {
      months.push({
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        return: round((values[t] ?? 0) / (values[monthBase] ?? 1) - 1, 6),
      });
      monthBase = t;
    }
    if (next === undefined || next.slice(0, 4) !== date.slice(0, 4)) {
      years.push({
        year: Number(date.slice(0, 4)),
        return: round((values[t] ?? 0) / (values[yearBase] ?? 1) - 1, 6),
        benchmark: round((benchmark[t] ?? 0) / (benchmark[yearBase] ?? 1) - 1, 6),
      });
      yearBase = t;
    }
  });
  return { months, years };
}
