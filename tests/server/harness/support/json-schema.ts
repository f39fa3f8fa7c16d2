import fc from 'fast-check';
import { resolvePointer, type JsonSchema } from './openapi-document';

// The harness's reading of the JSON Schemas (2020-12) in the OpenAPI document: whether a value
// is valid (the oracle the fuzzer judges the server's answers by) and a minimal valid instance
// (the body an authorization case sends). A keyword it does not know fails loudly, so a new
// kind of schema is taught here rather than judged wrongly.

type SchemaObject = Record<string, unknown>;

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

const isObject = (value: unknown): value is Record<string, unknown> =>
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

function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `value` is valid for `schema`; `root` is the document its `$ref`s point into. */
export function isValid(schema: JsonSchema, value: unknown, root: unknown, mode: Mode): boolean {
  if (typeof schema === 'boolean') return schema;
  const check = (keyword: string, rule: unknown): boolean => {
    const at = (sub: unknown, item: unknown) => isValid(sub as JsonSchema, item, root, mode);
    const rules = rule as JsonSchema[];
    switch (keyword) {
      case '$ref': {
        const target = resolvePointer(root, rule as string);
        if (target === undefined) throw new Error(`$ref ${String(rule)} does not resolve`);
        return at(target, value);
      }
      case 'type': {
        const types = Array.isArray(rule) ? (rule as string[]) : [rule as string];
        return types.some((type) => typeMatches(type, coerced(type, value, mode)));
      }
      case 'enum':
        return (rule as unknown[]).some((item) => sameJson(item, value));
      case 'const':
        return sameJson(rule, value);
      case 'anyOf':
        return rules.some((sub) => at(sub, value));
      case 'oneOf':
        return rules.filter((sub) => at(sub, value)).length === 1;
      case 'allOf':
        return rules.every((sub) => at(sub, value));
      case 'not':
        return !at(rule, value);
    }
    return stringRule(keyword, rule, value) ?? numberRule(keyword, rule, value, mode) ??
      objectRule(keyword, rule, value, at) ?? arrayRule(keyword, rule, value, at) ??
      unknownKeyword(keyword);
  };
  return Object.entries(schema).every(
    ([keyword, rule]) => ANNOTATIONS.has(keyword) || check(keyword, rule),
  );
}

function unknownKeyword(keyword: string): never {
  throw new Error(`the harness does not know the JSON Schema keyword "${keyword}"`);
}

/** A parameter's string as a number schema reads it (z.coerce.number: Number(text)). */
function coerced(type: string, value: unknown, mode: Mode): unknown {
  if (mode !== 'parameter' || typeof value !== 'string') return value;
  return type === 'number' || type === 'integer' ? Number(value) : value;
}

type Result = boolean | undefined;

function stringRule(keyword: string, rule: unknown, value: unknown): Result {
  const limits = ['minLength', 'maxLength', 'pattern'];
  if (!limits.includes(keyword)) return undefined;
  if (typeof value !== 'string') return true;
  if (keyword === 'minLength') return codePoints(value) >= (rule as number);
  if (keyword === 'maxLength') return codePoints(value) <= (rule as number);
  return regexOf(rule as string).test(value);
}

function numberRule(keyword: string, rule: unknown, raw: unknown, mode: Mode): Result {
  const limits = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
  if (!limits.includes(keyword)) return undefined;
  const value = coerced('number', raw, mode);
  if (typeof value !== 'number') return true;
  const limit = rule as number;
  if (keyword === 'minimum') return value >= limit;
  if (keyword === 'maximum') return value <= limit;
  if (keyword === 'exclusiveMinimum') return value > limit;
  if (keyword === 'exclusiveMaximum') return value < limit;
  return Number.isInteger(value / limit);
}

type At = (schema: unknown, value: unknown) => boolean;

function objectRule(keyword: string, rule: unknown, value: unknown, at: At): Result {
  const keywords = ['properties', 'required', 'additionalProperties', 'propertyNames'];
  if (![...keywords, 'minProperties', 'maxProperties', 'patternProperties'].includes(keyword)) {
    return undefined;
  }
  if (!isObject(value)) return true;
  const keys = Object.keys(value);
  switch (keyword) {
    case 'required':
      return (rule as string[]).every((key) => Object.hasOwn(value, key));
    case 'minProperties':
      return keys.length >= (rule as number);
    case 'maxProperties':
      return keys.length <= (rule as number);
    case 'propertyNames':
      return keys.every((key) => at(rule, key));
  }
  const rules = rule as Record<string, unknown>;
  if (keyword === 'properties' || keyword === 'patternProperties') {
    return keys.every((key) => {
      const subs =
        keyword === 'properties'
          ? Object.hasOwn(rules, key)
            ? [rules[key]]
            : []
          : Object.entries(rules).flatMap(([p, sub]) => (regexOf(p).test(key) ? [sub] : []));
      return subs.every((sub) => at(sub, value[key]));
    });
  }
  // additionalProperties: the keys no sibling `properties` names (the parent checks the rest).
  return true;
}

function arrayRule(keyword: string, rule: unknown, value: unknown, at: At): Result {
  if (!['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems'].includes(keyword)) {
    return undefined;
  }
  if (!Array.isArray(value)) return true;
  switch (keyword) {
    case 'minItems':
      return value.length >= (rule as number);
    case 'maxItems':
      return value.length <= (rule as number);
    case 'uniqueItems':
      return !rule || new Set(value.map((item) => JSON.stringify(item))).size === value.length;
    case 'prefixItems':
      return (rule as unknown[]).every((sub, index) => index >= value.length || at(sub, value[index]));
  }
  return value.every((item) => at(rule, item));
}
