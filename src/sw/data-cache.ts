import { registerRoute } from 'workbox-routing';
import { apiRoutes } from '@/api/cache-routes';
import { dataUpdateOf } from '@/api/data-check-record';
import { createCachedFetch } from '@/cache/cached-fetch';
import { responseCache } from '@/cache/default-cache';
import { decide } from '@/cache/policy';

/**
 * Same-origin path prefixes of the two APIs locally; the navigation route leaves them to the
 * network (navigation.ts). The archive's own host in production is matched by its configured
 * base in the routes below, not by these.
 */
export const DATA_API_PREFIXES = ['/api', '/archive'] as const;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The API response cache (ARCHITECTURE.md, "Cache policy"): every request of either API client,
 * matched by the configured bases (the archive may live on its own host), goes through the cache
 * policy of src/cache. Registered before the navigation route (sw.ts).
 */
export function registerDataCache(): void {
  const cachedFetch = createCachedFetch({
    cache: responseCache,
    fetch: (request) => fetch(request),
    routes: apiRoutes,
    origin: location.origin,
    readDataUpdate: dataUpdateOf,
  });
  const isApiCall = ({ request }: { request: Request }) =>
    request.mode !== 'navigate' &&
    decide(
      { method: request.method, url: request.url, authorization: null, cacheMode: null },
      apiRoutes,
      location.origin,
    ) !== null;
  for (const method of METHODS) {
    registerRoute(
      isApiCall,
      ({ request, event }) => cachedFetch(request, (work) => event.waitUntil(work)),
      method,
    );
  }
}
