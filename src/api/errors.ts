import * as z from 'zod/mini';

/** One invalid input the server named (RFC 9457 `errors`): where it was sent and which field. */
export interface FieldProblem {
  in: 'body' | 'query' | 'path' | 'header';
  /** Dotted path (`nominee.name`); empty for the whole input. */
  field: string;
  detail: string;
}

const problemSchema = z.object({
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
  code: z.optional(z.string()),
  errors: z.optional(
    z.array(
      z.object({
        in: z.enum(['body', 'query', 'path', 'header']),
        field: z.string(),
        detail: z.string(),
      }),
    ),
  ),
});

/** The server's problem details (server/errors.ts), as far as the body has them. */
export function readProblem(body: unknown): {
  code?: string;
  message?: string;
  fields: FieldProblem[];
} {
  const parsed = problemSchema.safeParse(body);
  if (!parsed.success) return { fields: [] };
  const { code, detail, title, errors = [] } = parsed.data;
  return { code, message: detail ?? title, fields: errors };
}

/** An HTTP answer outside 2xx, with the server's problem details when it sent them. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields: readonly FieldProblem[] = [],
    /** The problem details as sent, for a feature that reads its extension members. */
    readonly problem: unknown = null,
  ) {
    super(message);
  }
}

/** The ApiError of an answer outside 2xx, from its problem details (its JSON body, if any). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const { code, message, fields } = readProblem(body);
  return new ApiError(message ?? `Request failed (${status})`, status, code, fields, body);
}

/** The request never got an answer (offline, DNS, reset). Spec 8: 'Network Error'. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor() {
    super('Network Error');
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, ...statuses: number[]): boolean =>
  isApiError(error) && statuses.includes(error.status);

export const isNetworkError = (error: unknown): error is NetworkError =>
  error instanceof NetworkError;

/**
 * The server's messages for a form's fields, keyed by field path (`text`, `nominee.name`), so a
 * form shows each next to its input; body fields only. Empty when the error names no field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const byField: Record<string, string> = {};
  for (const problem of error.fields) {
    if (problem.in !== 'body' || problem.field === '') continue;
    byField[problem.field] ??= problem.detail;
  }
  return byField;
}
