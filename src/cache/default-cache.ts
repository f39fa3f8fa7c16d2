import { createReconnectingStore } from './idb-store';
import { CACHE_DB_NAME, CACHE_STORE_NAME } from './keys';
import { createResponseCache } from './response-cache';

/**
 * The response cache of this context (the page or the worker); both open the same database.
 * Nothing touches IndexedDB until the first call.
 */
export const responseCache = createResponseCache(
  createReconnectingStore(CACHE_DB_NAME, CACHE_STORE_NAME),
);
