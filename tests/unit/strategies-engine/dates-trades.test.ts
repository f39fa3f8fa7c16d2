// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isPeriodEnd,
  signalDays,
  weekOf,
  windowStart,
  yearsBefore,
} from '../../../server/modules/strategies/engine/rebalance-dates';
import { rank, weightsFor } from '../../../server/modules/strategies/engine/ranking';
import {
  drawdownSeries,
  equitySeries,
  periodReturns,
  rollingYear,
} from '../../../server/modules/strategies/engine/series';
import {
  closeQuantity,
  openLot,
  openTrades,
  type Position,
} from '../../../server/modules/strategies/engine/trades';
import { frameOf, weekdaysBetween } from './fixture';

describe('rebalance dates', () => {
  const days = weekdaysBetween('2023-01-02', '2024-12-31');

  it('the window is the last `years` years of the axis', () => {
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-02-29');
    // 2023-12-31 is a Sunday: the window opens on Monday 2024-01-01.
    expect(days[windowStart(days, 1)]).toBe('2024-01-01');
    // Longer than the axis: from its first day.
    expect(windowStart(days, 5)).toBe(0);
  });

  it('signals at the last session of each month or quarter, and the first day', () => {
    const start = windowStart(days, 1);
    const monthly = signalDays(days, start, 'monthly').map((t) => days[t]);
    // The first day, then January to November's last weekdays (31 December is the last day
    // of the axis: no next open to trade at).
    expect(monthly).toEqual([
      '2024-01-01',
      '2024-01-31',
      '2024-02-29',
      '2024-03-29',
      '2024-04-30',
      '2024-05-31',
      '2024-06-28',
      '2024-07-31',
      '2024-08-30',
      '2024-09-30',
      '2024-10-31',
      '2024-11-29',
    ]);
    const quarterly = signalDays(days, start, 'quarterly').map((t) => days[t]);
    expect(quarterly).toEqual(['2024-01-01', '2024-03-29', '2024-06-28', '2024-09-30']);
    expect(isPeriodEnd(days, days.length - 1, 'monthly')).toBe(false);
  });

  it('weeks start on Monday', () => {
    expect(weekOf('2024-01-01')).toBe(weekOf('2024-01-07'));
    expect(weekOf('2024-01-08')).toBe(weekOf('2024-01-07') + 1);
  });
});

describe('ranking and weights', () => {
  it('highest score first, ties and unscored in frame order', () => {
    const scores = Float64Array.from([1, 3, NaN, 3, -2]);
    expect(rank([0, 1, 2, 3, 4], scores, false).map((r) => r.stock)).toEqual([1, 3, 0, 4]);
    expect(rank([0, 1, 2, 3, 4], scores, true).map((r) => r.stock)).toEqual([1, 3, 0, 4, 2]);
  });

  it('score weights: one part for the lowest chosen, one more per z-score above it', () => {
    const frame = frameOf(['2024-01-01'], [], []);
    // Scores 2, 1, 0 → parts 3, 2, 1 of 6.
    const weights = weightsFor(
      [
        { stock: 0, score: 2 },
        { stock: 1, score: 1 },
        { stock: 2, score: 0 },
      ],
      'score',
      frame,
      0,
    );
    expect(weights.map((w) => w.toFixed(6))).toEqual(['0.500000', '0.333333', '0.166667']);
  });

  it('inverse volatility: a stock swinging twice as much gets half the weight', () => {
    const days = weekdaysBetween('2024-01-01', '2024-03-29');
    // A alternates ±1 %, B ±2 % (in log terms): B's volatility is twice A's.
    const swing = (size: number) => days.map((_, t) => 100 * Math.exp(t % 2 === 0 ? 0 : size));
    const frame = frameOf(
      days,
      [
        { symbol: 'A', close: swing(0.01) },
        { symbol: 'B', close: swing(0.02) },
      ],
      [],
    );
    const weights = weightsFor(
      [
        { stock: 0, score: 1 },
        { stock: 1, score: 1 },
      ],
      'inverseVolatility',
      frame,
      days.length - 1,
    );
    // 1/σ : 1/(2σ) = 2 : 1.
    expect(weights[0]).toBeCloseTo(2 / 3, 9);
    expect(weights[1]).toBeCloseTo(1 / 3, 9);
  });
});

describe('trades list', () => {
  it('a partial sale closes the oldest lot first and shares the charges by quantity', () => {
    const positions = new Map<number, Position>();
    openLot(
      positions,
      0,
      { quantity: 10, entryIndex: 1, entryPrice: 10_000, buyCosts: 101 },
      10_000,
    );
    openLot(
      positions,
      0,
      { quantity: 30, entryIndex: 5, entryPrice: 12_000, buyCosts: 300 },
      12_000,
    );
    // Sell 20 at ₹130 with ₹2.00 of charges: all of lot 1 (10) and 10 of lot 2's 30.
    const closed = closeQuantity(positions, 0, {
      quantity: 20,
      index: 9,
      price: 13_000,
      costs: 200,
      reason: 'rebalance',
    });
    // Lot 1: buy costs 101 all, sell costs 200 × 10/20 = 100; profit 10 × 3,000 − 201 = 29,799.
    // Lot 2: buy costs 300 × 10/30 = 100, the sale's remaining 100; 10 × 1,000 − 200 = 9,800.
    expect(closed).toEqual([
      expect.objectContaining({ quantity: 10, entryIndex: 1, costs: 201, profit: 29_799 }),
      expect.objectContaining({ quantity: 10, entryIndex: 5, costs: 200, profit: 9_800 }),
    ]);
    expect(openTrades(positions)).toEqual([
      expect.objectContaining({
        quantity: 20,
        entryIndex: 5,
        costs: 200,
        profit: null,
        reason: 'open',
      }),
    ]);
    expect(positions.get(0)?.quantity).toBe(20);
  });
});

describe('result series', () => {
  // ₹100 through 2023, ₹120 from 1 January 2024; NIFTY 50 flat.
  const days = weekdaysBetween('2023-01-02', '2024-01-12');
  const values = days.map((day) => (day < '2024-01-01' ? 100 : 120));
  const flatLine = days.map(() => 100);

  it('rolling one-year returns on the last session of each week, from a year in', () => {
    // The first day with a year behind it is 2024-01-02; its week ends on Friday the 5th, whose
    // year-ago session is 2023-01-05 (₹100): 120 ÷ 100 − 1 = 0.2. Then Friday the 12th.
    expect(rollingYear(days, values, flatLine)).toEqual([
      { date: '2024-01-05', strategy: 0.2, benchmark: 0 },
      { date: '2024-01-12', strategy: 0.2, benchmark: 0 },
    ]);
  });

  it('month and year returns chain from the last close of the period before', () => {
    const { months, years } = periodReturns(days, values, flatLine);
    expect(months).toHaveLength(13);
    expect(months.slice(-2)).toEqual([
      { year: 2023, month: 12, return: 0 },
      { year: 2024, month: 1, return: 0.2 },
    ]);
    expect(years).toEqual([
      { year: 2023, return: 0, benchmark: 0 },
      { year: 2024, return: 0.2, benchmark: 0 },
    ]);
  });

  it('equity rebased to 100 and drawdowns from the running peak', () => {
    expect(equitySeries(['d1', 'd2'], [200, 250], [50, 40])).toEqual([
      { date: 'd1', strategy: 100, benchmark: 100 },
      { date: 'd2', strategy: 125, benchmark: 80 },
    ]);
    expect(drawdownSeries(['d1', 'd2', 'd3'], [200, 150, 300], [50, 40, 45])).toEqual([
      { date: 'd1', strategy: 0, benchmark: 0 },
      { date: 'd2', strategy: -0.25, benchmark: -0.2 },
      { date: 'd3', strategy: 0, benchmark: -0.1 },
    ]);
  });
});
