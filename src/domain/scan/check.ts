/**
 * The checker: every name known, every node typed, before a scan runs. It also writes out what
 * the text left implicit, so one scan has one tree: defaults (`rsi(14)` is `rsi(close, 14)`)
 * and the catalogue's spelling of fixed text values (`size = "LARGE"` is `size = "large"`).
 */
import type { Expr, ScanError, ValueType } from './ast';
import { fieldByName, type ScanField } from './fields';
import { checkArgs } from './check-args';
import { CheckFailure, fail, quote, TYPE_WORDS } from './check-failure';
import { where } from './span';
import { suggestField, suggestFunction, suggestValue } from './suggest';
import { functionByName } from './functions';

export interface Typed {
  expr: Expr;
  type: ValueType;
}

function expectType(typed: Typed, type: ValueType, role: string): Expr {
  if (typed.type === type) return typed.expr;
  const hint = type === 'boolean' ? '; compare it, such as close > 100' : '';
  return fail(
    typed.expr.span,
    `${role}, but ${quote(typed.expr)} ${where(typed.expr.span)} is ${TYPE_WORDS[typed.type]}${hint}`,
  );
}

function field(node: Extract<Expr, { kind: 'field' }>): Typed {
  const known = fieldByName(node.name);
  if (known) return { expr: node, type: known.type };
  const fn = functionByName(node.name);
  if (fn) {
    return fail(
      node.span,
      `'${node.name}' ${where(node.span)} is a function; write it with brackets, as in ${fn.example}`,
    );
  }
  return fail(
    node.span,
    `Unknown field '${node.name}' ${where(node.span)}`,
    suggestField(node.name),
  );
}

function call(node: Extract<Expr, { kind: 'call' }>): Typed {
  const fn = functionByName(node.name);
  if (!fn) {
    const nameSpan = { ...node.span, length: node.name.length };
    if (fieldByName(node.name)) {
      return fail(
        nameSpan,
        `'${node.name}' ${where(node.span)} is a field, not a function; write it without brackets`,
      );
    }
    return fail(
      nameSpan,
      `Unknown function '${node.name}' ${where(node.span)}`,
      suggestFunction(node.name),
    );
  }
  return { expr: { ...node, args: checkArgs(fn, node, typed) }, type: 'number' };
}

/** A fixed-value text field against a text literal: the value must be one of the field's. */
function textValue(fieldNode: Expr, valueNode: Expr): Expr {
  const known: ScanField | undefined =
    fieldNode.kind === 'field' ? fieldByName(fieldNode.name) : undefined;
  if (valueNode.kind !== 'string' || !known?.values) return valueNode;
  const value = known.values.find((v) => v.toLowerCase() === valueNode.value.toLowerCase());
  if (value !== undefined) return { ...valueNode, value };
  return fail(
    valueNode.span,
    `${known.label} has no value "${valueNode.value}" (${where(valueNode.span)}); it is one of ${known.values.map((v) => `"${v}"`).join(', ')}`,
    suggestValue(known.name, valueNode.value, known.values),
  );
}

function compare(node: Extract<Expr, { kind: 'compare' }>): Typed {
  const left = typed(node.left);
  const right = typed(node.right);
  const ordering = node.op !== '=' && node.op !== '!=';
  if (ordering && left.type !== 'number') {
    return fail(
      node.span,
      `${node.op} compares numbers, but ${quote(left.expr)} ${where(left.expr.span)} is ${TYPE_WORDS[left.type]}; use = or !=`,
    );
  }
  if (ordering && right.type !== 'number') {
    return fail(
      node.span,
      `${node.op} compares numbers, but ${quote(right.expr)} ${where(right.expr.span)} is ${TYPE_WORDS[right.type]}; use = or !=`,
    );
  }
  if (left.type !== right.type) {
    return fail(
      node.span,
      `Cannot compare ${quote(left.expr)} (${TYPE_WORDS[left.type]}) with ${quote(right.expr)} (${TYPE_WORDS[right.type]}) ${where(node.span)}`,
    );
  }
  const expr: Expr = {
    ...node,
    left: textValue(right.expr, left.expr),
    right: textValue(left.expr, right.expr),
  };
  return { expr, type: 'boolean' };
}

export function typed(node: Expr): Typed {
  switch (node.kind) {
    case 'number':
      if (!Number.isFinite(node.value))
        fail(node.span, `The number ${where(node.span)} is too large`);
      return { expr: node, type: 'number' };
    case 'string':
      return { expr: node, type: 'text' };
    case 'boolean':
      return { expr: node, type: 'boolean' };
    case 'field':
      return field(node);
    case 'call':
      return call(node);
    case 'negate': {
      const operand = expectType(typed(node.operand), 'number', 'A minus sign needs a number');
      return { expr: { ...node, operand }, type: 'number' };
    }
    case 'not': {
      const operand = expectType(typed(node.operand), 'boolean', 'NOT needs a condition');
      return { expr: { ...node, operand }, type: 'boolean' };
    }
    case 'arithmetic': {
      const role = `${node.op} needs numbers`;
      const left = expectType(typed(node.left), 'number', role);
      const right = expectType(typed(node.right), 'number', role);
      return { expr: { ...node, left, right }, type: 'number' };
    }
    case 'compare':
      return compare(node);
    case 'cross': {
      const role = `CROSSES ${node.direction.toUpperCase()} needs numbers`;
      const left = expectType(typed(node.left), 'number', role);
      const right = expectType(typed(node.right), 'number', role);
      return { expr: { ...node, left, right }, type: 'boolean' };
    }
    case 'logical': {
      const role = `${node.op} joins conditions`;
      const operands = node.operands.map((operand) => expectType(typed(operand), 'boolean', role));
      return { expr: { ...node, operands }, type: 'boolean' };
    }
  }
}

/** The checked tree of a whole scan, which must be a condition; or the first problem in it. */
export function checkScan(ast: Expr): { ok: true; ast: Expr } | { ok: false; error: ScanError } {
  try {
    const result = typed(ast);
    if (result.type !== 'boolean') {
      fail(
        ast.span,
        `A scan must be a condition, such as close > 100, but this one is ${TYPE_WORDS[result.type]}`,
      );
    }
    return { ok: true, ast: result.expr };
  } catch (error) {
    if (error instanceof CheckFailure) return { ok: false, error: error.error };
    throw error;
  }
}
