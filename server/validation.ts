import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldError } from './errors';

type Where = FieldError['in'];

const escapePointer = (segment: PropertyKey): string =>
  String(segment).replaceAll('~', '~0').replaceAll('/', '~1');

/** Each zod issue as a named field error (RFC 9457 `errors`), so a form can show it in place. */
export function fieldErrors(error: z.ZodError, where: Where): FieldError[] {
  return error.issues.map((issue) => ({
    in: where,
    field: issue.path.map(String).join('.'),
    pointer: `#/${issue.path.map(escapePointer).join('/')}`,
    detail: issue.message,
  }));
}

const describe = (errors: readonly FieldError[], what: string): string =>
  errors.map(({ field, detail }) => (field ? `${field}: ${detail}` : detail)).join('; ') ||
  `invalid ${what}`;

const CODE: Record<Where, string> = {
  body: 'invalid_body',
  query: 'invalid_query',
  path: 'invalid_path',
  header: 'invalid_header',
};

/** A failed parse as the caller's 400, with every invalid field named. */
export function validationError(error: z.ZodError, where: Where): ApiError {
  const errors = fieldErrors(error, where);
  return new ApiError(400, CODE[where], describe(errors, where), {}, errors);
}

const NUL_DETAIL = 'Text cannot contain the NUL character (U+0000)';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a string with one would fail in the
 * database (a 500): it is the caller's 400, whatever the route's schema. Walked without
 * recursion, so that a deeply nested body cannot overflow the stack.
 */
function withoutNul<T>(value: T, where: Where): T {
  interface Node {
    value: unknown;
    key: string;
    parent: Node | undefined;
  }
  const pending: Node[] = [{ value, key: '', parent: undefined }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    let found: Node | undefined;
    if (typeof node.value === 'string') {
      if (node.value.includes('\0')) found = node;
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, child] of Object.entries(node.value as Record<string, unknown>)) {
        const next = { value: child, key, parent: node };
        if (key.includes('\0')) found = next;
        pending.push(next);
      }
    }
    if (found) {
      const path: string[] = [];
      for (let at: Node | undefined = found; at?.parent; at = at.parent) path.unshift(at.key);
      const errors: FieldError[] = [
        {
          in: where,
          field: path.join('.'),
          pointer: `#/${path.map(escapePointer).join('/')}`,
          detail: NUL_DETAIL,
        },
      ];
      throw new ApiError(400, CODE[where], describe(errors, where), {}, errors);
    }
  }
  return value;
}

function parse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  where: Where,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, where);
  return result.data;
}

/** Query strings are validated at the boundary; a bad one is the caller's 400, never a 500. */
export const parseQuery = <Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): z.output<Schema> => parse(schema, withoutNul(c.req.query(), 'query'), 'query');

/** Path parameters (e.g. /archive/instruments/:symbol), validated like query strings. */
export const parseParams = <Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): z.output<Schema> => parse(schema, withoutNul(c.req.param(), 'path'), 'path');

/** The JSON body, or a 400 that says it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  let value: unknown;
  try {
    value = (await c.req.json()) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be JSON', {}, [
      { in: 'body', field: '', pointer: '#/', detail: 'The request body must be JSON' },
    ]);
  }
  return withoutNul(value, 'body');
}

export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  return parse(schema, await readJson(c), 'body');
}
