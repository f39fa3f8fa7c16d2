import type { CompareOp, Expr, ScanError, Span } from '@/domain/scan/ast';
import { COMPARE_OPS } from '@/domain/scan/ast';
import { fieldByName, functionByName } from '@/domain/scan/fields';
import { printScan } from '@/domain/scan/print';

/**
 * The scan builder (issue 14, Deliver 2): what the pick-a-field form edits, and the same scan as
 * language text both ways. The text is the truth; the builder shows the scans it can (conditions
 * joined by one operator, each either one condition or a group of alternatives joined by the
 * other), so `pe < 20 AND (rsi(close, 14) < 30 OR roe > 15)` is buildable and `NOT pe > 20` is
 * not ("edit it as text"). Builder -> text -> parseScan -> builder gives the same builder.
 */

export type Join = 'AND' | 'OR';

export type Arg = { kind: 'series'; name: string } | { kind: 'number'; value: number };

/** A value the scan reads: a field (`pe`) or a function with every argument written out. */
export type Term = { kind: 'field'; name: string } | { kind: 'call'; name: string; args: Arg[] };

export type TermOperand = {
  kind: 'term';
  term: Term;
  /** `0.95 * high_52w`: the term multiplied by this number; 1 writes the term alone. */
  times: number;
};

export type Operand =
  | TermOperand
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  | { kind: 'boolean'; value: boolean };

export const CROSS_OPS = ['crosses above', 'crosses below'] as const;
export type CrossOp = (typeof CROSS_OPS)[number];
export type Operator = CompareOp | CrossOp;
export const OPERATORS: readonly Operator[] = [...COMPARE_OPS, ...CROSS_OPS];

export interface Condition {
  left: TermOperand;
  op: Operator;
  right: Operand;
}

export interface Builder {
  /** How the groups are joined; a group of two or more joins its conditions with the other. */
  join: Join;
  groups: Condition[][];
}

export const EMPTY_BUILDER: Builder = { join: 'AND', groups: [] };

export const otherJoin = (join: Join): Join => (join === 'AND' ? 'OR' : 'AND');

// The builder's trees are printed, never located: every node gets the same empty place.
const SPAN: Span = { offset: 0, length: 0, line: 1, column: 1 };

function argToAst(arg: Arg): Expr {
  return arg.kind === 'series'
    ? { kind: 'field', name: arg.name, span: SPAN }
    : numberToAst(arg.value);
}

function numberToAst(value: number): Expr {
  return value < 0
    ? { kind: 'negate', operand: { kind: 'number', value: -value, span: SPAN }, span: SPAN }
    : { kind: 'number', value, span: SPAN };
}

export function termToAst(term: Term): Expr {
  return term.kind === 'field'
    ? { kind: 'field', name: term.name, span: SPAN }
    : { kind: 'call', name: term.name, args: term.args.map(argToAst), span: SPAN };
}

function operandToAst(operand: Operand): Expr {
  switch (operand.kind) {
    case 'number':
      return numberToAst(operand.value);
    case 'text':
      return { kind: 'string', value: operand.value, span: SPAN };
    case 'boolean':
      return { kind: 'boolean', value: operand.value, span: SPAN };
    case 'term': {
      const term = termToAst(operand.term);
      if (operand.times === 1) return term;
      return {
        kind: 'arithmetic',
        op: '*',
        left: numberToAst(operand.times),
        right: term,
        span: SPAN,
      };
    }
  }
}

function conditionToAst({ left, op, right }: Condition): Expr {
  const l = operandToAst(left);
  const r = operandToAst(right);
  if (op === 'crosses above' || op === 'crosses below') {
    return {
      kind: 'cross',
      direction: op === 'crosses above' ? 'above' : 'below',
      left: l,
      right: r,
      span: SPAN,
    };
  }
  return { kind: 'compare', op, left: l, right: r, span: SPAN };
}

const joined = (op: Join, operands: Expr[]): Expr =>
  operands.length === 1 && operands[0]
    ? operands[0]
    : { kind: 'logical', op, operands, span: SPAN };

/** The builder as a syntax tree; null when it has no condition. */
export function builderToAst(builder: Builder): Expr | null {
  const groups = builder.groups.filter((group) => group.length > 0);
  if (groups.length === 0) return null;
  const inner = otherJoin(builder.join);
  return joined(
    builder.join,
    groups.map((group) => joined(inner, group.map(conditionToAst))),
  );
}

/** The builder as scan text (canonical: printScan); '' when it has no condition. */
export function builderToText(builder: Builder): string {
  const ast = builderToAst(builder);
  return ast ? printScan(ast) : '';
}

// From a tree back to the builder: null for anything the form cannot show.

function numberOf(expr: Expr): number | null {
  if (expr.kind === 'number') return expr.value;
  if (expr.kind === 'negate' && expr.operand.kind === 'number') return -expr.operand.value;
  return null;
}

/** A call's arguments with the defaults written out (`rsi(14)` is `rsi(close, 14)`). */
function argsOf(name: string, given: readonly Expr[]): Arg[] | null {
  const fn = functionByName(name);
  if (!fn) return null;
  const args: Arg[] = [];
  let next = 0;
  for (const param of fn.params) {
    const expr = given[next];
    if (param.kind === 'series') {
      if (expr?.kind === 'field') {
        args.push({ kind: 'series', name: expr.name });
        next += 1;
      } else if (typeof param.default === 'string') {
        args.push({ kind: 'series', name: param.default });
      } else {
        return null;
      }
    } else {
      const value = expr ? numberOf(expr) : null;
      if (value !== null) {
        args.push({ kind: 'number', value });
        next += 1;
      } else if (expr === undefined && typeof param.default === 'number') {
        args.push({ kind: 'number', value: param.default });
      } else {
        return null;
      }
    }
  }
  return next === given.length ? args : null;
}

function termOf(expr: Expr): Term | null {
  if (expr.kind === 'field')
    return fieldByName(expr.name) ? { kind: 'field', name: expr.name } : null;
  if (expr.kind === 'call') {
    const args = argsOf(expr.name, expr.args);
    return args ? { kind: 'call', name: expr.name, args } : null;
  }
  return null;
}

function termOperandOf(expr: Expr): TermOperand | null {
  if (expr.kind === 'arithmetic' && expr.op === '*') {
    const times = numberOf(expr.left);
    const term = termOf(expr.right);
    return times !== null && term ? { kind: 'term', term, times } : null;
  }
  const term = termOf(expr);
  return term ? { kind: 'term', term, times: 1 } : null;
}

function operandOf(expr: Expr): Operand | null {
  if (expr.kind === 'string') return { kind: 'text', value: expr.value };
  if (expr.kind === 'boolean') return { kind: 'boolean', value: expr.value };
  const value = numberOf(expr);
  if (value !== null) return { kind: 'number', value };
  return termOperandOf(expr);
}

function conditionOf(expr: Expr): Condition | null {
  if (expr.kind === 'compare' || expr.kind === 'cross') {
    const left = termOperandOf(expr.left);
    const right = operandOf(expr.right);
    if (!left || !right) return null;
    const op: Operator = expr.kind === 'compare' ? expr.op : `crosses ${expr.direction}`;
    return { left, op, right };
  }
  // A yes/no field alone (`in_nifty50`) is shown as `in_nifty50 = TRUE`.
  if (expr.kind === 'field' && fieldByName(expr.name)?.type === 'boolean') {
    return {
      left: { kind: 'term', term: { kind: 'field', name: expr.name }, times: 1 },
      op: '=',
      right: { kind: 'boolean', value: true },
    };
  }
  return null;
}

function groupOf(expr: Expr, inner: Join): Condition[] | null {
  const operands = expr.kind === 'logical' && expr.op === inner ? expr.operands : [expr];
  const conditions = operands.map(conditionOf);
  return conditions.every((one): one is Condition => one !== null) ? conditions : null;
}

/**
 * The one way the builder writes a scan: one group of alternatives alone is the same scan as
 * its conditions joined by the other operator, and one condition is joined by AND.
 */
export function normalBuilder(builder: Builder): Builder {
  const groups = builder.groups.filter((group) => group.length > 0);
  const [only] = groups;
  if (groups.length === 1 && only) {
    return only.length === 1
      ? { join: 'AND', groups }
      : { join: otherJoin(builder.join), groups: only.map((condition) => [condition]) };
  }
  return groups.length === 0 ? EMPTY_BUILDER : { join: builder.join, groups };
}

/** The builder that writes this tree, or null when the scan is too complex for the form. */
export function builderFromAst(ast: Expr): Builder | null {
  const join: Join = ast.kind === 'logical' ? ast.op : 'AND';
  const operands = ast.kind === 'logical' ? ast.operands : [ast];
  const groups = operands.map((operand) => groupOf(operand, otherJoin(join)));
  return groups.every((group): group is Condition[] => group !== null)
    ? normalBuilder({ join, groups })
    : null;
}

export type TextToBuilder =
  | { kind: 'builder'; builder: Builder }
  | { kind: 'too-complex' }
  | { kind: 'invalid'; error: ScanError }
  /** The scan language's parser is still loading (hooks/use-scan-reader.ts). */
  | { kind: 'reading' };

export interface ScanAnalysis {
  /** What the form can show of the text: the builder, "too complex", or the text's error. */
  view: TextToBuilder;
  /** The scan as canonical text, what is run and saved; null when empty, wrong or not read yet. */
  canonical: string | null;
}

/** What an empty text says, known without the parser. */
export const EMPTY_ANALYSIS: ScanAnalysis = {
  view: { kind: 'builder', builder: EMPTY_BUILDER },
  canonical: null,
};
