import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';

const describe = (error: z.ZodError, what: string): string =>
  error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ') || `invalid ${what}`;

/** Query strings are validated at the boundary; a bad one is the caller's 400, never a 500. */
export function parseQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw new ApiError(400, 'invalid_query', describe(result.error, 'query'));
  return result.data;
}

/** Path parameters (e.g. /archive/instruments/:symbol), validated like query strings. */
export function parseParams<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): z.output<Schema> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new ApiError(400, 'invalid_path', describe(result.error, 'path'));
  return result.data;
}

export async function parseJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, 'invalid_json', 'The request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_body', describe(result.error, 'body'));
  return result.data;
}
