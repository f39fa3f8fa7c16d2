import { resolvePointer, type JsonSchema } from './openapi-document';

// The harness's reading of the JSON Schemas (2020-12) in the OpenAPI document: whether a value
// is valid, the oracle the fuzzer judges the server's answers by (instances.ts builds values
// on the same reading). A keyword it does not know fails loudly, so that a new kind of schema
// is taught here rather than judged wrongly.

export type SchemaObject = Record<string, unknown>;

const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  'id',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  // Formats are annotations in 2020-12; zod writes a pattern beside the ones it checks.
  'format',
  'contentEncoding',
  'contentMediaType',
]);

/**
 * `json`: a parsed JSON body. `parameter`: a path or query value as the server reads it, a
 * string, which a number schema reads as JavaScript's Number() does (z.coerce).
 */
export type Mode = 'json' | 'parameter';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`the harness does not know the JSON Schema type "${type}"`);
  }
}

const codePoints = (text: string): number => [...text].length;

export function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const KNOWN = new Set([
  ...ANNOTATIONS,
  ...['$ref', 'type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not'],
  ...['minLength', 'maxLength', 'pattern'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  ...['properties', 'required', 'additionalProperties', 'patternProperties', 'propertyNames'],
  ...['minProperties', 'maxProperties'],
  ...['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'],
]);

/** The schema object a (possibly `$ref`) schema stands for, checked for unknown keywords. */
export function schemaObject(schema: JsonSchema): SchemaObject | boolean {
  if (typeof schema === 'boolean') return schema;
  for (const keyword of Object.keys(schema)) {
    if (!KNOWN.has(keyword)) {
      throw new Error(`the harness does not know the JSON Schema keyword "${keyword}"`);
    }
  }
  return schema;
}

export const deref = (schema: JsonSchema, root: unknown): JsonSchema => {
  if (typeof schema === 'boolean' || typeof schema.$ref !== 'string') return schema;
  const target = resolvePointer(root, schema.$ref);
  if (target === undefined) throw new Error(`$ref ${schema.$ref} does not resolve`);
  const { $ref: _ref, ...siblings } = schema;
  const resolved = deref(target as JsonSchema, root);
  if (Object.keys(siblings).length === 0) return resolved;
  return { allOf: [resolved, siblings] };
};

export const typesOf = (schema: SchemaObject): string[] | undefined =>
  schema.type === undefined
    ? undefined
    : Array.isArray(schema.type)
      ? (schema.type as string[])
      : [schema.type as string];

/** Whether `value` is valid for `schema`; `root` is the document its `$ref`s point into. */
export function isValid(schema: JsonSchema, value: unknown, root: unknown, mode: Mode): boolean {
  const s = schemaObject(deref(schema, root));
  if (typeof s === 'boolean') return s;
  const valid = (sub: unknown, item: unknown) => isValid(sub as JsonSchema, item, root, mode);
  const types = typesOf(s);
  const numeric = types?.some((type) => type === 'number' || type === 'integer') ?? false;
  const read = mode === 'parameter' && numeric && typeof value === 'string' ? Number(value) : value;
  if (types && !types.some((type) => typeMatches(type, type === 'string' ? value : read))) {
    return false;
  }
  if ('const' in s && !sameJson(s.const, value)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((item) => sameJson(item, value))) return false;
  const subs = (key: string) => (Array.isArray(s[key]) ? (s[key] as unknown[]) : undefined);
  if (subs('anyOf') && !subs('anyOf')?.some((sub) => valid(sub, value))) return false;
  if (subs('oneOf') && subs('oneOf')?.filter((sub) => valid(sub, value)).length !== 1) {
    return false;
  }
  if (subs('allOf') && !subs('allOf')?.every((sub) => valid(sub, value))) return false;
  if (s.not !== undefined && valid(s.not, value)) return false;
  if (typeof value === 'string' && !stringValid(s, value)) return false;
  if (typeof read === 'number' && !numberValid(s, read)) return false;
  if (isObject(value) && !objectValid(s, value, valid)) return false;
  if (Array.isArray(value) && !arrayValid(s, value, valid)) return false;
  return true;
}

type Valid = (schema: unknown, value: unknown) => boolean;

function stringValid(s: SchemaObject, value: string): boolean {
  const length = codePoints(value);
  if (typeof s.minLength === 'number' && length < s.minLength) return false;
  if (typeof s.maxLength === 'number' && length > s.maxLength) return false;
  return typeof s.pattern !== 'string' || regexOf(s.pattern).test(value);
}

function numberValid(s: SchemaObject, value: number): boolean {
  const limit = (key: string) => (typeof s[key] === 'number' ? s[key] : undefined);
  const [min, max] = [limit('minimum'), limit('maximum')];
  const [above, below] = [limit('exclusiveMinimum'), limit('exclusiveMaximum')];
  const step = limit('multipleOf');
  if (min !== undefined && value < min) return false;
  if (max !== undefined && value > max) return false;
  if (above !== undefined && value <= above) return false;
  if (below !== undefined && value >= below) return false;
  return step === undefined || Number.isInteger(value / step);
}

function objectValid(s: SchemaObject, value: Record<string, unknown>, valid: Valid): boolean {
  const keys = Object.keys(value);
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, unknown>);
  const required = (s.required ?? []) as string[];
  if (!required.every((key) => Object.hasOwn(value, key))) return false;
  if (typeof s.minProperties === 'number' && keys.length < s.minProperties) return false;
  if (typeof s.maxProperties === 'number' && keys.length > s.maxProperties) return false;
  return keys.every((key) => {
    if (s.propertyNames !== undefined && !valid(s.propertyNames, key)) return false;
    const named = Object.hasOwn(properties, key);
    const matching = patterns.filter(([pattern]) => regexOf(pattern).test(key));
    if (named && !valid(properties[key], value[key])) return false;
    if (!matching.every(([, sub]) => valid(sub, value[key]))) return false;
    const additional = s.additionalProperties;
    return (
      named || matching.length > 0 || additional === undefined || valid(additional, value[key])
    );
  });
}

function arrayValid(s: SchemaObject, value: unknown[], valid: Valid): boolean {
  const prefix = (s.prefixItems ?? []) as unknown[];
  if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
  if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
  if (s.uniqueItems === true) {
    if (new Set(value.map((item) => JSON.stringify(item))).size !== value.length) return false;
  }
  return value.every((item, index) =>
    index < prefix.length
      ? valid(prefix[index], item)
      : s.items === undefined || valid(s.items, item),
  );
}
