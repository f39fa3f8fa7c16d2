import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';

/** One invalid input, named so that a client can put the message next to the right field. */
export interface FieldError {
  /** Where the value was sent. */
  in: 'body' | 'query' | 'path' | 'header';
  /** Dotted path of the field (`nominee.name`, `items.0.quantity`); empty for the whole input. */
  field: string;
  /** JSON Pointer (RFC 6901) into the body, or to the parameter, as RFC 9457's example does. */
  pointer: string;
  detail: string;
}

/**
 * Every error answer of the server (RFC 9457 problem details, `application/problem+json`):
 * `type` identifies the problem (`urn:nivesh:problem:<code>`), `title` is the same for every
 * occurrence of that type, `detail` says what went wrong this time in plain words. `code` is
 * the same identifier without the prefix, for clients and logs; `errors` lists invalid fields.
 */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  errors?: FieldError[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const problemType = (code: string): string => `urn:nivesh:problem:${code}`;

const TITLE_BY_STATUS: Partial<Record<number, string>> = {
  400: 'The request is not valid',
  401: 'Sign in first',
  403: 'Not allowed',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict with another request',
  413: 'The request is too large',
  415: 'Unsupported media type',
  422: 'The request cannot be processed',
  429: 'Too many requests',
  500: 'Something went wrong on our side',
  503: 'Service unavailable',
};

export const titleOf = (status: number): string =>
  TITLE_BY_STATUS[status] ?? (status >= 500 ? 'Server error' : 'Request failed');

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly errors: FieldError[] = [],
    /** RFC 9457 extension members beside `detail` (a scan's error position: issue 14). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function problemOf(
  status: number,
  code: string,
  detail: string,
  options: { instance?: string; errors?: readonly FieldError[] } = {},
): ProblemDetails {
  const problem: ProblemDetails = {
    type: problemType(code),
    title: titleOf(status),
    status,
    detail,
    code,
  };
  if (options.instance !== undefined) problem.instance = options.instance;
  if (options.errors && options.errors.length > 0) problem.errors = [...options.errors];
  return problem;
}

export const problemHeaders = (headers: Record<string, string> = {}): Record<string, string> => ({
  'Content-Type': PROBLEM_CONTENT_TYPE,
  'Cache-Control': 'no-store',
  ...headers,
});

export const errorResponse = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  errors: readonly FieldError[] = [],
  extensions: Record<string, unknown> = {},
): Response =>
  c.body(
    JSON.stringify({
      ...extensions,
      ...problemOf(status, code, message, { instance: c.req.path, errors }),
    }),
    status,
    problemHeaders(headers),
  );

const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

export const onError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) {
    return errorResponse(
      c,
      error.status,
      error.code,
      error.message,
      error.headers,
      error.errors,
      error.extensions,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'bad_request';
    return errorResponse(c, error.status, code, error.message || code.replaceAll('_', ' '));
  }
  // Never the error's own text: it may hold SQL or a stack. The log has it.
  c.var.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
  return errorResponse(
    c,
    500,
    'internal',
    'The server could not complete this request. Nothing was changed; try again in a moment.',
  );
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, 404, 'not_found', `No such endpoint: ${c.req.method} ${c.req.path}`);

export const onMethodNotAllowed = (c: Context, methods: string[]): Response =>
  errorResponse(
    c,
    405,
    'method_not_allowed',
    `${c.req.method} is not allowed on ${c.req.path}; use ${methods.join(' or ')}`,
    { Allow: methods.join(', ') },
  );
