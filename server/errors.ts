import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';

/** Every error the API answers with: `{"error":{"code","message"}}` (the client's ApiError). */
export interface ErrorBody {
  error: { code: string; message: string };
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errorResponse = (
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response =>
  c.json({ error: { code, message } } satisfies ErrorBody, status, {
    'Cache-Control': 'no-store',
    ...headers,
  });

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
    return errorResponse(c, error.status, error.code, error.message, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = CODE_BY_STATUS[error.status] ?? 'bad_request';
    return errorResponse(c, error.status, code, error.message || code.replaceAll('_', ' '));
  }
  c.var.logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed');
  return errorResponse(c, 500, 'internal', 'Internal server error');
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
