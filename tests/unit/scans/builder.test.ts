import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldByName, SCAN_FIELDS, SCAN_FUNCTIONS } from '@/domain/scan/fields';
import { parseScan } from '@/domain/scan/parse';
import { PREBUILT_SCANS } from '@/domain/scan/prebuilt';
import { analyseScan } from '@/features/scans/model/analyse';
import {
  builderFromAst,
  builderToText,
  normalBuilder,
  type Builder,
  type Condition,
  type Operand,
  type Term,
} from '@/features/scans/model/builder';
import {
  addAlternative,
  addCondition,
  defaultCall,
  removeCondition,
  setJoin,
  withLeft,
} from '@/features/scans/model/builder-edit';

// The builder and the language are one scan in two views (issue 14, Deliver 2): a builder
// written as text and read back gives the same builder, and typed text shows in the builder
// when the builder can show it.

const field = (name: string): Term => ({ kind: 'field', name });
const term = (t: Term, times = 1): Operand & { kind: 'term' } => ({ kind: 'term', term: t, times });
const num = (value: number): Operand => ({ kind: 'number', value });
const call = (name: string, ...args: Array<string | number>): Term => ({
  kind: 'call',
  name,
  args: args.map((arg) =>
    typeof arg === 'string' ? { kind: 'series', name: arg } : { kind: 'number', value: arg },
  ),
});
const cond = (left: Term, op: Condition['op'], right: Operand, times = 1): Condition => ({
  left: term(left, times),
  op,
  right,
});
const all = (...conditions: Condition[]): Builder => ({
  join: 'AND',
  groups: conditions.map((one) => [one]),
});

const ROUND_TRIPS: Array<{ name: string; builder: Builder; text: string }> = [
  { name: 'one comparison', builder: all(cond(field('pe'), '<', num(20))), text: 'pe < 20' },
  {
    name: 'all of three',
    builder: all(
      cond(field('pe'), '<', num(20)),
      cond(field('roe'), '>', num(15)),
      cond(call('rsi', 'close', 14), '<', num(30)),
    ),
    text: 'pe < 20 AND roe > 15 AND rsi(close, 14) < 30',
  },
  {
    name: 'any of two',
    builder: {
      join: 'OR',
      groups: [[cond(field('pe'), '<', num(10))], [cond(field('pb'), '<', num(1))]],
    },
    text: 'pe < 10 OR pb < 1',
  },
  {
    name: 'a group of alternatives inside all',
    builder: {
      join: 'AND',
      groups: [
        [cond(field('roe'), '>', num(15))],
        [cond(field('pe'), '<', num(15)), cond(field('pb'), '<', num(2))],
      ],
    },
    text: 'roe > 15 AND (pe < 15 OR pb < 2)',
  },
  {
    name: 'a group of all inside any',
    builder: {
      join: 'OR',
      groups: [
        [cond(field('pe'), '<', num(15)), cond(field('roe'), '>', num(15))],
        [cond(field('in_nifty50'), '=', { kind: 'boolean', value: true })],
      ],
    },
    // AND binds tighter than OR: the printer writes no parentheses it does not need.
    text: 'pe < 15 AND roe > 15 OR in_nifty50 = TRUE',
  },
  {
    name: 'a cross of two averages',
    builder: all(cond(call('sma', 'close', 50), 'crosses above', term(call('sma', 'close', 200)))),
    text: 'sma(close, 50) CROSSES ABOVE sma(close, 200)',
  },
  {
    name: 'a multiple of a field',
    builder: all(cond(field('close'), '>=', term(field('high_52w'), 0.95))),
    text: 'close >= 0.95 * high_52w',
  },
  {
    name: 'a multiple of a function',
    builder: all(cond(field('volume'), '>', term(call('avg', 'volume', 20), 2))),
    text: 'volume > 2 * avg(volume, 20)',
  },
  {
    name: 'text and a negative number',
    builder: all(
      cond(field('sector'), '=', { kind: 'text', value: 'Energy' }),
      cond(field('change'), '<', num(-2.5)),
    ),
    text: 'sector = "Energy" AND change < -2.5',
  },
  {
    name: 'every argument of a function written out',
    builder: all(
      cond(
        call('macd', 'close', 12, 26),
        'crosses below',
        term(call('macd_signal', 'close', 12, 26, 9)),
      ),
      cond(call('bb_lower', 'close', 20, 2), '>', num(100)),
    ),
    text: 'macd(close, 12, 26) CROSSES BELOW macd_signal(close, 12, 26, 9) AND bb_lower(close, 20, 2) > 100',
  },
  {
    name: 'a factor score and a decimal',
    builder: all(
      cond(field('factor.momentum'), '>=', num(0.5)),
      cond(field('factor.quality'), '!=', num(0)),
    ),
    text: 'factor.momentum >= 0.5 AND factor.quality != 0',
  },
];

describe('builder -> text -> parseScan -> builder', () => {
  it.each(ROUND_TRIPS)('$name', ({ builder, text }) => {
    const written = builderToText(builder);
    expect(written).toBe(text);
    const parsed = parseScan(written);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(builderFromAst(parsed.ast)).toEqual(builder);
  });

  it('writes an empty builder as no text, and reads no text as an empty builder', () => {
    expect(builderToText({ join: 'AND', groups: [] })).toBe('');
    expect(analyseScan('  ')).toEqual({
      view: { kind: 'builder', builder: { join: 'AND', groups: [] } },
      canonical: null,
    });
  });
});

describe('text -> builder', () => {
  it.each(PREBUILT_SCANS.map((scan) => [scan.name, scan.expression] as const))(
    'shows the ready-made scan %s in the builder, writing the same scan',
    (_, expression) => {
      const analysis = analyseScan(expression);
      if (analysis.view.kind !== 'builder') throw new Error(`not buildable: ${analysis.view.kind}`);
      expect(builderToText(analysis.view.builder)).toBe(analysis.canonical);
    },
  );

  it.each([
    ['defaults filled in', 'rsi(14) < 30', 'rsi(close, 14) < 30'],
    ['numbers only', 'macd(12, 26) > 0', 'macd(close, 12, 26) > 0'],
    ['a yes/no field alone', 'in_nifty50', 'in_nifty50 = TRUE'],
    ['keywords in any case', 'pe < 20 and roe > 15', 'pe < 20 AND roe > 15'],
  ])('%s: %s is built as %s', (_, typed, written) => {
    const analysis = analyseScan(typed);
    if (analysis.view.kind !== 'builder') throw new Error(analysis.view.kind);
    expect(builderToText(analysis.view.builder)).toBe(written);
  });

  it.each([
    ['NOT', 'NOT pe > 20'],
    ['arithmetic on the left', 'close - open > 10'],
    ['a sum on the right', 'close > sma(close, 50) + 10'],
    ['a function of a function', 'sma(rsi(14), 5) > 50'],
    ['groups three deep', 'pe < 20 AND (roe > 15 OR (pb < 1 AND eps > 2))'],
    ['a literal on the left', '30 > rsi(14)'],
  ])('says %s is too complex for the builder', (_, text) => {
    const analysis = analyseScan(text);
    expect(analysis.view.kind).toBe(parseScan(text).ok ? 'too-complex' : 'invalid');
  });

  it('gives the text error, with no canonical text to run', () => {
    const analysis = analyseScan('pe < 20 AND roee > 15');
    expect(analysis.canonical).toBeNull();
    if (analysis.view.kind !== 'invalid') throw new Error('expected an error');
    expect(analysis.view.error.offset).toBe(12);
    expect(analysis.view.error.suggestion).toBe('roe');
  });
});

describe('editing the builder', () => {
  const pe = cond(field('pe'), '<', num(20));
  const roe = cond(field('roe'), '>', num(15));

  it('adds conditions joined by AND, and alternatives joined by OR', () => {
    const two = addCondition(all(pe), roe);
    expect(builderToText(two)).toBe('pe < 20 AND roe > 15');
    const alternative = addAlternative(two, 1, cond(field('pb'), '<', num(2)));
    expect(builderToText(alternative)).toBe('pe < 20 AND (roe > 15 OR pb < 2)');
  });

  it('turns one group of alternatives into conditions joined by OR', () => {
    const either = addAlternative(all(pe), 0, roe);
    expect(either).toEqual({ join: 'OR', groups: [[pe], [roe]] });
    expect(builderToText(setJoin(either, 'AND'))).toBe('pe < 20 AND roe > 15');
  });

  it('removes a condition and an emptied group', () => {
    const builder = addAlternative(addCondition(all(pe), roe), 1, cond(field('pb'), '<', num(2)));
    const less = removeCondition(builder, { group: 1, index: 0 });
    expect(builderToText(less)).toBe('pe < 20 AND pb < 2');
    expect(builderToText(removeCondition(all(pe), { group: 0, index: 0 }))).toBe('');
  });

  it('keeps what fits when the value on the left changes, and resets what does not', () => {
    expect(withLeft(pe, field('roe'))).toEqual(cond(field('roe'), '<', num(20)));
    expect(withLeft(pe, field('sector'))).toEqual(
      cond(field('sector'), '=', { kind: 'text', value: 'Commodities' }),
    );
    expect(withLeft(pe, field('in_nifty50'))).toEqual(
      cond(field('in_nifty50'), '=', { kind: 'boolean', value: true }),
    );
  });

  it('gives a new function its default inputs', () => {
    expect(defaultCall('rsi')).toEqual(call('rsi', 'close', 14));
    expect(defaultCall('sma')).toEqual(call('sma', 'close', 20));
    expect(builderToText(all(cond(defaultCall('bb_upper'), '<', term(field('close')))))).toBe(
      'bb_upper(close, 20, 2) < close',
    );
  });
});

describe('any builder the form can make', () => {
  const numberFields = SCAN_FIELDS.filter((one) => one.type === 'number').map((one) => one.name);
  const seriesFields = SCAN_FIELDS.filter((one) => one.series).map((one) => one.name);
  const decimal = fc.integer({ min: -100_000, max: 100_000 }).map((hundredths) => hundredths / 100);
  const callTerm: fc.Arbitrary<Term> = fc.constantFrom(...SCAN_FUNCTIONS).chain((fn) =>
    fc
      .tuple(
        ...fn.params.map((param) =>
          param.kind === 'series'
            ? fc.constantFrom(...seriesFields).map((name) => ({ kind: 'series' as const, name }))
            : fc
                // Periods are whole days; a band's width goes in halves (0.5 to 5).
                .integer({ min: Math.ceil((param.min ?? 1) * 2), max: (param.max ?? 500) * 2 })
                .map((twice) => ({
                  kind: 'number' as const,
                  value: param.whole ? Math.max(param.min ?? 1, Math.round(twice / 2)) : twice / 2,
                })),
        ),
      )
      .map((args): Term => ({ kind: 'call', name: fn.name, args }))
      // The checker's own rule: MACD's slow period is longer than its fast one.
      .filter(
        (made) =>
          made.kind !== 'call' ||
          !made.name.startsWith('macd') ||
          (made.args[2]?.kind === 'number' &&
            made.args[1]?.kind === 'number' &&
            made.args[2].value > made.args[1].value),
      ),
  );
  const numberTerm = fc.oneof(fc.constantFrom(...numberFields).map(field), callTerm);
  const numberCondition: fc.Arbitrary<Condition> = fc.record({
    left: numberTerm.map((t) => term(t)),
    op: fc.constantFrom<Condition['op']>(
      '<',
      '<=',
      '>',
      '>=',
      '=',
      '!=',
      'crosses above',
      'crosses below',
    ),
    right: fc.oneof(
      decimal.map(num),
      fc
        .tuple(
          numberTerm,
          fc.oneof(
            fc.constant(1),
            decimal.filter((x) => x > 0),
          ),
        )
        .map(([t, times]) => term(t, times)),
    ),
  });
  const otherCondition: fc.Arbitrary<Condition> = fc.oneof(
    fc
      .constantFrom(...(fieldByName('sector')?.values ?? []))
      .map((value) => cond(field('sector'), '=', { kind: 'text', value })),
    fc.boolean().map((value) => cond(field('in_nifty50'), '!=', { kind: 'boolean', value })),
  );
  const condition = fc.oneof(
    { weight: 4, arbitrary: numberCondition },
    { weight: 1, arbitrary: otherCondition },
  );
  const builder: fc.Arbitrary<Builder> = fc
    .record({
      join: fc.constantFrom<Builder['join']>('AND', 'OR'),
      groups: fc.array(fc.array(condition, { minLength: 1, maxLength: 3 }), {
        minLength: 1,
        maxLength: 4,
      }),
    })
    .map(normalBuilder);

  it('is read back from its text as the same builder', () => {
    fc.assert(
      fc.property(builder, (made) => {
        const parsed = parseScan(builderToText(made));
        if (!parsed.ok) throw new Error(`${builderToText(made)}: ${parsed.error.message}`);
        expect(builderFromAst(parsed.ast)).toEqual(made);
      }),
      { numRuns: 300 },
    );
  });
});
