import type { CacheRead, ResponseCache } from './response-cache';

// Issue 19 (cache read p95 16 ms for 150 KiB at 4x CPU, no main-thread task over 50 ms caused by
// the cache). Without a controlling service worker the page applies the cache policy itself
// (src/api/page-cache.ts). Done in the page, a 150 KiB read (IndexedDB get, zod check, fflate
// inflate, JSON.parse) measured p50 13 ms and p95 31-38 ms at 4x in Chromium, and a store's
// compression made tasks of 51-85 ms (fflate is cold the first time). Here the two calls that
// run the codec, read and write, go to a dedicated worker (response-cache.worker.ts) on the same
// database with the same code; the inflated body comes back transferred, not copied, and the page
// only parses it (the API client's response.json()). The cheap calls (data-update time, drops)
// stay in the page. Where no worker starts (no Worker, the script fails), the page does the work.

export type CacheRequest =
  | { id: number; op: 'read'; scope: string; path: string }
  | {
      id: number;
      op: 'write';
      scope: string;
      path: string;
      body: Uint8Array;
      contentType: string;
      dataUpdate: string | null;
    };

export type CacheReply =
  | { id: number; ok: true; read?: CacheRead }
  | { id: number; ok: false; name: string; message: string };

/** What the page needs of a Worker (a real one satisfies it; tests use a MessageChannel). */
export interface CacheWorker {
  postMessage(request: CacheRequest): void;
  onmessage: ((event: MessageEvent<CacheReply>) => void) | null;
  /** The script did not load or threw outside a request. */
  onerror: ((event: ErrorEvent) => void) | null;
  /** A reply could not be deserialised. */
  onmessageerror: ((event: MessageEvent) => void) | null;
  terminate(): void;
}

/** The worker's side: its global scope, as far as serving requests needs it. */
export interface CacheWorkerScope {
  postMessage(reply: CacheReply, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<CacheRequest>) => void) | null;
}

const errorFields = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };

/** Runs in the worker: answers each request with the cache's result or its error. */
export function serveResponseCache(scope: CacheWorkerScope, cache: ResponseCache): void {
  const answer = async (request: CacheRequest) => {
    const { id } = request;
    try {
      if (request.op === 'read') {
        const read = await cache.read(request.scope, request.path);
        scope.postMessage({ id, ok: true, read }, read.entry ? [read.entry.body.buffer] : []);
      } else {
        const { path, body, contentType, dataUpdate } = request;
        await cache.write(request.scope, path, body, contentType, dataUpdate);
        scope.postMessage({ id, ok: true }, []);
      }
    } catch (error) {
      scope.postMessage({ id, ok: false, ...errorFields(error) }, []);
    }
  };
  scope.onmessage = ({ data }) => void answer(data);
}

interface Pending {
  settle: (reply: CacheReply) => void;
  /** The same call done in the page, should the worker fail before answering. */
  inPage: () => void;
}

/**
 * The page's response cache: `direct` (the in-page cache on the same database) for everything,
 * except read and write, which go to the worker `spawn` starts on first use. `spawn` returns null
 * where workers do not exist; if it throws, or the worker fails, the page does the work itself
 * from then on (calls waiting on the worker included).
 */
export function createOffThreadCache(
  direct: ResponseCache,
  spawn: () => CacheWorker | null,
): ResponseCache {
  /** undefined: not started yet; null: the page does the work. */
  let worker: CacheWorker | null | undefined;
  let lastId = 0;
  const pending = new Map<number, Pending>();

  const giveUp = () => {
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const call of waiting) call.inPage();
  };

  const start = (): CacheWorker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = spawn();
    } catch {
      worker = null;
    }
    if (!worker) return null;
    worker.onmessage = ({ data: reply }) => {
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      call?.settle(reply);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      console.warn('Response cache worker failed; the page does its work', event.message);
      giveUp();
    };
    worker.onmessageerror = giveUp;
    return worker;
  };

  const call = <T>(
    request: (id: number) => CacheRequest,
    fromReply: (reply: CacheReply & { ok: true }) => T,
    inPage: () => Promise<T>,
  ): Promise<T> => {
    const target = start();
    if (!target) return inPage();
    return new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, {
        settle: (reply) =>
          reply.ok
            ? resolve(fromReply(reply))
            : reject(Object.assign(new Error(reply.message), { name: reply.name })),
        inPage: () => void inPage().then(resolve, reject),
      });
      target.postMessage(request(id));
    });
  };

  return {
    ...direct,
    read: (scope, path) =>
      call(
        (id) => ({ id, op: 'read', scope, path }),
        (reply) => reply.read ?? { entry: null, dataUpdate: null },
        () => direct.read(scope, path),
      ),
    write: (scope, path, body, contentType, dataUpdate) =>
      call(
        (id) => ({ id, op: 'write', scope, path, body, contentType, dataUpdate }),
        () => undefined,
        () => direct.write(scope, path, body, contentType, dataUpdate),
      ),
  };
}
