import type { CachedFetch } from '@/cache/cached-fetch';

const controlledByWorker = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  navigator.serviceWorker.controller !== null;

let pageCache: Promise<CachedFetch> | undefined;

/**
 * Loaded on the first call made without a worker: sessions a worker controls (the usual case)
 * never download the cache code, and the first visit's entry stays within its size budget.
 * If the chunk cannot load (offline), this call goes to the network and the next one retries.
 */
function loadPageCache(): Promise<CachedFetch> {
  pageCache ??= import('./page-cache').then(
    (module) => module.pageCachedFetch,
    (error: unknown) => {
      console.warn('Response cache unavailable in the page; using the network', error);
      pageCache = undefined;
      return (request: Request) => fetch(request);
    },
  );
  return pageCache;
}

/**
 * How the API clients reach the network. A controlling service worker applies the cache policy
 * (src/sw/data-cache.ts); without one (first visit, private mode, a hard reload) the page applies
 * the same policy with the same cache module itself, so screens behave the same either way.
 */
export const pageTransport = async (request: Request): Promise<Response> =>
  controlledByWorker() ? fetch(request) : (await loadPageCache())(request);
