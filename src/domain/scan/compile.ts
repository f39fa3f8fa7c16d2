import type { CompareOp, Expr } from './ast';
import {
  ARITHMETIC,
  FACTOR_FIELDS,
  FUNDAMENTAL_FIELDS,
  INDICATORS,
  isPriceSeries,
  NUMBER_TESTS,
  resolveCall,
  YEAR_OF_DAYS,
  type SeriesOf,
} from './operations';
import type { Frame, FrameStock } from './frame';
import * as indicators from './indicators';
import { canonicalKey } from './print';
import type { FrameCache } from './series-cache';

/**
 * A checked scan tree turned into closures over (stock, day) (issue 14), used by evaluate.ts.
 * Numbers are NaN when unknown, text and truth values null. Indicators and every other series an
 * indicator reads are whole per-stock series from the frame's cache, keyed by their canonical
 * text (print.ts), so `rsi(14)` in one scan and `rsi(close, 14)` in the next share one series.
 */

type NumberAt = (stock: number, day: number) => number;
type TextAt = (stock: number, day: number) => string | null;
type TruthAt = (stock: number, day: number) => boolean | null;
type Node =
  | { type: 'number'; at: NumberAt }
  | { type: 'text'; at: TextAt }
  | { type: 'boolean'; at: TruthAt };

export interface Compiled {
  test: TruthAt;
  columns: Array<(stock: number, day: number) => number | string | boolean | null>;
}

class Compiler {
  private readonly stocks: readonly FrameStock[];
  constructor(
    private readonly frame: Frame,
    private readonly cache: FrameCache,
  ) {
    this.stocks = frame.stocks;
  }

  private stock(s: number): FrameStock {
    const stock = this.stocks[s];
    if (!stock) throw new RangeError(`No stock ${s} in the frame.`);
    return stock;
  }

  /** The whole per-stock series of a number expression (an indicator's input or result). */
  series(expr: Expr): SeriesOf {
    if (expr.kind === 'field' && isPriceSeries(expr.name)) {
      const name = expr.name;
      return (s) => this.stock(s)[name];
    }
    const length = this.frame.days.length;
    const key = canonicalKey(expr);
    switch (expr.kind) {
      case 'call': {
        const { name, input, numbers } = resolveCall(expr);
        const indicator = INDICATORS[name];
        if (!indicator) throw new Error(`Function '${name}' cannot run yet.`);
        const inputSeries = input ? this.series(input) : () => new Float64Array(length);
        return this.cache.series(key, (s) => indicator(inputSeries, numbers, this.stock(s), s));
      }
      case 'negate': {
        const operand = this.series(expr.operand);
        return this.cache.series(key, (s) => operand(s).map((v) => -v));
      }
      case 'arithmetic': {
        const left = this.series(expr.left);
        const right = this.series(expr.right);
        const op = ARITHMETIC[expr.op];
        return this.cache.series(key, (s) => {
          const a = left(s);
          const b = right(s);
          return a.map((v, t) => op(v, b[t] ?? NaN));
        });
      }
      case 'field':
        if (expr.name === 'change') {
          return this.cache.series(key, (s) => indicators.roc(this.stock(s).close, 1));
        }
        if (expr.name === 'high_52w') {
          return this.cache.series(key, (s) =>
            indicators.highest(this.stock(s).high, YEAR_OF_DAYS, 1),
          );
        }
        if (expr.name === 'low_52w') {
          return this.cache.series(key, (s) =>
            indicators.lowest(this.stock(s).low, YEAR_OF_DAYS, 1),
          );
        }
        break;
      default:
        break;
    }
    // Anything else read as a series (a literal, a fundamental): its value on every day.
    const at = this.numberAt(expr);
    return this.cache.series(key, (s) => Float64Array.from({ length }, (_, t) => at(s, t)));
  }

  numberAt(expr: Expr): NumberAt {
    const node = this.compile(expr);
    if (node.type !== 'number') throw new Error(`Expected a number, found ${node.type}.`);
    return node.at;
  }

  truthAt(expr: Expr): TruthAt {
    const node = this.compile(expr);
    if (node.type !== 'boolean') throw new Error(`Expected a condition, found ${node.type}.`);
    return node.at;
  }

  compile(expr: Expr): Node {
    switch (expr.kind) {
      case 'number': {
        const value = expr.value;
        return { type: 'number', at: () => value };
      }
      case 'string': {
        const value = expr.value;
        return { type: 'text', at: () => value };
      }
      case 'boolean': {
        const value = expr.value;
        return { type: 'boolean', at: () => value };
      }
      case 'field':
        return this.field(expr.name, expr);
      case 'call': {
        const series = this.series(expr);
        return { type: 'number', at: (s, t) => series(s)[t] ?? NaN };
      }
      case 'negate': {
        const operand = this.numberAt(expr.operand);
        return { type: 'number', at: (s, t) => -operand(s, t) };
      }
      case 'arithmetic': {
        const left = this.numberAt(expr.left);
        const right = this.numberAt(expr.right);
        const op = ARITHMETIC[expr.op];
        return { type: 'number', at: (s, t) => op(left(s, t), right(s, t)) };
      }
      case 'not': {
        const operand = this.truthAt(expr.operand);
        return {
          type: 'boolean',
          at: (s, t) => {
            const value = operand(s, t);
            return value === null ? null : !value;
          },
        };
      }
      case 'logical':
        return { type: 'boolean', at: this.logical(expr.op, expr.operands) };
      case 'compare':
        return { type: 'boolean', at: this.compare(expr.op, expr.left, expr.right) };
      case 'cross':
        return { type: 'boolean', at: this.cross(expr.direction, expr.left, expr.right) };
    }
  }

  private field(name: string, expr: Expr): Node {
    if (isPriceSeries(name)) {
      return { type: 'number', at: (s, t) => this.stock(s)[name][t] ?? NaN };
    }
    if (name === 'change' || name === 'high_52w' || name === 'low_52w') {
      const series = this.series(expr);
      return { type: 'number', at: (s, t) => series(s)[t] ?? NaN };
    }
    const fundamental = FUNDAMENTAL_FIELDS[name];
    if (fundamental) {
      return {
        type: 'number',
        at: (s, t) => this.cache.fundamentals(s, t)[fundamental] ?? NaN,
      };
    }
    if (name in FACTOR_FIELDS) {
      const key = FACTOR_FIELDS[name as keyof typeof FACTOR_FIELDS];
      return {
        type: 'number',
        at: (s, t) => this.frame.factors.get(t)?.[key][s] ?? NaN,
      };
    }
    switch (name) {
      case 'sector':
        return { type: 'text', at: (s) => this.stock(s).sector || null };
      case 'industry':
        return { type: 'text', at: (s) => this.stock(s).industry || null };
      case 'size':
        return { type: 'text', at: (s, t) => this.cache.size(s, t) };
      case 'in_nifty50':
        return { type: 'boolean', at: (s) => this.stock(s).inNifty50 };
      default:
        throw new Error(`Unknown field '${name}'.`);
    }
  }

  private logical(op: 'AND' | 'OR', operands: readonly Expr[]): TruthAt {
    const parts = operands.map((operand) => this.truthAt(operand));
    // Three-valued: AND is false once any part is false, OR true once any is true.
    const decisive = op === 'OR';
    return (s, t) => {
      let unknown = false;
      for (const part of parts) {
        const value = part(s, t);
        if (value === decisive) return decisive;
        if (value === null) unknown = true;
      }
      return unknown ? null : !decisive;
    };
  }

  private compare(op: CompareOp, leftExpr: Expr, rightExpr: Expr): TruthAt {
    const left = this.compile(leftExpr);
    const right = this.compile(rightExpr);
    if (left.type === 'number' && right.type === 'number') {
      const test = NUMBER_TESTS[op];
      return (s, t) => {
        const a = left.at(s, t);
        const b = right.at(s, t);
        return a !== a || b !== b ? null : test(a, b);
      };
    }
    if (left.type === 'text' && right.type === 'text') {
      const test = NUMBER_TESTS[op];
      // Text compares without regard to case: sector = "information technology" matches.
      return (s, t) => {
        const a = left.at(s, t);
        const b = right.at(s, t);
        if (a === null || b === null) return null;
        const x = a.toLowerCase();
        const y = b.toLowerCase();
        return test(x < y ? -1 : x > y ? 1 : 0, 0);
      };
    }
    if (left.type === 'boolean' && right.type === 'boolean') {
      const test = NUMBER_TESTS[op];
      return (s, t) => {
        const a = left.at(s, t);
        const b = right.at(s, t);
        return a === null || b === null ? null : test(Number(a), Number(b));
      };
    }
    throw new Error(`Cannot compare ${left.type} with ${right.type}.`);
  }

  /** `a crosses above b`: a at or below b at the stock's previous bar, above it on the day. */
  private cross(direction: 'above' | 'below', leftExpr: Expr, rightExpr: Expr): TruthAt {
    const left = this.numberAt(leftExpr);
    const right = this.numberAt(rightExpr);
    const sign = direction === 'above' ? 1 : -1;
    return (s, t) => {
      const close = this.stock(s).close;
      let before = t - 1;
      while (before >= 0 && Number.isNaN(close[before] ?? NaN)) before -= 1;
      if (before < 0) return null;
      const now = (left(s, t) - right(s, t)) * sign;
      const then = (left(s, before) - right(s, before)) * sign;
      if (now !== now || then !== then) return null;
      return then <= 0 && now > 0;
    };
  }
}

/** The scan's test and its value columns' readers, for one frame. */
export function compileScan(
  frame: Frame,
  cache: FrameCache,
  ast: Expr,
  columns: ReadonlyArray<{ expr: Expr }>,
): Compiled {
  const compiler = new Compiler(frame, cache);
  return {
    test: compiler.truthAt(ast),
    columns: columns.map(({ expr }) => compiler.compile(expr).at),
  };
}
