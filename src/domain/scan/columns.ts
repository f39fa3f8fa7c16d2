/**
 * The values a results table shows for a scan: what each comparison or cross looked at, so a
 * user sees why a stock matched (its RSI, its P/E). A number times an operand shows the operand
 * (`volume > 2 * avg(volume, 20)` shows the 20-day average), as screeners do.
 */
import type { Expr, ValueType } from './ast';
import { fieldByName } from './fields';
import { functionByName } from './functions';
import { canonicalKey, printScan } from './print';

export interface ValueColumn {
  expr: Expr;
  key: string;
  label: string;
  type: ValueType;
  unit: string;
}

/** `2 * x`, `x / 2`, `x + 5`, `-x`: the part that varies from stock to stock. */
function varyingPart(expr: Expr): Expr | null {
  if (expr.kind === 'number' || expr.kind === 'string' || expr.kind === 'boolean') return null;
  if (expr.kind === 'negate') return varyingPart(expr.operand);
  if (expr.kind === 'arithmetic') {
    if (expr.left.kind === 'number') return varyingPart(expr.right);
    if (expr.right.kind === 'number') return varyingPart(expr.left);
  }
  return expr;
}

function unitOf(expr: Expr): string {
  if (expr.kind === 'field') return fieldByName(expr.name)?.unit ?? '';
  if (expr.kind === 'call') {
    const fn = functionByName(expr.name);
    if (!fn || fn.unit !== 'same') return fn?.unit ?? '';
    const [input] = expr.args;
    return input && fn.params[0]?.kind === 'series' ? unitOf(input) : '₹';
  }
  if (expr.kind === 'negate') return unitOf(expr.operand);
  if (expr.kind === 'arithmetic') {
    const left = unitOf(expr.left);
    const right = unitOf(expr.right);
    if (expr.op === '+' || expr.op === '-') return left === right ? left : '';
    if (expr.op === '*') return left === '' ? right : right === '' ? left : '';
    return right === '' ? left : '';
  }
  return '';
}

function typeOf(expr: Expr): ValueType {
  if (expr.kind === 'field') return fieldByName(expr.name)?.type ?? 'number';
  if (expr.kind === 'string') return 'text';
  if (expr.kind === 'boolean') return 'boolean';
  return 'number';
}

function labelOf(expr: Expr): string {
  if (expr.kind === 'field') return fieldByName(expr.name)?.label ?? expr.name;
  if (expr.kind === 'call') {
    const fn = functionByName(expr.name);
    if (fn) return fn.label(expr.args.map((arg) => printScan(arg)));
  }
  return printScan(expr);
}

function operandsInOrder(ast: Expr, found: Expr[]): Expr[] {
  switch (ast.kind) {
    case 'compare':
    case 'cross':
      found.push(ast.left, ast.right);
      break;
    case 'not':
      operandsInOrder(ast.operand, found);
      break;
    case 'logical':
      for (const operand of ast.operands) operandsInOrder(operand, found);
      break;
    default:
      break;
  }
  return found;
}

/** Distinct by canonical text, in the order the scan mentions them. */
export function valueColumns(ast: Expr): ValueColumn[] {
  const columns = new Map<string, ValueColumn>();
  for (const operand of operandsInOrder(ast, [])) {
    const expr = varyingPart(operand);
    if (!expr) continue;
    const key = canonicalKey(expr);
    if (columns.has(key)) continue;
    columns.set(key, { expr, key, label: labelOf(expr), type: typeOf(expr), unit: unitOf(expr) });
  }
  return [...columns.values()];
}
