import type { ArithmeticOp, CompareOp, Expr } from './ast';
import { functionByName } from './fields';
import type { FrameStock } from './frame';
import * as indicators from './indicators';
import type { Fundamentals } from './point-in-time';

/**
 * What the evaluator (compile.ts) runs for each name of the scan language (issue 14): where a
 * field's values come from, what an operator does, and each function's vectorised indicator
 * with the catalogue's defaults (functions.ts) filled in.
 */

/** A stock's whole series of an expression, by stock index. */
export type SeriesOf = (stock: number) => Float64Array;

/** Days of the 52-week range: 252 trading days, as high_52w and low_52w are documented. */
export const YEAR_OF_DAYS = 252;

export const PRICE_SERIES = ['open', 'high', 'low', 'close', 'volume'] as const;
export type PriceSeries = (typeof PRICE_SERIES)[number];
export const isPriceSeries = (name: string): name is PriceSeries =>
  (PRICE_SERIES as readonly string[]).includes(name);

export const FUNDAMENTAL_FIELDS: Record<string, keyof Fundamentals> = {
  market_cap: 'marketCap',
  pe: 'pe',
  pb: 'pb',
  roe: 'roe',
  debt_to_equity: 'debtToEquity',
  dividend_yield: 'dividendYield',
  eps: 'eps',
  sales_growth: 'salesGrowth',
  profit_growth: 'profitGrowth',
};

export const FACTOR_FIELDS = {
  'factor.composite': 'composite',
  'factor.value': 'value',
  'factor.momentum': 'momentum',
  'factor.quality': 'quality',
  'factor.low_volatility': 'lowVolatility',
  'factor.size': 'size',
} as const;

export const NUMBER_TESTS: Record<CompareOp, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '=': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

export const ARITHMETIC: Record<ArithmeticOp, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  // A division by zero is unknown, not Infinity (which would pass every "greater than").
  '/': (a, b) => (b === 0 ? NaN : a / b),
};

/** A function call with its defaults filled in: the series argument and the numbers. */
export interface ResolvedCall {
  name: string;
  input: Expr | undefined;
  numbers: number[];
}

function literal(expr: Expr | undefined): number {
  if (expr?.kind === 'number') return expr.value;
  if (expr?.kind === 'negate' && expr.operand.kind === 'number') return -expr.operand.value;
  throw new Error('A function parameter must be a number written in the scan.');
}

export function resolveCall(call: Extract<Expr, { kind: 'call' }>): ResolvedCall {
  const fn = functionByName(call.name);
  if (!fn) throw new Error(`Unknown function '${call.name}'.`);
  const args = [...call.args];
  const [first] = fn.params;
  // `rsi(14)`: a function whose series has a default may be called with the numbers only.
  if (first?.kind === 'series' && first.default !== undefined && args.length < fn.params.length) {
    if (args[0] === undefined || args[0].kind === 'number') {
      args.unshift({ kind: 'field', name: String(first.default), span: call.span });
    }
  }
  let input: Expr | undefined;
  const numbers: number[] = [];
  fn.params.forEach((param, k) => {
    const arg = args[k];
    if (param.kind === 'series') {
      input = arg ?? { kind: 'field', name: String(param.default), span: call.span };
    } else {
      numbers.push(arg === undefined ? Number(param.default) : literal(arg));
    }
  });
  return { name: fn.name, input, numbers };
}

export type Indicator = (
  input: SeriesOf,
  numbers: number[],
  stock: FrameStock,
  s: number,
) => Float64Array;
const n0 = (numbers: number[]) => numbers[0] ?? NaN;
const n1 = (numbers: number[]) => numbers[1] ?? NaN;
const n2 = (numbers: number[]) => numbers[2] ?? NaN;

export const INDICATORS: Record<string, Indicator> = {
  sma: (input, p, _, s) => indicators.sma(input(s), n0(p)),
  avg: (input, p, _, s) => indicators.sma(input(s), n0(p)),
  ema: (input, p, _, s) => indicators.ema(input(s), n0(p)),
  rsi: (input, p, _, s) => indicators.rsi(input(s), n0(p)),
  macd: (input, p, _, s) => indicators.macdLine(input(s), n0(p), n1(p)),
  macd_signal: (input, p, _, s) => indicators.macdSignal(input(s), n0(p), n1(p), n2(p)),
  atr: (_, p, stock) => indicators.atr(stock.high, stock.low, stock.close, n0(p)),
  bb_upper: (input, p, _, s) => indicators.bollingerUpper(input(s), n0(p), n1(p)),
  bb_lower: (input, p, _, s) => indicators.bollingerLower(input(s), n0(p), n1(p)),
  highest: (input, p, _, s) => indicators.highest(input(s), n0(p)),
  lowest: (input, p, _, s) => indicators.lowest(input(s), n0(p)),
  roc: (input, p, _, s) => indicators.roc(input(s), n0(p)),
  prev: (input, p, _, s) => indicators.prev(input(s), n0(p)),
  volatility: (_, p, stock) => indicators.volatility(stock.close, n0(p)),
};
