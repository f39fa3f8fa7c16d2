import { GUEST_SCOPE } from './keys';
import {
  changedByWrite,
  decide,
  isStorable,
  isUnreachableStatus,
  type ApiRoutes,
  type Decision,
} from './policy';
import {
  CACHE_MODE_HEADER,
  CACHE_STATUS_HEADER,
  CACHED_AT_HEADER,
  type CacheStatus,
} from './protocol';
import type { CachedBody, ResponseCache } from './response-cache';

/** Gateway GETs and the data check wait this long for the network before a cached answer is used. */
export const NETWORK_TIMEOUT_MS = 3_000;
/** A cache that does not answer in time (a stuck IndexedDB) counts as empty: the network serves. */
export const CACHE_TIMEOUT_MS = 1_500;
/** Larger bodies go to the page without being stored. */
export const MAX_STORED_BYTES = 4 * 1024 * 1024;

export interface CachedFetchDeps {
  cache: ResponseCache;
  fetch: (request: Request) => Promise<Response>;
  routes: ApiRoutes;
  /** The origin the app runs on (the worker's or the page's). */
  origin: string;
  /** The data-update time out of the data check's JSON, or null when the answer has none. */
  readDataUpdate: (body: unknown) => string | null;
  networkTimeoutMs?: number;
  cacheTimeoutMs?: number;
  /**
   * True when the device says it is offline (navigator.onLine false): network-first requests
   * then answer from the cache at once, without waiting for an attempt to fail or time out.
   */
  isOffline?: () => boolean;
  warn?: (message: string, error: unknown) => void;
}

/** Keeps background work (storing a response) alive: the worker's event.waitUntil. */
export type WaitUntil = (work: Promise<unknown>) => void;

export type CachedFetch = (request: Request, waitUntil?: WaitUntil) => Promise<Response>;

const SLOW = Symbol('slow');

function withStatus(response: Response, status: CacheStatus): Response {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') return response;
  const headers = new Headers(response.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  const { status: code, statusText } = response;
  return new Response(response.body, { status: code, statusText, headers });
}

function fromCache(entry: CachedBody, status: CacheStatus): Response {
  return new Response(entry.body, {
    status: 200,
    headers: {
      'Content-Type': entry.contentType,
      [CACHE_STATUS_HEADER]: status,
      [CACHED_AT_HEADER]: new Date(entry.storedAt).toISOString(),
    },
  });
}

/** The request as the network should see it: the cache-mode header is for the cache only. */
function forNetwork(request: Request): Request {
  if (!request.headers.has(CACHE_MODE_HEADER)) return request;
  const headers = new Headers(request.headers);
  headers.delete(CACHE_MODE_HEADER);
  return new Request(request, { headers });
}

/**
 * The cache policy as a fetch: one implementation for the service worker and for the page when
 * no worker controls it (first visit, private mode). Requests that are not API calls, and any
 * cache failure (quota, lost connection, timeout), go to the network as if there were no cache.
 */
export function createCachedFetch(deps: CachedFetchDeps): CachedFetch {
  const { cache, routes, origin, readDataUpdate } = deps;
  const networkTimeoutMs = deps.networkTimeoutMs ?? NETWORK_TIMEOUT_MS;
  const cacheTimeoutMs = deps.cacheTimeoutMs ?? CACHE_TIMEOUT_MS;
  const warn = deps.warn ?? ((message, error) => console.warn(message, error));
  const isOffline =
    deps.isOffline ?? (() => typeof navigator !== 'undefined' && navigator.onLine === false);

  /** A cache call that never fails and never hangs: the fallback stands in for its answer. */
  const safely = async <T>(work: () => Promise<T>, fallback: T, what: string): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(fallback), cacheTimeoutMs);
    });
    try {
      return await Promise.race([work(), timeout]);
    } catch (error) {
      warn(`Response cache: ${what} failed; using the network`, error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };

  const readEntry = (d: Decision, scope: string) =>
    safely(() => cache.read(scope, d.path), { entry: null, dataUpdate: null }, 'read');

  const store = async (scope: string, d: Decision, response: Response, tag: string | null) => {
    if (!isStorable(response.status)) return;
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.length > MAX_STORED_BYTES) return;
    const type = response.headers.get('Content-Type') ?? 'application/json';
    await safely(() => cache.write(scope, d.path, body, type, tag), undefined, 'write');
  };

  /** Spec 4 and the cache policy: a 401 drops the user's entries. */
  const afterAnswer = async (scope: string, response: Response) => {
    if (response.status === 401 && scope !== GUEST_SCOPE) {
      await safely(() => cache.dropScope(scope), undefined, 'drop on 401');
    }
  };

  const cacheFirst = async (request: Request, d: Decision, scope: string, wait: WaitUntil) => {
    const { entry, dataUpdate } = await readEntry(d, scope);
    if (entry) return fromCache(entry, 'hit');
    const response = await deps.fetch(request);
    await afterAnswer(scope, response);
    wait(store(scope, d, response.clone(), dataUpdate));
    return withStatus(response, 'miss');
  };

  /** Reads the data check's answer; a new data-update time flushes the cache before anyone reads it. */
  const syncDataCheck = async (response: Response): Promise<string | null> => {
    if (!response.ok) return null;
    let value: string | null;
    try {
      value = readDataUpdate(await response.clone().json());
    } catch {
      return null;
    }
    if (value === null) return null;
    await safely(() => cache.syncDataUpdate(value), false, 'data-update sync');
    return value;
  };

  const networkFirst = async (request: Request, d: Decision, scope: string, wait: WaitUntil) => {
    // Offline: the stored answer now (issue 19: an offline start paints without waiting on the
    // network); with none stored, the network is still tried, as the device may be wrong.
    if (isOffline()) {
      const { entry } = await readEntry(d, scope);
      if (entry) return fromCache(entry, 'stale');
    }
    const tagAtStart = safely(() => cache.dataUpdate(), null, 'read data-update time');
    const network = deps.fetch(request).then(async (response) => {
      await afterAnswer(scope, response);
      const synced = d.strategy === 'data-check' ? await syncDataCheck(response) : null;
      if (d.strategy !== 'data-check' || synced !== null) {
        wait(store(scope, d, response.clone(), synced ?? (await tagAtStart)));
      }
      return response;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = await Promise.race([
      network.then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      ),
      new Promise<typeof SLOW>((resolve) => {
        timer = setTimeout(resolve, networkTimeoutMs, SLOW);
      }),
    ]);
    clearTimeout(timer);
    if (first !== SLOW && 'response' in first && !isUnreachableStatus(first.response.status)) {
      return withStatus(first.response, 'miss');
    }
    const { entry } = await readEntry(d, scope);
    if (entry) {
      // Slow, not failed: let the answer still arrive and refresh the cache.
      if (first === SLOW) wait(network.catch(() => undefined));
      return fromCache(entry, 'stale');
    }
    if (first !== SLOW && 'error' in first) throw first.error;
    return withStatus(first === SLOW ? await network : first.response, 'miss');
  };

  const write = async (request: Request, d: Decision, scope: string) => {
    const response = await deps.fetch(request);
    await afterAnswer(scope, response);
    if (response.ok) {
      const changed = changedByWrite(d.path, d.basePath);
      await safely(() => cache.dropPaths(scope, changed), undefined, 'drop after write');
    }
    return response;
  };

  return async (request, waitUntil) => {
    const wait: WaitUntil = (work) => {
      const settled = work.catch((error: unknown) => warn('Response cache: store failed', error));
      waitUntil?.(settled);
    };
    const d = decide(
      {
        method: request.method,
        url: request.url,
        authorization: request.headers.get('Authorization'),
        cacheMode: request.headers.get(CACHE_MODE_HEADER),
      },
      routes,
      origin,
    );
    const outgoing = forNetwork(request);
    if (!d || d.scope === null) return deps.fetch(outgoing);
    const scope = d.scope;
    switch (d.strategy) {
      case 'cache-first':
        return cacheFirst(outgoing, d, scope, wait);
      case 'network-first':
      case 'data-check':
        return networkFirst(outgoing, d, scope, wait);
      case 'write':
        return write(outgoing, d, scope);
      case 'network': {
        const response = await deps.fetch(outgoing);
        await afterAnswer(scope, response);
        return response;
      }
    }
  };
}
