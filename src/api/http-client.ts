import type { ZodMiniType } from 'zod/mini';
import {
  CACHE_FIRST,
  CACHE_MODE_HEADER,
  CACHED_AT_HEADER,
  readCacheStatus,
  type CacheStatus,
} from '@/cache/protocol';
import { connectivity } from './connectivity';
import { apiErrorOf, NetworkError } from './errors';
import { pageTransport } from './transport';
import { uploadTransport, type UploadProgress } from './upload-transport';
import type { WriteMethod } from './write-method';

export type TokenProvider = () => Promise<string | null>;

/** Sends a request and returns the answer (the worker's or the page's cache policy, src/cache). */
export type Transport = (request: Request) => Promise<Response>;

interface CallOptions<T> {
  query?: Record<string, string>;
  /** Guest calls send no token (spec 7: "A guest variant sends no token"). */
  guest?: boolean;
  schema: ZodMiniType<T>;
  signal?: AbortSignal;
}

export interface GetOptions<T> extends CallOptions<T> {
  /**
   * Archive GETs only: serve from the cache until the data-update time changes (cache policy).
   * Gateway GETs are always network first with the cache as fallback.
   */
  cacheable?: boolean;
}

export interface SendOptions<T> extends CallOptions<T> {
  /** JSON, or a Blob (an upload) sent as its bytes with its own type. */
  body?: unknown;
  /** Extra request headers, e.g. Idempotency-Key (src/outbox). */
  headers?: Record<string, string>;
  /** Upload progress of a Blob body. */
  onUploadProgress?: UploadProgress;
}

/** A write's answer: the data, the status, and whether the server replayed a stored answer. */
export interface SendResult<T> {
  data: T;
  status: number;
  /** `Idempotent-Replayed: true`: an earlier attempt with the same key had already landed. */
  replayed: boolean;
}

export type { WriteMethod } from './write-method';

/** A GET's data and where it came from, so screens can say "as of" when it is not live. */
export interface ApiResult<T> {
  data: T;
  /** null when no cache was involved (the request bypassed it). */
  cache: CacheStatus | null;
  /** When the body was stored, for answers from the cache. */
  cachedAt: Date | null;
}

export interface HttpClient {
  get<T>(path: string, options: GetOptions<T>): Promise<T>;
  read<T>(path: string, options: GetOptions<T>): Promise<ApiResult<T>>;
  send<T>(method: WriteMethod, path: string, options: SendOptions<T>): Promise<SendResult<T>>;
}

const cachedAtOf = (headers: Headers): Date | null => {
  const value = headers.get(CACHED_AT_HEADER);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

interface Call {
  method: 'GET' | WriteMethod;
  options: CallOptions<unknown> & {
    cacheable?: boolean;
    body?: unknown;
    headers?: Record<string, string>;
    onUploadProgress?: UploadProgress;
  };
}

/**
 * One client per API (archive, gateway). Authenticated calls send the identity id token raw in
 * Authorization (spec 7); a failed connection is 'Network Error' (spec 8); answers are validated
 * at the boundary with zod.
 */
export function createHttpClient(
  baseUrl: string,
  getToken: TokenProvider,
  transport: Transport = pageTransport,
): HttpClient {
  async function call(path: string, { method, options }: Call) {
    const { query, guest = false, signal, cacheable = false, body } = options;
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (!guest) {
      const token = await getToken();
      if (token) headers.set('Authorization', token);
    }
    if (cacheable) headers.set(CACHE_MODE_HEADER, CACHE_FIRST);
    const upload = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
    if (upload) headers.set('Content-Type', upload.type || 'application/octet-stream');
    else if (body !== undefined) headers.set('Content-Type', 'application/json');
    const url = new URL(`${baseUrl}${path}${search}`, globalThis.location?.href);
    const init: RequestInit = { method, headers, signal };
    if (upload) init.body = upload;
    else if (body !== undefined) init.body = JSON.stringify(body);
    const { onUploadProgress } = options;
    const via =
      upload && onUploadProgress && typeof XMLHttpRequest !== 'undefined'
        ? uploadTransport(onUploadProgress)
        : transport;

    let response: Response;
    try {
      response = await via(new Request(url, init));
    } catch (error) {
      if (signal?.aborted) throw error;
      connectivity.reportFailure();
      throw new NetworkError();
    }
    const cache = readCacheStatus(response.headers);
    if (cache === 'stale') connectivity.reportFailure();
    else if (cache !== 'hit') connectivity.reportSuccess();

    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw apiErrorOf(response.status, json);
    return { json, cache, cachedAt: cachedAtOf(response.headers), response };
  }

  const client: HttpClient = {
    async read(path, options) {
      const { json, cache, cachedAt } = await call(path, { method: 'GET', options });
      return { data: options.schema.parse(json), cache, cachedAt };
    },
    get: (path, options) => client.read(path, options).then((result) => result.data),
    async send(method, path, options) {
      const { json, response } = await call(path, { method, options });
      return {
        data: options.schema.parse(json),
        status: response.status,
        replayed: response.headers.get('Idempotent-Replayed') === 'true',
      };
    },
  };
  return client;
}
