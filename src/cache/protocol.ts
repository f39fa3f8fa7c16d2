// What the page and the cache tell each other through HTTP headers. The same names are used
// whether the service worker or the page's own fallback (no controlling worker) does the caching.

/** Request header: an archive GET that asks to be served from the cache until the data update. */
export const CACHE_MODE_HEADER = 'X-Nivesh-Cache-Mode';
export const CACHE_FIRST = 'cache-first';
/** Either API's GET that must never be stored on the device (a zip of all one's data). */
export const NO_STORE = 'no-store';

/** Response header: where the body came from. */
export const CACHE_STATUS_HEADER = 'X-Nivesh-Cache';
/** Response header: when a body served from the cache was stored (ISO 8601). */
export const CACHED_AT_HEADER = 'X-Nivesh-Cached-At';

/**
 * hit: from the cache, still valid (archive data before the next data update);
 * stale: from the cache because the network failed or was slow;
 * miss: from the network.
 */
export type CacheStatus = 'hit' | 'miss' | 'stale';

export function readCacheStatus(headers: Headers): CacheStatus | null {
  const value = headers.get(CACHE_STATUS_HEADER);
  return value === 'hit' || value === 'miss' || value === 'stale' ? value : null;
}
