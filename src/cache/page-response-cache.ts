import { responseCache } from './default-cache';
import { createOffThreadCache } from './off-thread-cache';

/**
 * The response cache of the page (src/api/page-cache.ts, when no service worker controls it):
 * reads and writes in a module worker, the rest in the page (off-thread-cache.ts). The service
 * worker uses `responseCache` itself: it cannot start workers and has no frames to block.
 */
export const pageResponseCache = createOffThreadCache(responseCache, () =>
  typeof Worker === 'undefined'
    ? null
    : new Worker(new URL('./response-cache.worker.ts', import.meta.url), { type: 'module' }),
);
