import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expr } from '@/domain/scan/ast';
import { NSE_SECTORS, SCAN_FIELDS, SIZE_VALUES } from '@/domain/scan/fields';
import { parseScan } from '@/domain/scan/parse';
import { printScan } from '@/domain/scan/print';

// Printing then parsing gives back the tree (issue 14: the builder writes text with printScan and
// reads it back with parseScan; saved scans and memo keys are printed trees). The trees below
// are well typed and already normal (flattened AND/OR, defaults written out), as parseScan makes.

const SPAN = { offset: 0, length: 0, line: 1, column: 1 };
const SEED = 20261114;

function withoutSpans(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSpans);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'span')
      .map(([key, value]) => [key, withoutSpans(value)]),
  );
}

const field = (name: string): Expr => ({ kind: 'field', name, span: SPAN });
const num = (value: number): Expr => ({ kind: 'number', value, span: SPAN });
const numberFields = SCAN_FIELDS.filter((f) => f.type === 'number').map((f) => f.name);
const seriesFields = SCAN_FIELDS.filter((f) => f.series).map((f) => f.name);

const literal = fc
  .oneof(
    fc.integer({ min: -1000, max: 100000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  )
  .filter((value) => !Object.is(value, -0))
  .map(num);
const period = fc.integer({ min: 1, max: 500 }).map(num);
const plainText = fc.string({ maxLength: 12 }).filter((s) => !/[\r\n]/.test(s));

const { condition } = fc.letrec<{ value: Expr; series: Expr; call: Expr; condition: Expr }>(
  (tie) => ({
    series: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...seriesFields).map(field),
      tie('call'),
    ),
    call: fc.oneof(
      fc
        .tuple(
          fc.constantFrom('sma', 'ema', 'avg', 'rsi', 'highest', 'lowest', 'roc', 'prev'),
          tie('series'),
          period,
        )
        .map(([name, input, n]): Expr => ({ kind: 'call', name, args: [input, n], span: SPAN })),
      fc
        .tuple(tie('series'), fc.integer({ min: 1, max: 499 }), fc.integer({ min: 1, max: 500 }))
        .filter(([, fast, slow]) => fast < slow)
        .map(([input, fast, slow]): Expr => ({
          kind: 'call',
          name: 'macd',
          args: [input, num(fast), num(slow)],
          span: SPAN,
        })),
      fc
        .tuple(
          tie('series'),
          fc.constantFrom('bb_upper', 'bb_lower'),
          period,
          fc.double({ min: 0.5, max: 5, noNaN: true }),
        )
        .map(([input, name, n, k]): Expr => ({
          kind: 'call',
          name,
          args: [input, n, num(k)],
          span: SPAN,
        })),
      fc
        .tuple(fc.constantFrom('atr', 'volatility'), period)
        .map(([name, n]): Expr => ({ kind: 'call', name, args: [n], span: SPAN })),
    ),
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      literal,
      fc.constantFrom(...numberFields).map(field),
      tie('call'),
      tie('value')
        .filter((operand) => operand.kind !== 'number')
        .map((operand): Expr => ({ kind: 'negate', operand, span: SPAN })),
      fc
        .tuple(fc.constantFrom('+', '-', '*', '/' as const), tie('value'), tie('value'))
        .map(([op, left, right]): Expr => ({ kind: 'arithmetic', op, left, right, span: SPAN })),
    ),
    condition: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean().map((value): Expr => ({ kind: 'boolean', value, span: SPAN })),
      fc.constant(field('in_nifty50')),
      fc
        .tuple(
          fc.constantFrom('<', '<=', '>', '>=', '=', '!=' as const),
          tie('value'),
          tie('value'),
        )
        .map(([op, left, right]): Expr => ({ kind: 'compare', op, left, right, span: SPAN })),
      fc
        .tuple(
          fc.constantFrom('=', '!=' as const),
          fc.constantFrom(...NSE_SECTORS, ...SIZE_VALUES),
          fc.boolean(),
        )
        .map(([op, value, sizeFirst]): Expr => {
          const name = (SIZE_VALUES as readonly string[]).includes(value) ? 'size' : 'sector';
          const text: Expr = { kind: 'string', value, span: SPAN };
          return sizeFirst
            ? { kind: 'compare', op, left: text, right: field(name), span: SPAN }
            : { kind: 'compare', op, left: field(name), right: text, span: SPAN };
        }),
      plainText.map((value): Expr => ({
        kind: 'compare',
        op: '=',
        left: field('industry'),
        right: { kind: 'string', value, span: SPAN },
        span: SPAN,
      })),
      fc
        .tuple(fc.constantFrom('above', 'below' as const), tie('value'), tie('value'))
        .map(([direction, left, right]): Expr => ({
          kind: 'cross',
          direction,
          left,
          right,
          span: SPAN,
        })),
      fc
        .tuple(fc.constantFrom('=', '!=' as const), tie('condition'), tie('condition'))
        .map(([op, left, right]): Expr => ({ kind: 'compare', op, left, right, span: SPAN })),
      tie('condition').map((operand): Expr => ({ kind: 'not', operand, span: SPAN })),
      fc
        .tuple(
          fc.constantFrom('AND', 'OR' as const),
          fc.array(tie('condition'), { minLength: 2, maxLength: 4 }),
        )
        .map(([op, operands]): Expr => ({
          kind: 'logical',
          op,
          operands: operands.flatMap((o) =>
            o.kind === 'logical' && o.op === op ? o.operands : [o],
          ),
          span: SPAN,
        })),
    ),
  }),
);

describe('scan round trip', () => {
  it('parses the printed text of any well-typed tree back to that tree', () => {
    fc.assert(
      fc.property(condition, (tree) => {
        const text = printScan(tree);
        const result = parseScan(text);
        if (!result.ok) throw new Error(`${text}\n${result.error.message}`);
        expect(withoutSpans(result.ast)).toEqual(withoutSpans(tree));
        expect(printScan(result.ast)).toBe(text);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  const pieces = [
    'close',
    'pe',
    'sector',
    'in_nifty50',
    'rsi',
    'sma',
    'macd',
    '(',
    ')',
    ',',
    'AND',
    'or',
    'NOT',
    '>',
    '<=',
    '=',
    '!=',
    '+',
    '-',
    '*',
    '/',
    '5',
    '2.5',
    '1,000',
    '"IT"',
    "'x'",
    'CROSSES',
    'above',
    'TRUE',
    '%',
    '\n',
    'roee',
  ];
  const soup = fc
    .array(fc.constantFrom(...pieces), { maxLength: 14 })
    .map((parts) => parts.join(' '));

  it('never throws on any text, and every error points inside it', () => {
    fc.assert(
      fc.property(fc.oneof(soup, fc.string({ maxLength: 40 })), (text) => {
        const result = parseScan(text);
        if (result.ok) {
          const again = parseScan(printScan(result.ast));
          expect(again.ok && withoutSpans(again.ast)).toEqual(withoutSpans(result.ast));
          return;
        }
        const { offset, length, line, column, message } = result.error;
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset + length).toBeLessThanOrEqual(text.length);
        expect(line).toBeGreaterThanOrEqual(1);
        expect(column).toBeGreaterThanOrEqual(1);
        expect(message).toMatch(/\S/);
      }),
      { seed: SEED, numRuns: 800 },
    );
  });
});
