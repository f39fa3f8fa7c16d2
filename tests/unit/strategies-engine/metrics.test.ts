// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  annualisedVolatility,
  annualTurnover,
  averageHoldingDays,
  beta,
  cagr,
  calmarRatio,
  computeMetrics,
  dailyRate,
  dailyReturns,
  drawdowns,
  jensenAlpha,
  maxDrawdown,
  sharpeRatio,
  sortinoRatio,
  winRate,
} from '../../../server/modules/strategies/engine/metrics';
import { METRIC_DEFINITIONS } from '@/features/strategies/model/metric-definitions';

// Worked by hand (issue 14: "each metric against hand-worked series").
//
// Strategy values V = 100, 110, 99, 118.8  →  daily returns r = +0.10, −0.10, +0.20.
//   mean r = 0.2 / 3 = 0.0666667; deviations +0.0333333, −0.1666667, +0.1333333;
//   squares 0.0011111 + 0.0277778 + 0.0177778 = 0.0466667; sample variance ÷ (3 − 1) = 0.0233333.
//   Volatility = √(0.0233333 × 252) = √5.88 = 2.4248711.
//   Sharpe, rf = 0: 0.0666667 × 252 ÷ 2.4248711 = 16.8 ÷ √5.88 = √48 = 6.9282032.
//   Sortino, rf = 0: only −0.10 is below 0; downside deviation = √(0.01 ÷ 3) × √252 = √0.84
//   = 0.9165151; 16.8 ÷ √0.84 = √336 = 18.3303028.
// Risk-free 6.5 % a year: daily rf = 1.065^(1/252) − 1 = e^(0.0629748 ÷ 252) − 1 = 0.00024993.
//   Mean excess = 0.0666667 − 0.00024993 = 0.0664167; × 252 = 16.7370172.
//   Sharpe = 16.7370172 ÷ 2.4248711 = 6.9022296.
//   Sortino: excess returns +0.0997501, −0.1002499, +0.1997501; shortfall² = 0.0100500;
//   ÷ 3 = 0.0033500; × 252 = 0.8442045; √ = 0.9188058; 16.7370172 ÷ 0.9188058 = 18.2160554.
// Max drawdown: peak 110 (day 1), trough 99 (day 2): 99 ÷ 110 − 1 = −0.10; back at 110 or
//   above on day 3 (118.8), so the duration is 3 − 1 = 2 days.
// CAGR over 730.5 calendar days (two years of 365.25): 1.188^(1/2) − 1 = 0.0899541;
//   over 365.25 days: 0.188. Calmar (two years) = 0.0899541 ÷ 0.10 = 0.8995413.
// Benchmark B = 100, 105, 99.75, 104.7375  →  b = +0.05, −0.05, +0.05; mean 0.0166667;
//   deviations +0.0333333, −0.0666667, +0.0333333; var = (0.0011111 + 0.0044444 + 0.0011111) ÷ 2
//   = 0.0033333; cov(r, b) = (0.0333333 × 0.0333333 + 0.1666667 × 0.0666667 + 0.1333333 ×
//   0.0333333) ÷ 2 = (0.0011111 + 0.0111111 + 0.0044444) ÷ 2 = 0.0083333; beta = 2.5.
//   Alpha, rf = 0: 252 × (0.0666667 − 2.5 × 0.0166667) = 252 × 0.025 = 6.3.
//   Alpha, rf 6.5 %: 6.3 + 252 × rf_d × (β − 1) = 6.3 + 252 × 0.00024993 × 1.5 = 6.3944740.
// Turnover: bought ₹1,000, sold ₹600, average value ₹2,000, two years: 600 ÷ 2,000 ÷ 2 = 0.15.

const V = [100, 110, 99, 118.8];
const B = [100, 105, 99.75, 104.7375];
const r = dailyReturns(V);
const b = dailyReturns(B);

describe('backtest metrics against hand-worked series', () => {
  it('daily returns', () => {
    expect(r.map((x) => Number(x.toFixed(12)))).toEqual([0.1, -0.1, 0.2]);
    expect(b.map((x) => Number(x.toFixed(12)))).toEqual([0.05, -0.05, 0.05]);
  });

  it('volatility: sample standard deviation × √252', () => {
    expect(annualisedVolatility(r)).toBeCloseTo(2.4248711, 6);
    expect(annualisedVolatility([0.01])).toBeNull();
  });

  it('daily risk-free rate compounds to the yearly one', () => {
    expect(dailyRate(0.065)).toBeCloseTo(0.00024993, 8);
    expect((1 + dailyRate(0.065)) ** 252).toBeCloseTo(1.065, 12);
  });

  it('Sharpe ratio', () => {
    expect(sharpeRatio(r, 0)).toBeCloseTo(6.9282032, 6);
    expect(sharpeRatio(r, 0.065)).toBeCloseTo(6.9022296, 6);
    expect(sharpeRatio([0.01, 0.01, 0.01], 0)).toBeNull();
  });

  it('Sortino ratio counts every day in the downside mean', () => {
    expect(sortinoRatio(r, 0)).toBeCloseTo(18.3303028, 6);
    expect(sortinoRatio(r, 0.065)).toBeCloseTo(18.2160554, 6);
    expect(sortinoRatio([0.01, 0.02], 0)).toBeNull();
  });

  it('maximum drawdown and its duration', () => {
    expect(maxDrawdown(V)).toMatchObject({ peakIndex: 1, troughIndex: 2, days: 2 });
    expect(maxDrawdown(V).depth).toBeCloseTo(-0.1, 12);
    // Never recovered: from the peak (index 1) to the end (index 3).
    expect(maxDrawdown([100, 120, 90, 100]).days).toBe(2);
    expect(maxDrawdown([100, 120, 90, 100]).depth).toBeCloseTo(-0.25, 12);
    expect(maxDrawdown([100, 101, 102])).toEqual({
      depth: 0,
      peakIndex: 0,
      troughIndex: 0,
      days: 0,
    });
    expect(drawdowns([100, 120, 90, 130]).map((x) => Number(x.toFixed(12)))).toEqual([
      0, 0, -0.25, 0,
    ]);
  });

  it('CAGR and Calmar', () => {
    expect(cagr(100, 118.8, 730.5)).toBeCloseTo(0.0899541, 6);
    expect(cagr(100, 118.8, 365.25)).toBeCloseTo(0.188, 12);
    expect(cagr(0, 118.8, 365)).toBeNull();
    expect(calmarRatio(cagr(100, 118.8, 730.5), -0.1)).toBeCloseTo(0.8995413, 6);
    expect(calmarRatio(0.1, 0)).toBeNull();
  });

  it('beta and Jensen’s alpha against the benchmark', () => {
    expect(beta(r, b)).toBeCloseTo(2.5, 10);
    expect(jensenAlpha(r, b, 0)).toBeCloseTo(6.3, 10);
    expect(jensenAlpha(r, b, 0.065)).toBeCloseTo(6.394474, 6);
    expect(beta(r, [0.01, 0.01, 0.01])).toBeNull();
  });

  it('win rate, holding period and turnover', () => {
    // 100 and 30 made money; −50 lost and 0 broke even: 2 of 4.
    expect(winRate([100, -50, 0, 30])).toBe(0.5);
    expect(winRate([])).toBeNull();
    expect(averageHoldingDays([30, 60, 90])).toBe(60);
    expect(averageHoldingDays([])).toBeNull();
    expect(annualTurnover(1_000, 600, 2_000, 730.5)).toBeCloseTo(0.15, 12);
    expect(annualTurnover(1_000, 600, 0, 730.5)).toBeNull();
  });

  it('computeMetrics puts them together', () => {
    const metrics = computeMetrics({
      values: V,
      benchmark: B,
      calendarDays: 730.5,
      riskFreeRate: 0,
      profits: [100, -50],
      holdingDays: [10, 20],
      bought: 1_000,
      sold: 600,
      totalCosts: 12,
    });
    expect(metrics).toMatchObject({
      maxDrawdownDays: 2,
      winRate: 0.5,
      averageHoldingDays: 15,
      totalCosts: 12,
      costsFraction: 0.12,
      finalValue: 119,
    });
    expect(metrics.totalReturn).toBeCloseTo(0.188, 12);
    expect(metrics.maxDrawdown).toBeCloseTo(-0.1, 12);
    // Average value (100 + 110 + 99 + 118.8) ÷ 4 = 106.95: 600 ÷ 106.95 ÷ 2 = 2.8050491.
    expect(metrics.turnover).toBeCloseTo(2.8050491, 6);
    expect(metrics.sharpe).toBeCloseTo(6.9282032, 6);
    expect(metrics.beta).toBeCloseTo(2.5, 10);
  });
});

describe('metric definitions', () => {
  it('define every metric of the contract once, with a source', () => {
    const keys = METRIC_DEFINITIONS.map((definition) => definition.key).sort();
    const metrics = computeMetrics({
      values: V,
      benchmark: B,
      calendarDays: 730.5,
      riskFreeRate: 0,
      profits: [],
      holdingDays: [],
      bought: 0,
      sold: 0,
      totalCosts: 0,
    });
    expect(keys).toEqual(Object.keys(metrics).sort());
    for (const definition of METRIC_DEFINITIONS) {
      expect(definition.definition.length).toBeGreaterThan(20);
      expect(definition.source.length).toBeGreaterThan(10);
    }
  });
});
