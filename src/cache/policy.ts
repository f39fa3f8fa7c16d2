import { keyPathOf } from './keys';
import { CACHE_FIRST, NO_STORE } from './protocol';
import { scopeOfAuthorization } from './user-scope';

// The cache policy (ARCHITECTURE.md) as pure decisions: which strategy a request gets, and which
// cached paths a write changes. The worker (src/sw/data-cache.ts) and the page's fallback
// (src/api/transport.ts) both act on these.

export interface ApiRoutes {
  /** Base addresses as configured: same-origin paths locally, the archive may be absolute. */
  archiveBase: string;
  gatewayBase: string;
  /** The data check's path under the archive base (spec 7). */
  dataCheckPath: string;
}

export type ApiName = 'archive' | 'gateway';

export type Strategy =
  /** Archive GET that asked for caching: the cache until the data-update time changes. */
  | 'cache-first'
  /** Gateway GET: the network with a short timeout, the cache when offline or slow. */
  | 'network-first'
  /** The data check: network first like the gateway; its answer can flush the cache. */
  | 'data-check'
  /** POST, PUT, PATCH, DELETE: the network; success drops the cached paths it changes. */
  | 'write'
  /**
   * Everything else of the APIs: archive GETs that did not ask, GETs that asked not to be stored,
   * HEAD, unreadable tokens.
   */
  | 'network';

export interface Decision {
  api: ApiName;
  strategy: Strategy;
  /** `guest`, the user's sub, or null when the token is unreadable. */
  scope: string | null;
  /** The key path: path and query (and host when cross-origin). */
  path: string;
  /** The key path of the API's base, without a trailing slash. */
  basePath: string;
}

export interface RequestFacts {
  method: string;
  url: string;
  authorization: string | null;
  cacheMode: string | null;
}

const baseUrl = (base: string, origin: string) => new URL(`${base.replace(/\/+$/, '')}/`, origin);

/** Under the base's origin and path (`/api`, `/api/x`, not `/apiary`). */
function isUnder(url: URL, base: URL): boolean {
  return (
    url.origin === base.origin &&
    (url.pathname === base.pathname.slice(0, -1) || url.pathname.startsWith(base.pathname))
  );
}

function strategyFor(api: ApiName, facts: RequestFacts, relativePath: string, routes: ApiRoutes) {
  const method = facts.method.toUpperCase();
  if (method === 'GET') {
    if (facts.cacheMode === NO_STORE) return 'network';
    if (api === 'gateway') return 'network-first';
    if (relativePath === routes.dataCheckPath) return 'data-check';
    return facts.cacheMode === CACHE_FIRST ? 'cache-first' : 'network';
  }
  return method === 'HEAD' || method === 'OPTIONS' ? 'network' : 'write';
}

/** The decision for a request, or null when it is not a call to either API. */
export function decide(facts: RequestFacts, routes: ApiRoutes, origin: string): Decision | null {
  const url = new URL(facts.url, origin);
  for (const api of ['archive', 'gateway'] as const) {
    const base = baseUrl(api === 'archive' ? routes.archiveBase : routes.gatewayBase, origin);
    if (!isUnder(url, base)) continue;
    const relativePath = url.pathname.slice(base.pathname.length - 1);
    const scope = scopeOfAuthorization(facts.authorization);
    const strategy = strategyFor(api, facts, relativePath, routes);
    return {
      api,
      strategy: scope === null ? 'network' : strategy,
      scope,
      path: keyPathOf(url, origin),
      basePath: keyPathOf(base, origin).slice(0, -1),
    };
  }
  return null;
}

const withoutQuery = (path: string) => path.replace(/[?#].*$/, '');

/**
 * The cached paths a successful write changes: its own resource with any query, everything under
 * it, and each resource that contains it below the API's base. A write to /api/goals/12 drops
 * /api/goals/12, /api/goals/12/items and /api/goals?page=2, not /api/goalsummary or /api.
 */
export function changedByWrite(writePath: string, basePath: string): (path: string) => boolean {
  const written = withoutQuery(writePath);
  return (cachedPath) => {
    const cached = withoutQuery(cachedPath);
    if (cached === written || cached.startsWith(`${written}/`)) return true;
    return cached.length > basePath.length && written.startsWith(`${cached}/`);
  };
}

/** Answers that mean the server could not be reached through a proxy or gateway. */
export const isUnreachableStatus = (status: number): boolean =>
  status === 502 || status === 503 || status === 504;

/**
 * Only complete successful answers. `Cache-Control: no-store`, which the server sends on every
 * personal answer, is not a refusal here: it keeps personal data out of HTTP caches, which know
 * nothing of users; this cache keeps it per user and drops it on sign-out and 401, and the
 * policy (ARCHITECTURE.md) wants gateway answers as the offline fallback.
 */
export const isStorable = (status: number): boolean => status === 200;
