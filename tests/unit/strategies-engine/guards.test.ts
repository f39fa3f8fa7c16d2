// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseScan } from '@/domain/scan/parse';
import type { Expr } from '@/domain/scan/ast';
import type { Frame } from '@/domain/scan/frame';
import {
  BacktestCancelledError,
  runBacktest,
} from '../../../server/modules/strategies/engine/backtest';
import {
  flat,
  frameOf,
  monthEnds,
  params,
  random,
  syntheticFrame,
  weekdaysBetween,
} from './fixture';

// Determinism, the look-ahead guard, rebalance counts, cancel and progress (issue 14, "Tests").

const ast = (text: string): Expr => {
  const parsed = parseScan(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.ast;
};

const ENTRY = 'pe < 40 AND close > sma(close, 50)';
const EXIT = 'rsi(14) > 85';
const ruled = () => ({ entryAst: ast(ENTRY), exitAst: ast(EXIT) });

describe('determinism', () => {
  it('the same frame and parameters give the same bytes, on a copy of the frame too', () => {
    const frame = syntheticFrame(60, 600);
    const p = params({
      holdings: 10,
      years: 2,
      costs: true,
      slippageBps: 10,
      entry: ENTRY,
      exit: EXIT,
      stopLoss: 0.2,
    });
    const first = JSON.stringify(runBacktest(frame, p, ruled()));
    const again = JSON.stringify(runBacktest(frame, p, ruled()));
    const copy = JSON.stringify(runBacktest(structuredClone(frame), p, ruled()));
    expect(again).toBe(first);
    expect(copy).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ rebalances: 25 });
  });
});

/** The frame with every price, score and quarter after day `t` changed. */
function futureChanged(frame: Frame, t: number): Frame {
  const rng = random(99);
  const copy = structuredClone(frame);
  for (const stock of copy.stocks) {
    const shock = 0.5 + rng();
    for (const series of [stock.open, stock.high, stock.low, stock.close]) {
      for (let k = t + 1; k < series.length; k += 1) series[k] = (series[k] ?? 0) * shock;
    }
    for (const quarter of stock.quarters) {
      if (quarter.knownFrom > t) {
        quarter.netProfit = -quarter.netProfit * 3;
        quarter.revenue *= 0.5;
      }
    }
    stock.dividends = stock.dividends.filter((d) => d.index <= t);
  }
  for (const [day, scores] of copy.factors) {
    if (day > t)
      for (const key of Object.keys(scores) as Array<keyof typeof scores>) scores[key].reverse();
  }
  for (let k = t + 1; k < copy.nifty50.length; k += 1)
    copy.nifty50[k] = (copy.nifty50[k] ?? 0) * 0.7;
  return copy;
}

describe('no look-ahead', () => {
  it('changing prices, scores and results after day t changes nothing decided by t', () => {
    const frame = syntheticFrame(60, 600);
    const p = params({
      holdings: 10,
      years: 2,
      costs: true,
      entry: ENTRY,
      exit: EXIT,
      stopLoss: 0.2,
    });
    // A signal day in the middle of the window (a month end), so a rebalance is decided at t.
    const t = monthEnds(frame.days).find((k) => k > 400)!;
    const day = frame.days[t]!;
    const before = runBacktest(frame, p, ruled());
    const after = runBacktest(futureChanged(frame, t), p, ruled());
    // Up to t the equity is the same; from the next open it may differ.
    const upTo = (result: typeof before) => result.equity.filter((point) => point.date <= day);
    expect(upTo(after)).toEqual(upTo(before));
    expect(upTo(before).length).toBeGreaterThan(100);
    // Every trade entered by t is the same, and so is each exit made by t. (A lot held past t
    // may be split by later partial sales, so what is still held at t is compared as the
    // quantity of each purchase.)
    const decided = (result: typeof before) => {
      const closed = result.trades.filter(
        (trade) => trade.entryDate <= day && trade.exitDate !== null && trade.exitDate <= day,
      );
      const held = new Map<string, number>();
      for (const trade of result.trades) {
        if (trade.entryDate > day || (trade.exitDate !== null && trade.exitDate <= day)) continue;
        const key = `${trade.symbol} ${trade.entryDate} ${trade.entryPrice}`;
        held.set(key, (held.get(key) ?? 0) + trade.quantity);
      }
      return { closed, held: [...held].sort() };
    };
    expect(decided(after)).toEqual(decided(before));
    expect(decided(before).closed.length).toBeGreaterThan(10);
    expect(decided(before).held.length).toBeGreaterThan(5);
    // And the changes do show after t (the test would catch nothing otherwise).
    expect(after.metrics.finalValue).not.toBe(before.metrics.finalValue);
  });

  it('a quarter changes nothing before the day it is announced', () => {
    const frame = syntheticFrame(30, 500);
    // Every result announced after day t says a loss: P/E unknown, so `pe < 40` cannot match.
    const t = monthEnds(frame.days).find((k) => k > 350)!;
    const changed = structuredClone(frame);
    for (const stock of changed.stocks) {
      for (const quarter of stock.quarters) if (quarter.knownFrom > t) quarter.netProfit = -1e9;
    }
    const p = params({ holdings: 5, years: 1, entry: 'pe < 40' });
    const rule = { entryAst: ast('pe < 40') };
    const day = frame.days[t]!;
    const entries = (f: Frame) =>
      runBacktest(f, p, rule)
        .trades.filter((trade) => trade.entryDate <= day)
        .map((trade) => [trade.symbol, trade.entryDate, trade.quantity]);
    expect(entries(changed)).toEqual(entries(frame));
    const later = runBacktest(changed, p, rule).trades.filter((trade) => trade.entryDate > day);
    expect(later.length).toBeLessThan(
      runBacktest(frame, p, rule).trades.filter((trade) => trade.entryDate > day).length,
    );
  });
});

describe('rebalance period', () => {
  it('monthly trades at 12 signals a year, quarterly at 4', () => {
    const days = weekdaysBetween('2023-01-02', '2024-12-31');
    const ends = monthEnds(days);
    // Six stocks whose ranking rotates every month end, so every rebalance trades.
    const frame = frameOf(
      days,
      ['A', 'B', 'C', 'D', 'E', 'F'].map((symbol) => ({ symbol, close: flat(days, 100) })),
      ends.map((t, m) => [t, [0, 1, 2, 3, 4, 5].map((s) => ((s + m) % 6) - 2.5)]),
    );
    const monthly = runBacktest(frame, params({ rebalance: 'monthly' }));
    const quarterly = runBacktest(frame, params({ rebalance: 'quarterly' }));
    // The window opens on 2024-01-01, then January to November's month ends (31 December is
    // the last day: nothing after it to trade at); quarterly: March, June, September.
    expect(monthly.rebalances).toBe(12);
    expect(quarterly.rebalances).toBe(4);
    const entries = (result: typeof monthly) =>
      new Set(result.trades.map((trade) => trade.entryDate)).size;
    expect(entries(monthly)).toBe(12);
    expect(entries(quarterly)).toBe(4);
  });
});

describe('cancel and progress', () => {
  const frame = syntheticFrame(40, 520);
  const p = params({ holdings: 10, years: 2 });
  const windowDays = runBacktest(frame, p).equity.length;

  it('asks whether to stop every day and stops when told', () => {
    let asked = 0;
    runBacktest(frame, p, { shouldStop: () => (asked += 1) < 0 });
    expect(asked).toBeGreaterThanOrEqual(windowDays);
    let calls = 0;
    expect(() => runBacktest(frame, p, { shouldStop: () => (calls += 1) > 100 })).toThrow(
      BacktestCancelledError,
    );
    expect(calls).toBe(101);
  });

  it('reports progress at least every 250 ms of work, by a clock that moves 40 ms a day', () => {
    let clock = 0;
    const reports: Array<{ at: number; fraction: number }> = [];
    runBacktest(frame, p, {
      // The fake day's work: the clock moves each time the engine asks whether to stop.
      shouldStop: () => {
        clock += 40;
        return false;
      },
      now: () => clock,
      onProgress: (fraction) => reports.push({ at: clock, fraction }),
    });
    expect(reports.at(-1)).toEqual({ at: clock, fraction: 1 });
    let previous = 0;
    for (const report of reports) {
      expect(report.at - previous).toBeLessThanOrEqual(250);
      previous = report.at;
    }
    const fractions = reports.map((report) => report.fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(reports.length).toBeGreaterThan(windowDays / 6);
  });
});

describe('speed (printed, not asserted: timings belong in the bench)', () => {
  it('monthly 30-stock multi-factor over 5 years of a 500 x 1300-day frame', () => {
    const frame = syntheticFrame(500, 1300);
    const p = params({
      holdings: 30,
      years: 5,
      costs: true,
      slippageBps: 10,
      capital: 10_00_000_00,
    });
    const started = performance.now();
    const result = runBacktest(frame, p);
    const took = performance.now() - started;
    console.log(
      `backtest: ${took.toFixed(0)} ms for ${result.equity.length} days, ${result.trades.length} trades, ${result.rebalances} rebalances`,
    );
    expect(result.rebalances).toBeGreaterThan(55);
  });
});
