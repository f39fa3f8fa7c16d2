import fc from 'fast-check';
import type { JsonSchema } from './openapi-document';
import { deref, isValid, regexOf, schemaObject, typesOf, type SchemaObject } from './json-schema';

// Values built from the document's JSON Schemas: a minimal valid instance (what an
// authorization case sends, so that authorization is what it tests) and values near a schema's
// limits on both sides (what the fuzzer mixes with plainly bad input).

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'harness@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2026-01-15',
  'date-time': '2026-01-15T10:00:00.000Z',
  time: '10:00:00',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

const MAX_DEPTH = 12;
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The smallest and largest values a number schema allows (integers when `integer`). */
export function numberRange(s: SchemaObject, integer: boolean): [number, number] {
  const step = integer ? 1 : 0.5;
  const above = num(s.exclusiveMinimum);
  const below = num(s.exclusiveMaximum);
  const low = Math.max(num(s.minimum) ?? -1e6, above === undefined ? -Infinity : above + step);
  const high = Math.min(num(s.maximum) ?? 1e6, below === undefined ? Infinity : below - step);
  return integer ? [Math.ceil(low), Math.floor(high)] : [low, high];
}

function patternSamples(pattern: string, s: SchemaObject): string[] {
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? 64;
  const arbitrary = fc
    .stringMatching(regexOf(pattern))
    .filter((text) => [...text].length >= min && [...text].length <= max);
  return fc.sample(arbitrary, { seed: 42, numRuns: 20 });
}

function byType(type: string, s: SchemaObject, root: unknown, depth: number): unknown[] {
  switch (type) {
    case 'null':
      return [null];
    case 'boolean':
      return [true, false];
    case 'integer':
    case 'number': {
      const [low, high] = numberRange(s, type === 'integer');
      const step = num(s.multipleOf);
      const stepped = step === undefined ? [] : [Math.ceil(low / step) * step];
      return [0, 1, low, high, ...stepped];
    }
    case 'string': {
      const min = Math.max(num(s.minLength) ?? 1, 1);
      const max = num(s.maxLength) ?? min;
      const format = typeof s.format === 'string' ? FORMAT_EXAMPLES[s.format] : undefined;
      const pattern = typeof s.pattern === 'string' ? patternSamples(s.pattern, s) : [];
      return [...(format ? [format] : []), ...pattern, 'x'.repeat(Math.min(min, max)), ''];
    }
    case 'array': {
      const prefix = ((s.prefixItems ?? []) as JsonSchema[]).map((sub) =>
        minimal(sub, root, depth + 1),
      );
      const count = Math.max((num(s.minItems) ?? 0) - prefix.length, 0);
      const item = s.items === undefined ? [] : [minimal(s.items as JsonSchema, root, depth + 1)];
      return [[...prefix, ...Array.from({ length: count }, () => item[0])]];
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const required = (s.required ?? []) as string[];
      return [
        Object.fromEntries(
          required.map((key) => [key, minimal(properties[key] ?? true, root, depth + 1)]),
        ),
      ];
    }
    default:
      throw new Error(`the harness cannot build a value of JSON Schema type "${type}"`);
  }
}

function candidates(schema: JsonSchema, root: unknown, depth: number): unknown[] {
  const s = schemaObject(deref(schema, root));
  if (typeof s === 'boolean') return ['x'];
  const list: unknown[] = [];
  if (Array.isArray(s.examples)) list.push(...(s.examples as unknown[]));
  if ('const' in s) list.push(s.const);
  if (Array.isArray(s.enum)) list.push(...(s.enum as unknown[]));
  if ('default' in s) list.push(s.default);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const sub of (s[key] ?? []) as JsonSchema[]) list.push(...candidates(sub, root, depth));
  }
  const types = typesOf(s) ?? (list.length > 0 ? [] : ['string', 'integer', 'object']);
  // null last: a nullable field is filled in when it can be.
  const ordered = [
    ...types.filter((type) => type !== 'null'),
    ...types.filter((t) => t === 'null'),
  ];
  for (const type of ordered) list.push(...byType(type, s, root, depth));
  return list;
}

function minimal(schema: JsonSchema, root: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new Error('the schema nests too deeply for a minimal instance');
  const found = candidates(schema, root, depth).find((candidate) =>
    isValid(schema, candidate, root, 'json'),
  );
  if (found === undefined) {
    throw new Error(`the harness cannot build a valid instance of ${JSON.stringify(schema)}`);
  }
  return found;
}

/** A small value valid for `schema` (its example when it documents one). */
export const minimalInstance = (schema: JsonSchema, root: unknown): unknown =>
  minimal(schema, root, 0);

/**
 * Values near the schema's limits, valid or just not: numbers around the bounds, strings around
 * the lengths, pattern matches, the enum's members and a non-member.
 */
export function nearValues(schema: JsonSchema, root: unknown): fc.Arbitrary<unknown> {
  const s = schemaObject(deref(schema, root));
  if (typeof s === 'boolean') return fc.jsonValue();
  const options: Array<fc.Arbitrary<unknown>> = [fc.constant(minimalInstance(schema, root))];
  if (Array.isArray(s.enum)) options.push(fc.constantFrom(...(s.enum as unknown[]), 'other'));
  for (const type of typesOf(s) ?? []) {
    if (type === 'integer' || type === 'number') {
      const [low, high] = numberRange(s, type === 'integer');
      options.push(fc.constantFrom(low - 1, low, high, high + 1, low + 0.5));
      options.push(type === 'integer' ? fc.integer({ min: low, max: high }) : fc.double());
    }
    if (type === 'string') {
      const min = num(s.minLength) ?? 0;
      const max = num(s.maxLength) ?? 64;
      options.push(
        fc.string({ minLength: Math.max(min - 1, 0), maxLength: Math.min(max + 1, 300) }),
      );
      options.push(fc.constantFrom('x'.repeat(Math.max(min - 1, 0)), 'x'.repeat(max + 1)));
      if (typeof s.pattern === 'string') options.push(fc.stringMatching(regexOf(s.pattern)));
    }
  }
  return fc.oneof(...options);
}
