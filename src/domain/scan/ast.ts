/**
 * The scan language's syntax tree (issue 14): what the parser (`parse.ts`) makes, the printer
 * (`print.ts`) writes back as canonical text and the evaluator (`evaluate.ts`) runs over a
 * frame (`frame.ts`). Every node keeps where it came from in the text, so errors point at it.
 */

/** Where a node sits in the text: offset and length in characters, line and column from 1. */
export interface Span {
  offset: number;
  length: number;
  line: number;
  column: number;
}

export const COMPARE_OPS = ['<', '<=', '>', '>=', '=', '!='] as const;
export type CompareOp = (typeof COMPARE_OPS)[number];
export const ARITHMETIC_OPS = ['+', '-', '*', '/'] as const;
export type ArithmeticOp = (typeof ARITHMETIC_OPS)[number];
export const CROSS_DIRECTIONS = ['above', 'below'] as const;
export type CrossDirection = (typeof CROSS_DIRECTIONS)[number];

export type Expr =
  | { kind: 'number'; value: number; span: Span }
  | { kind: 'string'; value: string; span: Span }
  | { kind: 'boolean'; value: boolean; span: Span }
  /** A field of the catalogue (`fields.ts`), lower case: `close`, `pe`, `factor.momentum`. */
  | { kind: 'field'; name: string; span: Span }
  /** A function of the catalogue, lower case: `sma(close, 50)`, `rsi(14)`. */
  | { kind: 'call'; name: string; args: Expr[]; span: Span }
  | { kind: 'negate'; operand: Expr; span: Span }
  | { kind: 'not'; operand: Expr; span: Span }
  | { kind: 'arithmetic'; op: ArithmeticOp; left: Expr; right: Expr; span: Span }
  | { kind: 'compare'; op: CompareOp; left: Expr; right: Expr; span: Span }
  /** `a crosses above b`: a was at or below b on the day before and is above it on the day. */
  | { kind: 'cross'; direction: CrossDirection; left: Expr; right: Expr; span: Span }
  /** Two or more operands joined by one operator (the parser flattens `a AND b AND c`). */
  | { kind: 'logical'; op: 'AND' | 'OR'; operands: Expr[]; span: Span };

/** What a value expression gives: the checker types every node before anything runs. */
export type ValueType = 'number' | 'text' | 'boolean';

/** A problem with a scan's text, located so the screen can underline it. */
export interface ScanError {
  /** Plain words: "Unknown field 'roee' at line 1, column 14". */
  message: string;
  offset: number;
  length: number;
  line: number;
  column: number;
  /** What could have come at that place ("a number", "AND", ")"), when the parser knows. */
  expected?: string[];
  /** The field or function most likely meant, for an unknown name. */
  suggestion?: string;
}

export type ParseResult = { ok: true; ast: Expr; text: string } | { ok: false; error: ScanError };
