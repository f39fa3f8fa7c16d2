/**
 * Canonical text of a scan: upper-case keywords, single spaces, the fewest brackets that keep
 * the tree, every argument written out (`rsi(close, 14)`). Parsing the printed text gives the
 * same tree, so equal scans have equal text: saved scans, the builder and the evaluator's
 * memo keys all rely on it.
 */
import type { Expr } from './ast';

/** Binding strength, loosest first; an operand binding looser than its place needs brackets. */
function precedence(node: Expr): number {
  switch (node.kind) {
    case 'logical':
      return node.op === 'OR' ? 1 : 2;
    case 'not':
      return 3;
    case 'compare':
    case 'cross':
      return 4;
    case 'arithmetic':
      return node.op === '+' || node.op === '-' ? 5 : 6;
    case 'negate':
      return 7;
    case 'number':
      return node.value < 0 || Object.is(node.value, -0) ? 7 : 8;
    default:
      return 8;
  }
}

function printNumber(value: number): string {
  return String(value);
}

function printString(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** `node` printed, in brackets when it binds looser than `least`. */
function operand(node: Expr, least: number): string {
  const text = printScan(node);
  return precedence(node) < least ? `(${text})` : text;
}

export function printScan(ast: Expr): string {
  switch (ast.kind) {
    case 'number':
      return printNumber(ast.value);
    case 'string':
      return printString(ast.value);
    case 'boolean':
      return ast.value ? 'TRUE' : 'FALSE';
    case 'field':
      return ast.name;
    case 'call':
      return `${ast.name}(${ast.args.map((arg) => printScan(arg)).join(', ')})`;
    case 'negate':
      return `-${operand(ast.operand, 7)}`;
    case 'not':
      return `NOT ${operand(ast.operand, 3)}`;
    case 'arithmetic': {
      const level = precedence(ast);
      // Left-associative: a right operand at the same level keeps its brackets (a - (b - c)).
      return `${operand(ast.left, level)} ${ast.op} ${operand(ast.right, level + 1)}`;
    }
    case 'compare':
      return `${operand(ast.left, 5)} ${ast.op} ${operand(ast.right, 5)}`;
    case 'cross':
      return `${operand(ast.left, 5)} CROSSES ${ast.direction.toUpperCase()} ${operand(ast.right, 5)}`;
    case 'logical': {
      const level = precedence(ast);
      return ast.operands.map((node) => operand(node, level + 1)).join(` ${ast.op} `);
    }
  }
}

/** The key a sub-expression is known by (the evaluator memoises series by it). */
export function canonicalKey(expr: Expr): string {
  return printScan(expr);
}
