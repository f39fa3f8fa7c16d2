import { describe, expect, it } from 'vitest';
import type { Expr } from '@/domain/scan/ast';
import { valueColumns } from '@/domain/scan/columns';
import { evaluateScan, matchesAt, ScanTimeoutError } from '@/domain/scan/evaluate';
import { PREBUILT_SCANS } from '@/domain/scan/prebuilt';
import { frameOf, quarter, randomFrame, scan } from './frames';

// The evaluator over a small frame whose answers can be worked out by hand (issue 14).

const DAYS = 30;
const LAST = DAYS - 1;
const series = (value: (t: number) => number) => Array.from({ length: DAYS }, (_, t) => value(t));

const frame = frameOf(
  [
    // 0 ALPHA: rises by ₹1 a day to 129; IT, in the NIFTY 50.
    {
      symbol: 'ALPHA',
      close: series((t) => 100 + t),
      sector: 'Information Technology',
      inNifty50: true,
    },
    // 1 BETA: falls by ₹1 a day to 171.
    { symbol: 'BETA', close: series((t) => 200 - t), sector: 'Energy' },
    // 2 GAMMA: flat at 50, jumps to 60 on the last day (crosses above its 5-day SMA).
    { symbol: 'GAMMA', close: series((t) => (t === LAST ? 60 : 50)) },
    // 3 DELTA: flat at 80, drops to 70 on the last day (crosses below).
    { symbol: 'DELTA', close: series((t) => (t === LAST ? 70 : 80)) },
    // 4 EPSILON: no bar on the last day: never matches then.
    { symbol: 'EPSILON', close: series((t) => (t === LAST ? NaN : 90)) },
    // 5 ZETA: ₹100 with four quarters known: P/E 2.5, market cap ₹100 cr.
    {
      symbol: 'ZETA',
      close: series(() => 100),
      quarters: ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31'].map((end) =>
        quarter(end, 0, { netProfit: 1e8, sharesOutstanding: 1e7 }),
      ),
    },
  ],
  new Map([[LAST, { momentum: [1.5, -0.5, 0.2, NaN, 3, 0.1], composite: [0, 0, 0, 0, 0, 2] }]]),
);

const symbolsOf = (text: string, day = LAST) =>
  evaluateScan(frame, scan(text), day).matches.map((s) => frame.stocks[s]?.symbol);

describe('evaluateScan', () => {
  it.each([
    ['close > 150', ['BETA']],
    ['close >= 129 AND close <= 129', ['ALPHA']],
    ['close = 100', ['ZETA']],
    ['close != 100', ['ALPHA', 'BETA', 'GAMMA', 'DELTA']],
    ['close > 150 OR sector = "Information Technology"', ['ALPHA', 'BETA']],
    ['NOT close > 150', ['ALPHA', 'GAMMA', 'DELTA', 'ZETA']],
    ['NOT (close > 150 OR close < 61)', ['ALPHA', 'DELTA', 'ZETA']],
    ['close - 1 > 2 * 64', ['BETA']],
    ['-close < -150', ['BETA']],
    ['change > 10', ['GAMMA']],
    ['close > prev(close, 1)', ['ALPHA', 'GAMMA']],
    ['close >= 0.95 * high_52w', ['ALPHA', 'GAMMA', 'ZETA']],
    ['low <= low_52w', ['BETA', 'DELTA', 'ZETA']],
  ])('%s', (text, expected) => {
    expect(symbolsOf(text)).toEqual(expected);
  });

  it('crosses above and below: on the side before and past it on the day', () => {
    expect(symbolsOf('close crosses above sma(close, 5)')).toEqual(['GAMMA']);
    expect(symbolsOf('close crosses below sma(close, 5)')).toEqual(['DELTA']);
    // The day before, nothing had crossed yet.
    expect(symbolsOf('close crosses above sma(close, 5)', LAST - 1)).toEqual([]);
    // On the first day there is no day before: unknown, no match.
    expect(symbolsOf('close crosses above 0', 0)).toEqual([]);
  });

  it('compares text without regard to case, and reads boolean fields', () => {
    expect(symbolsOf('sector = "information technology"')).toEqual(['ALPHA']);
    expect(symbolsOf('sector != "Industrials"')).toEqual(['ALPHA', 'BETA']);
    expect(symbolsOf('in_nifty50 = TRUE')).toEqual(['ALPHA']);
    expect(symbolsOf('in_nifty50 AND close > 0')).toEqual(['ALPHA']);
    expect(symbolsOf('NOT in_nifty50 AND close > 160')).toEqual(['BETA']);
  });

  it('reads fundamentals and size as known on the day', () => {
    expect(symbolsOf('pe < 20')).toEqual(['ZETA']);
    expect(symbolsOf('market_cap > 99 AND roe > 15')).toEqual(['ZETA']);
    expect(symbolsOf('size = "large"')).toEqual(['ZETA']);
  });

  it('reads factor scores of the day, and nothing on a day without scores', () => {
    expect(symbolsOf('factor.momentum > 1')).toEqual(['ALPHA']);
    expect(symbolsOf('factor.composite > 1')).toEqual(['ZETA']);
    expect(symbolsOf('factor.momentum > -10', LAST - 1)).toEqual([]);
  });

  it('treats unknown values as unknown: never a match, not even under NOT', () => {
    expect(symbolsOf('NOT pe < 20')).toEqual([]);
    expect(symbolsOf('pe < 20 OR close > 150')).toEqual(['BETA', 'ZETA']);
    expect(symbolsOf('pe < 20 AND close > 150')).toEqual([]);
    expect(symbolsOf('NOT factor.momentum > 1')).toEqual(['BETA', 'GAMMA', 'ZETA']);
    // Too few bars for the indicator: unknown.
    expect(symbolsOf('sma(close, 200) > 0 OR NOT sma(close, 200) > 0')).toEqual([]);
    // A division by zero is unknown, not infinite.
    expect(symbolsOf('close / (close - close) > 1')).toEqual([]);
  });

  it('answers the values of the scan’s operands, rounded to 2 decimals', () => {
    const result = evaluateScan(frame, scan('close > sma(close, 3) AND rsi(14) > 50'), LAST);
    expect(result.matches).toEqual([0, 2]);
    // ALPHA: 129 over (127 + 128 + 129) / 3; only gains: RSI 100. GAMMA: (50 + 50 + 60) / 3.
    expect(result.values).toEqual([
      [129, 128, 100],
      [60, 53.33, 100],
    ]);
    const text = evaluateScan(frame, scan('sector = "Energy" AND change < 0'), LAST);
    expect(text.values).toEqual([['Energy', -0.58]]);
  });

  it('scans only the given stocks', () => {
    const result = evaluateScan(frame, scan('close > 0'), LAST, { stocks: [5, 1, 3, 1] });
    expect(result.matches).toEqual([1, 3, 5]);
  });

  it('stops with ScanTimeoutError once the clock passes the deadline', () => {
    let clock = 0;
    const now = () => (clock += 1);
    expect(() => evaluateScan(frame, scan('close > 0'), LAST, { deadline: 3, now })).toThrow(
      ScanTimeoutError,
    );
    // Checked before every stock: stopped at the third.
    expect(clock).toBe(4);
    clock = 0;
    expect(
      evaluateScan(frame, scan('close > 0'), LAST, { deadline: 100, now }).matches,
    ).toHaveLength(5);
  });

  it('gives the same answers to the same scan again (from the cache)', () => {
    const ast = scan('rsi(14) > 50 AND sma(close, 5) < close');
    const first = evaluateScan(frame, ast, LAST);
    expect(evaluateScan(frame, ast, LAST)).toEqual(first);
    expect(
      evaluateScan(frame, scan('rsi(close, 14) > 50 AND sma(close, 5) < close'), LAST),
    ).toEqual(first);
  });
});

describe('matchesAt', () => {
  it('tests one stock on one day, false without a bar', () => {
    const exit: Expr = scan('close < sma(close, 5)');
    expect(matchesAt(frame, exit, 1, LAST)).toBe(true);
    expect(matchesAt(frame, exit, 0, LAST)).toBe(false);
    expect(matchesAt(frame, scan('close > 0'), 4, LAST)).toBe(false);
    expect(matchesAt(frame, scan('close > 0'), 4, LAST - 1)).toBe(true);
  });
});

describe('hand-built trees (what a caller may pass without the checker)', () => {
  const span = { offset: 0, length: 1, line: 1, column: 1 };
  it('fills a function’s defaults: rsi(14) reads the close', () => {
    const ast: Expr = {
      kind: 'compare',
      op: '>',
      left: { kind: 'call', name: 'rsi', args: [{ kind: 'number', value: 14, span }], span },
      right: { kind: 'number', value: 50, span },
      span,
    };
    // A flat series has no losses: RSI 100, as trading-signals answers.
    expect(evaluateScan(frame, ast, LAST).matches).toEqual([0, 2, 5]);
  });
});

describe('the prebuilt scans', () => {
  const random = randomFrame(60, 300, 3);
  it.each(PREBUILT_SCANS.map((prebuilt) => [prebuilt.name, prebuilt.expression]))(
    '%s runs, with one value per column',
    (_, expression) => {
      const ast = scan(expression);
      const result = evaluateScan(random, ast, 299);
      expect(result.values).toHaveLength(result.matches.length);
      for (const row of result.values) expect(row).toHaveLength(valueColumns(ast).length);
    },
  );
});
