import type { ZodMiniType } from 'zod/mini';
import { ApiError, NetworkError } from './errors';

export type TokenProvider = () => Promise<string | null>;

export interface GetOptions<T> {
  query?: Record<string, string>;
  /** Guest calls send no token (spec 7: "A guest variant sends no token"). */
  guest?: boolean;
  schema: ZodMiniType<T>;
  signal?: AbortSignal;
}

export interface HttpClient {
  get<T>(path: string, options: GetOptions<T>): Promise<T>;
}

const text = (record: object, key: string): string | undefined => {
  const value: unknown = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** The server's `{error:{code,message}}`, when the body has that shape. */
const errorBody = (body: unknown): { code?: string; message?: string } => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null) return {};
  return { code: text(error, 'code'), message: text(error, 'message') };
};

/**
 * One client per API (archive, gateway). Authenticated calls send the identity id token in
 * Authorization (spec 7); responses are validated at the boundary with zod.
 */
export function createHttpClient(baseUrl: string, getToken: TokenProvider): HttpClient {
  return {
    async get(path, { query, guest = false, schema, signal }) {
      const search = query ? `?${new URLSearchParams(query).toString()}` : '';
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (!guest) {
        const token = await getToken();
        if (token) headers.Authorization = token;
      }
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}${search}`, { headers, signal });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new NetworkError();
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const { code, message } = errorBody(body);
        throw new ApiError(message ?? `Request failed (${response.status})`, response.status, code);
      }
      return schema.parse(body);
    },
  };
}
