import type { ValueType } from '@/domain/scan/ast';
import { fieldByName, functionByName, SCAN_FIELDS } from '@/domain/scan/fields';
import {
  normalBuilder,
  type Arg,
  type Builder,
  type Condition,
  type Join,
  type Operand,
  type Operator,
  type Term,
  OPERATORS,
} from './builder';

// Editing the builder: each step gives a new builder (immutable, normal form), so the screen
// turns it into text at once. New conditions and changed fields get defaults that make a valid
// scan, so the text never holds a half-made condition.

/** What a term gives: functions give numbers, fields their catalogue type. */
export function termType(term: Term): ValueType {
  return term.kind === 'call' ? 'number' : (fieldByName(term.name)?.type ?? 'number');
}

const EQUALITY: readonly Operator[] = ['=', '!='];

/** The operators that make sense after a value of this type. */
export const operatorsFor = (type: ValueType): readonly Operator[] =>
  type === 'number' ? OPERATORS : EQUALITY;

const SERIES_FALLBACK = 'close';
const PERIOD_FALLBACK = 20;

/** A function with its defaults (series without one read the close). */
export function defaultCall(name: string): Term {
  const fn = functionByName(name);
  const args: Arg[] = (fn?.params ?? []).map((param) =>
    param.kind === 'series'
      ? {
          kind: 'series',
          name: typeof param.default === 'string' ? param.default : SERIES_FALLBACK,
        }
      : {
          kind: 'number',
          value: typeof param.default === 'number' ? param.default : PERIOD_FALLBACK,
        },
  );
  return { kind: 'call', name, args };
}

/** The value that goes on the right of a new comparison with a value of this type. */
export function defaultRight(left: Term): Operand {
  const type = termType(left);
  if (type === 'boolean') return { kind: 'boolean', value: true };
  if (type === 'text') {
    const values = left.kind === 'field' ? fieldByName(left.name)?.values : undefined;
    return { kind: 'text', value: values?.[0] ?? '' };
  }
  return { kind: 'number', value: 0 };
}

/** The condition a new row starts as: P/E below 20, the screener's best-known first line. */
export const NEW_CONDITION: Condition = {
  left: { kind: 'term', term: { kind: 'field', name: 'pe' }, times: 1 },
  op: '<',
  right: { kind: 'number', value: 20 },
};

/** The condition with a new value on the left; the operator and right side kept when they fit. */
export function withLeft(condition: Condition, term: Term): Condition {
  const type = termType(term);
  const left = { ...condition.left, term, times: type === 'number' ? condition.left.times : 1 };
  const keepsOp = operatorsFor(type).includes(condition.op);
  const right = condition.right;
  const rightFits =
    (right.kind === 'term' && termType(right.term) === type) ||
    (right.kind === 'number' && type === 'number') ||
    (right.kind === 'text' && type === 'text') ||
    (right.kind === 'boolean' && type === 'boolean');
  return {
    left,
    op: keepsOp ? condition.op : '=',
    right: rightFits ? right : defaultRight(term),
  };
}

export type Place = { group: number; index: number };

const mapGroups = (builder: Builder, groups: Condition[][]): Builder =>
  normalBuilder({ join: builder.join, groups });

export const addCondition = (builder: Builder, condition: Condition = NEW_CONDITION): Builder =>
  mapGroups(builder, [...builder.groups, [condition]]);

/** Another condition in the group, any of which may hold (the other join). */
export function addAlternative(
  builder: Builder,
  group: number,
  condition: Condition = NEW_CONDITION,
): Builder {
  return mapGroups(
    builder,
    builder.groups.map((conditions, at) =>
      at === group ? [...conditions, condition] : conditions,
    ),
  );
}

export function setCondition(builder: Builder, place: Place, condition: Condition): Builder {
  return mapGroups(
    builder,
    builder.groups.map((conditions, at) =>
      at === place.group
        ? conditions.map((one, index) => (index === place.index ? condition : one))
        : conditions,
    ),
  );
}

export function removeCondition(builder: Builder, place: Place): Builder {
  return mapGroups(
    builder,
    builder.groups.map((conditions, at) =>
      at === place.group ? conditions.filter((_, index) => index !== place.index) : conditions,
    ),
  );
}

export const setJoin = (builder: Builder, join: Join): Builder =>
  builder.groups.length < 2 ? builder : { ...builder, join };

/** Fields first by their group, for the left-hand pickers. */
export const FIELD_GROUPS: ReadonlyArray<{ group: string; names: string[] }> = [
  ...new Set(SCAN_FIELDS.map((field) => field.group)),
].map((group) => ({
  group,
  names: SCAN_FIELDS.filter((field) => field.group === group).map((field) => field.name),
}));

/** The fields a function may read as its series (close, volume…). */
export const SERIES_FIELDS: readonly string[] = SCAN_FIELDS.filter((field) => field.series).map(
  (field) => field.name,
);
