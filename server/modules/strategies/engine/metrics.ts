import type { Metrics } from '../../../../src/features/strategies/model/contract';

// The backtest's metrics (issue 14, Deliver 4), each a pure function of a daily value series,
// so the tests can check every one against hand-worked numbers. The words and sources shown on
// screen are in src/features/strategies/model/metric-definitions.ts; keep the two in step.

/** NSE sessions in a year: the usual annualisation of daily figures. */
export const TRADING_DAYS_PER_YEAR = 252;
/** Calendar days in a year, for CAGR and turnover over a dated window. */
export const CALENDAR_DAYS_PER_YEAR = 365.25;

/** r_t = V_t / V_(t-1) − 1; a zero or missing previous value gives 0 (no return that day). */
export function dailyReturns(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let t = 1; t < values.length; t += 1) {
    const before = values[t - 1] ?? NaN;
    const now = values[t] ?? NaN;
    out.push(before > 0 && Number.isFinite(now) ? now / before - 1 : 0);
  }
  return out;
}

export function mean(xs: readonly number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return xs.length === 0 ? NaN : sum / xs.length;
}

/** Sample covariance (divisor n − 1); NaN with fewer than two pairs. */
export function sampleCovariance(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return NaN;
  const mx = mean(xs.slice(0, n));
  const my = mean(ys.slice(0, n));
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
  return sum / (n - 1);
}

/** Sample standard deviation (divisor n − 1). */
export const sampleStd = (xs: readonly number[]): number => Math.sqrt(sampleCovariance(xs, xs));

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** The daily rate that compounds to `annual` over a year of sessions: (1 + rf)^(1/252) − 1. */
export const dailyRate = (annual: number): number =>
  Math.pow(1 + annual, 1 / TRADING_DAYS_PER_YEAR) - 1;

/** (end / start)^(1 / years) − 1, years = calendar days / 365.25. */
export function cagr(start: number, end: number, calendarDays: number): number | null {
  if (!(start > 0) || !(calendarDays > 0)) return null;
  return finiteOrNull(
    Math.pow(Math.max(end, 0) / start, CALENDAR_DAYS_PER_YEAR / calendarDays) - 1,
  );
}

/** Sample standard deviation of daily returns × √252. */
export function annualisedVolatility(returns: readonly number[]): number | null {
  return finiteOrNull(sampleStd(returns) * Math.sqrt(TRADING_DAYS_PER_YEAR));
}

const excess = (returns: readonly number[], riskFreeRate: number): number[] => {
  const rf = dailyRate(riskFreeRate);
  return returns.map((r) => r - rf);
};

/** Annualised mean daily excess return (mean × 252) over the annualised volatility. */
export function sharpeRatio(returns: readonly number[], riskFreeRate: number): number | null {
  const volatility = annualisedVolatility(returns);
  if (volatility === null || volatility === 0) return null;
  return finiteOrNull((mean(excess(returns, riskFreeRate)) * TRADING_DAYS_PER_YEAR) / volatility);
}

/**
 * Annualised mean daily excess return over the annualised downside deviation: the root mean
 * square of the excess returns below 0 (counting every day in n, Sortino & van der Meer).
 */
export function sortinoRatio(returns: readonly number[], riskFreeRate: number): number | null {
  const e = excess(returns, riskFreeRate);
  if (e.length === 0) return null;
  let squares = 0;
  for (const x of e) if (x < 0) squares += x * x;
  const downside = Math.sqrt(squares / e.length) * Math.sqrt(TRADING_DAYS_PER_YEAR);
  if (downside === 0) return null;
  return finiteOrNull((mean(e) * TRADING_DAYS_PER_YEAR) / downside);
}

/** V_t / max(V_0..V_t) − 1 for each day (≤ 0). */
export function drawdowns(values: readonly number[]): number[] {
  let peak = -Infinity;
  return values.map((value) => {
    peak = Math.max(peak, value);
    return peak > 0 ? value / peak - 1 : 0;
  });
}

export interface Drawdown {
  /** The largest fall from a running peak, ≤ 0. */
  depth: number;
  peakIndex: number;
  troughIndex: number;
  /** Days (entries of the series) from the peak until back at or above it, or to the end. */
  days: number;
}

export function maxDrawdown(values: readonly number[]): Drawdown {
  let peakIndex = 0;
  let worst: Drawdown = { depth: 0, peakIndex: 0, troughIndex: 0, days: 0 };
  values.forEach((value, t) => {
    if (value > (values[peakIndex] ?? -Infinity)) peakIndex = t;
    const peak = values[peakIndex] ?? 0;
    const depth = peak > 0 ? value / peak - 1 : 0;
    if (depth < worst.depth) worst = { depth, peakIndex, troughIndex: t, days: 0 };
  });
  if (worst.depth === 0) return worst;
  const peak = values[worst.peakIndex] ?? 0;
  let recovered = values.length - 1;
  for (let t = worst.troughIndex + 1; t < values.length; t += 1) {
    if ((values[t] ?? 0) >= peak) {
      recovered = t;
      break;
    }
  }
  return { ...worst, days: recovered - worst.peakIndex };
}

/** CAGR over the depth of the largest drawdown (over the whole window, not Young's 36 months). */
export function calmarRatio(growth: number | null, drawdown: number): number | null {
  if (growth === null || drawdown === 0) return null;
  return finiteOrNull(growth / Math.abs(drawdown));
}

/** Sample covariance of daily returns with the benchmark's over the benchmark's variance. */
export function beta(returns: readonly number[], benchmark: readonly number[]): number | null {
  const variance = sampleCovariance(benchmark, benchmark);
  if (!(variance > 0)) return null;
  return finiteOrNull(sampleCovariance(returns, benchmark) / variance);
}

/** Jensen's alpha: 252 × (mean(r − rf) − β × mean(b − rf)) over daily returns. */
export function jensenAlpha(
  returns: readonly number[],
  benchmark: readonly number[],
  riskFreeRate: number,
): number | null {
  const b = beta(returns, benchmark);
  if (b === null) return null;
  const own = mean(excess(returns, riskFreeRate));
  const market = mean(excess(benchmark, riskFreeRate));
  return finiteOrNull((own - b * market) * TRADING_DAYS_PER_YEAR);
}

/** Share of closed trades with a profit above 0; null with none closed. */
export function winRate(profits: readonly number[]): number | null {
  if (profits.length === 0) return null;
  return profits.filter((profit) => profit > 0).length / profits.length;
}

/** Mean calendar days from entry to exit of closed trades; null with none closed. */
export function averageHoldingDays(days: readonly number[]): number | null {
  return days.length === 0 ? null : mean(days);
}

/** min(bought, sold) a year over the average value: the one-way annual turnover. */
export function annualTurnover(
  bought: number,
  sold: number,
  averageValue: number,
  calendarDays: number,
): number | null {
  if (!(averageValue > 0) || !(calendarDays > 0)) return null;
  return Math.min(bought, sold) / averageValue / (calendarDays / CALENDAR_DAYS_PER_YEAR);
}

export interface MetricsInput {
  /** Value at each day's close, paise, the first day included. */
  values: readonly number[];
  /** The benchmark's value on the same days. */
  benchmark: readonly number[];
  /** Calendar days from the first day to the last. */
  calendarDays: number;
  riskFreeRate: number;
  /** Profit after costs of each closed trade (paise). */
  profits: readonly number[];
  /** Calendar days held by each closed trade. */
  holdingDays: readonly number[];
  bought: number;
  sold: number;
  totalCosts: number;
}

/** Every metric of the contract for one value series. */
export function computeMetrics(input: MetricsInput): Metrics {
  const { values, calendarDays, riskFreeRate } = input;
  const start = values[0] ?? 0;
  const end = values[values.length - 1] ?? 0;
  const returns = dailyReturns(values);
  const market = dailyReturns(input.benchmark);
  const growth = cagr(start, end, calendarDays);
  const drawdown = maxDrawdown(values);
  return {
    cagr: growth,
    totalReturn: start > 0 ? end / start - 1 : 0,
    volatility: annualisedVolatility(returns),
    sharpe: sharpeRatio(returns, riskFreeRate),
    sortino: sortinoRatio(returns, riskFreeRate),
    maxDrawdown: drawdown.depth,
    maxDrawdownDays: drawdown.days,
    calmar: calmarRatio(growth, drawdown.depth),
    beta: beta(returns, market),
    alpha: jensenAlpha(returns, market, riskFreeRate),
    winRate: winRate(input.profits),
    averageHoldingDays: averageHoldingDays(input.holdingDays),
    turnover: annualTurnover(input.bought, input.sold, mean(values), calendarDays),
    totalCosts: Math.round(input.totalCosts),
    costsFraction: start > 0 ? input.totalCosts / start : 0,
    finalValue: Math.round(end),
  };
}
