import fc from 'fast-check';
import {
  FIELD_FAULTS,
  KINDS_FOR,
  NASTY_KEYS,
  RAW_BODIES,
  nastyValue,
  renderJson,
} from './bad-inputs';
import { nearValues } from './instances';
import { deref, isObject, typesOf } from './json-schema';
import type { JsonSchema } from './openapi-document';

// Bodies with one thing wrong, from the request body's JSON Schema: each field (nested ones
// too) by each kind of bad value its type invites, then the body as a whole.

interface Slot {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/**
 * The fields of an object schema, nested ones (a nullable object's too) included, each with
 * its schema.
 */
function slotsOf(schema: JsonSchema, root: unknown, prefix: string[] = []): Slot[] {
  const s = deref(schema, root);
  if (typeof s === 'boolean' || prefix.length > 3) return [];
  const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => (s[key] ?? []) as JsonSchema[]);
  const required = new Set((s.required ?? []) as string[]);
  const own = Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).flatMap(
    ([key, sub]) => [
      { path: [...prefix, key], schema: sub, required: required.has(key) },
      ...slotsOf(sub, root, [...prefix, key]),
    ],
  );
  return [...own, ...branches.flatMap((branch) => slotsOf(branch, root, prefix))];
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (!isObject(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? '';
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

/** JSON text of `base` with one more key, written out so that `__proto__` stays a key. */
const withKey = (base: unknown, key: string, value: unknown): string => {
  const text = renderJson(base);
  if (!isObject(base)) return text;
  const comma = Object.keys(base).length > 0 ? ',' : '';
  return `${text.slice(0, -1)}${comma}${JSON.stringify(key)}:${renderJson(value)}}`;
};

/** The kinds of bad value worth trying on a field: all of them when its type is open. */
function kindsFor(schema: JsonSchema, root: unknown): readonly string[] {
  const s = deref(schema, root);
  const types = typeof s === 'boolean' ? undefined : typesOf(s);
  if (!types) return Object.keys(FIELD_FAULTS);
  const kinds = types.flatMap((type) =>
    type === 'string'
      ? KINDS_FOR.string
      : type === 'number' || type === 'integer'
        ? KINDS_FOR.number
        : KINDS_FOR.other,
  );
  return [...new Set(kinds)];
}

/** Each fault as its name and the JSON text it sends, built on the valid body `valid`. */
export function bodyFaults(
  schema: JsonSchema,
  valid: unknown,
  root: unknown,
): Array<[string, fc.Arbitrary<string>]> {
  const faults: Array<[string, fc.Arbitrary<string>]> = [];
  const seen = new Set<string>();
  for (const slot of slotsOf(schema, root)) {
    const field = slot.path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const body = (value: unknown) => renderJson(withValueAt(valid, slot.path, value));
    for (const kind of kindsFor(slot.schema, root)) {
      const values = FIELD_FAULTS[kind];
      if (values) faults.push([`body ${field}: ${kind}`, values.map(body)]);
    }
    faults.push([`body ${field}: near its limits`, nearValues(slot.schema, root).map(body)]);
    if (slot.required) faults.push([`body ${field}: missing`, fc.constant(body(undefined))]);
  }
  const extraKey = fc
    .tuple(fc.constantFrom(...NASTY_KEYS), nastyValue)
    .map(([key, value]) => withKey(valid, key, value));
  faults.push(['body: an extra key', extraKey]);
  faults.push([
    'body: wrong type',
    fc.constantFrom([], 'text', 42, null, true, [valid]).map(renderJson),
  ]);
  faults.push(['body: raw', fc.constantFrom(...RAW_BODIES)]);
  return faults;
}
