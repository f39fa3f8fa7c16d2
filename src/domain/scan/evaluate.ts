import type { Expr } from './ast';
import { valueColumns } from './columns';
import type { Frame } from './frame';
import { frameCache } from './series-cache';
import { compileScan, type Compiled } from './compile';

/**
 * Running a scan (issue 14) over a frame: the screener at the latest day, a backtest at its
 * rebalance days (entry rule) and every day of a holding (exit rule). The tree is compiled once
 * per frame into closures over the frame's cached series (series-cache.ts), so a repeated scan
 * reads numbers and a new one computes each indicator once per stock.
 *
 * Unknown values (a stock without a P/E, an indicator before enough bars, a day without factor
 * scores) make a comparison unknown, and a stock matches only when the whole scan is true:
 * `NOT pe < 20` does not pick a company whose P/E is unknown (three-valued logic, as SQL's).
 */

export class ScanTimeoutError extends Error {
  constructor() {
    super('The scan took too long and was stopped. Try fewer or simpler conditions.');
    this.name = 'ScanTimeoutError';
  }
}

export type ScanValue = number | string | boolean | null;

export interface EvaluateOptions {
  /** Time (as `now` counts it) after which the scan stops with ScanTimeoutError. */
  deadline?: number;
  now?: () => number;
  /** Only these stocks (indexes into frame.stocks); every stock when undefined. */
  stocks?: readonly number[];
}

export interface ScanMatches {
  /** Indexes into frame.stocks, ascending. */
  matches: number[];
  /** values[k]: the valueColumns(ast) values of matches[k] on the day, as a screen shows them. */
  values: ScanValue[][];
}

const compiledScans = new WeakMap<Frame, WeakMap<Expr, Compiled>>();

function compiledFor(frame: Frame, ast: Expr): Compiled {
  let perFrame = compiledScans.get(frame);
  if (!perFrame) {
    perFrame = new WeakMap();
    compiledScans.set(frame, perFrame);
  }
  let compiled = perFrame.get(ast);
  if (!compiled) {
    compiled = compileScan(frame, frameCache(frame), ast, valueColumns(ast));
    perFrame.set(ast, compiled);
  }
  return compiled;
}

const hasClose = (frame: Frame, stock: number, day: number) => {
  const close = frame.stocks[stock]?.close[day] ?? NaN;
  return close === close;
};

/** 2 decimals: rupees to the paisa, ratios and percentages as the stock table shows them. */
const shown = (value: ScanValue): ScanValue =>
  typeof value === 'number'
    ? Number.isFinite(value)
      ? Math.round(value * 100) / 100
      : null
    : value;

export function evaluateScan(
  frame: Frame,
  ast: Expr,
  dayIndex: number,
  options: EvaluateOptions = {},
): ScanMatches {
  const { deadline, now = Date.now } = options;
  const compiled = compiledFor(frame, ast);
  const outOfTime = () => deadline !== undefined && now() > deadline;
  const matches: number[] = [];
  const consider = (stock: number) => {
    if (outOfTime()) throw new ScanTimeoutError();
    if (hasClose(frame, stock, dayIndex) && compiled.test(stock, dayIndex) === true) {
      matches.push(stock);
    }
  };
  if (options.stocks) {
    for (const stock of [...new Set(options.stocks)].sort((a, b) => a - b)) consider(stock);
  } else {
    for (let stock = 0; stock < frame.stocks.length; stock += 1) consider(stock);
  }
  const values = matches.map((stock) => {
    if (outOfTime()) throw new ScanTimeoutError();
    return compiled.columns.map((column) => shown(column(stock, dayIndex)));
  });
  return { matches, values };
}

/** Whether the scan is true for one stock at the close of one day (a backtest's exit rule). */
export function matchesAt(frame: Frame, ast: Expr, stockIndex: number, dayIndex: number): boolean {
  return (
    hasClose(frame, stockIndex, dayIndex) &&
    compiledFor(frame, ast).test(stockIndex, dayIndex) === true
  );
}
