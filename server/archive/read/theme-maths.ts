import { annualVolatility } from '../../../src/features/baskets/model/volatility';
import { toDayNumber } from '../calendar';
import type { Theme } from '../schemas/responses';
import { yearsBefore, type SeriesInputs } from './theme-series';

// The sums of a theme's back history (server/archive/read/theme-series.ts reads the prices):
// pure, so the tests work them by hand.

/** A return over N years is given when the history starts at most this many days late. */
const START_SLACK_DAYS = 10;
const YEAR_OF_DAYS = 252;

/**
 * The theme's value on each day, 100 on the first day any of its stocks has a price (NaN
 * before). A stock without a price yet (listed later) waits, its weight shared by the others,
 * and joins at the next monthly rebalance after its first price.
 */
export function themeValues(
  inputs: SeriesInputs,
  members: ReadonlyArray<{ id: number; weightBp: number }>,
): Float64Array {
  const { days } = inputs;
  const values = new Float64Array(days.length).fill(NaN);
  const prices = members.map((member) => inputs.closes.get(member.id));
  const units = new Float64Array(members.length);
  const rebalance = (t: number, value: number) => {
    let total = 0;
    members.forEach((member, i) => {
      if (Number.isFinite(prices[i]?.[t])) total += member.weightBp;
    });
    members.forEach((member, i) => {
      const price = prices[i]?.[t] ?? NaN;
      units[i] =
        Number.isFinite(price) && total > 0 ? (value * member.weightBp) / total / price : 0;
    });
  };
  let started = false;
  for (let t = 0; t < days.length; t += 1) {
    if (!started) {
      if (!prices.some((series) => Number.isFinite(series?.[t]))) continue;
      started = true;
      values[t] = 100;
      rebalance(t, 100);
      continue;
    }
    let value = 0;
    prices.forEach((series, i) => {
      const held = units[i] ?? 0;
      if (held > 0) value += held * (series?.[t] ?? 0);
    });
    values[t] = value;
    if (days[t]?.slice(0, 7) !== days[t - 1]?.slice(0, 7)) rebalance(t, value);
  }
  return values;
}

/** The NIFTY 50 rebased to 100 on the theme's first day (NaN before). */
export function rebased(benchmark: Float64Array, values: Float64Array): Float64Array {
  const out = new Float64Array(values.length).fill(NaN);
  const start = values.findIndex((value) => Number.isFinite(value));
  if (start < 0) return out;
  let base = NaN;
  for (let t = start; t < values.length; t += 1) {
    const level = benchmark[t] ?? NaN;
    if (!Number.isFinite(base) && Number.isFinite(level)) base = level;
    out[t] = Number.isFinite(base) ? ((benchmark[t] ?? NaN) / base) * 100 : NaN;
  }
  return out;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Returns, yearly volatility (the last year of daily returns) and the worst drawdown. */
export function seriesStats(
  days: readonly string[],
  values: Float64Array,
): Pick<Theme, 'returns' | 'volatility' | 'maxDrawdown'> {
  const start = values.findIndex((value) => Number.isFinite(value));
  const end = days.length - 1;
  const last = values[end] ?? NaN;
  const lastDay = days[end];
  const over = (years: number, annualise: boolean): number | null => {
    if (start < 0 || !lastDay || !Number.isFinite(last)) return null;
    const target = yearsBefore(lastDay, years);
    let k = -1;
    for (let t = start; t <= end && (days[t] ?? '') <= target; t += 1) k = t;
    if (k < 0) {
      const late = toDayNumber(days[start] ?? lastDay) - toDayNumber(target);
      if (late > START_SLACK_DAYS) return null;
      k = start;
    }
    const growth = last / (values[k] ?? NaN);
    const span = (toDayNumber(lastDay) - toDayNumber(days[k] ?? lastDay)) / 365.25;
    if (!Number.isFinite(growth) || span <= 0) return null;
    return round(annualise ? growth ** (1 / span) - 1 : growth - 1, 4);
  };
  let peak = -Infinity;
  let drawdown = 0;
  for (let t = Math.max(start, 0); t <= end; t += 1) {
    const value = values[t] ?? NaN;
    if (!Number.isFinite(value)) continue;
    peak = Math.max(peak, value);
    drawdown = Math.min(drawdown, value / peak - 1);
  }
  const lastYear =
    start < 0 ? [] : Array.from(values.subarray(Math.max(start, end - YEAR_OF_DAYS)));
  const volatility = annualVolatility([lastYear], [10_000]);
  return {
    returns: { oneYear: over(1, false), threeYearCagr: over(3, true), fiveYearCagr: over(5, true) },
    volatility: volatility === null ? null : round(volatility, 4),
    maxDrawdown: round(drawdown, 4),
  };
}

/** The first day, then the last trading day of each ISO week (Monday start). */
export function weeklyPoints(
  days: readonly string[],
  values: Float64Array,
): Array<{ date: string; value: number }> {
  const week = (day: string) => Math.floor((toDayNumber(day) + 3) / 7);
  const points: Array<{ date: string; value: number }> = [];
  days.forEach((day, t) => {
    const value = values[t] ?? NaN;
    if (!Number.isFinite(value)) return;
    const next = days[t + 1];
    if (points.length === 0 || next === undefined || week(next) !== week(day)) {
      points.push({ date: day, value: round(value, 2) });
    }
  });
  return points;
}
