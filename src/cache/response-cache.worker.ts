import { responseCache } from './default-cache';
import { serveResponseCache, type CacheWorkerScope } from './off-thread-cache';

// The page's response cache reads and writes off the main thread (off-thread-cache.ts). A module
// worker: new Worker(new URL('./response-cache.worker.ts', import.meta.url), { type: 'module' }).
// The DOM lib types `self` as a Window; in a worker postMessage(message, transfer) is the one.
serveResponseCache(self as unknown as CacheWorkerScope, responseCache);
