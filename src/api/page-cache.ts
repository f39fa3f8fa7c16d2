import { createCachedFetch } from '@/cache/cached-fetch';
import { pageResponseCache } from '@/cache/page-response-cache';
import { apiRoutes } from './cache-routes';
import { dataUpdateOf } from './data-check-record';

/** The cache policy run by the page itself, for when no service worker controls it. */
export const pageCachedFetch = createCachedFetch({
  cache: pageResponseCache,
  fetch: (request) => fetch(request),
  routes: apiRoutes,
  origin: location.origin,
  readDataUpdate: dataUpdateOf,
});
