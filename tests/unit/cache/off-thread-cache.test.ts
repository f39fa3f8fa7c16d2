import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReconnectingStore } from '@/cache/idb-store';
import {
  createOffThreadCache,
  serveResponseCache,
  type CacheReply,
  type CacheRequest,
  type CacheWorker,
} from '@/cache/off-thread-cache';
import { createResponseCache, type ResponseCache } from '@/cache/response-cache';
import { bytes, freshCache, textOf } from './support';

// The page's cache (issue 19): reads and writes run in a worker on the same database, the rest in
// the page. The worker here is the real serving code behind a MessageChannel, on a cache of its
// own over the same (fake) IndexedDB database, as a dedicated worker has.

const JSON_TYPE = 'application/json';
const ALICE = 'a1a1a1a1-0000-4000-8000-000000000001';
const BOB = 'b2b2b2b2-0000-4000-8000-000000000002';
const V1 = '2026-01-12T10:15:00.000Z';
const V2 = '2026-01-13T10:15:00.000Z';

const channels: MessageChannel[] = [];

/** Counts the calls the worker's cache answers. */
function counted(cache: ResponseCache) {
  const calls: string[] = [];
  const wrapped: ResponseCache = {
    ...cache,
    read: (scope, path) => {
      calls.push(`read ${path}`);
      return cache.read(scope, path);
    },
    write: (scope, path, ...rest) => {
      calls.push(`write ${path}`);
      return cache.write(scope, path, ...rest);
    },
  };
  return { cache: wrapped, calls };
}

function setup(workerCache?: (dbName: string) => ResponseCache) {
  const { cache: page, dbName } = freshCache();
  const inWorker = counted(
    workerCache?.(dbName) ?? createResponseCache(createReconnectingStore(dbName, 'responses')),
  );
  const workers: { worker: CacheWorker; terminate: () => void }[] = [];
  const spawn = vi.fn((): CacheWorker => {
    const channel = new MessageChannel();
    channels.push(channel);
    serveResponseCache(
      {
        postMessage: (reply: CacheReply, transfer: Transferable[]) =>
          channel.port1.postMessage(reply, transfer),
        set onmessage(listener: ((event: MessageEvent<CacheRequest>) => void) | null) {
          channel.port1.onmessage = listener;
        },
        get onmessage() {
          return null;
        },
      },
      inWorker.cache,
    );
    const terminate = vi.fn(() => {
      channel.port1.close();
      channel.port2.close();
    });
    const worker: CacheWorker = {
      postMessage: (request) => channel.port2.postMessage(request),
      set onmessage(listener: ((event: MessageEvent<CacheReply>) => void) | null) {
        channel.port2.onmessage = listener;
      },
      get onmessage() {
        return null;
      },
      onerror: null,
      onmessageerror: null,
      terminate,
    };
    workers.push({ worker, terminate });
    return worker;
  });
  const cache = createOffThreadCache(page, spawn);
  return { cache, page, spawn, workerCalls: inWorker.calls, workers };
}

const failed = (message: string) => new ErrorEvent('error', { message, cancelable: true });

afterEach(() => {
  vi.restoreAllMocks();
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

describe('the page cache with its worker', () => {
  it('reads and writes in the worker, on the database the page and the service worker share', async () => {
    const { cache, page, workerCalls } = setup();
    await page.syncDataUpdate(V1);
    const body = JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ symbol: `S${i}` })));
    await cache.write('guest', '/archive/market', bytes(body), JSON_TYPE, V1);

    const { entry, dataUpdate } = await cache.read('guest', '/archive/market');
    expect(entry && textOf(entry.body)).toBe(body);
    expect(entry?.contentType).toBe(JSON_TYPE);
    expect(dataUpdate).toBe(V1);
    expect(workerCalls).toEqual(['write /archive/market', 'read /archive/market']);
    // Written by the worker, readable by the page's own cache (and so by the service worker's).
    expect((await page.read('guest', '/archive/market')).entry).not.toBeNull();
  });

  it('keeps every cache rule: scopes, data-update time, drops', async () => {
    const { cache } = setup();
    await cache.syncDataUpdate(V1);
    await cache.write(ALICE, '/api/goals', bytes('[1]'), JSON_TYPE, V1);
    expect((await cache.read(BOB, '/api/goals')).entry).toBeNull();
    expect((await cache.read('guest', '/api/goals')).entry).toBeNull();
    expect((await cache.read(ALICE, '/api/goals')).entry).not.toBeNull();

    await cache.dropPaths(ALICE, (path) => path === '/api/goals');
    expect((await cache.read(ALICE, '/api/goals')).entry).toBeNull();

    await cache.write(ALICE, '/api/x', bytes('1'), JSON_TYPE, V1);
    expect(await cache.syncDataUpdate(V2)).toBe(true);
    expect(await cache.read(ALICE, '/api/x')).toEqual({ entry: null, dataUpdate: V2 });

    await cache.write(ALICE, '/api/y', bytes('1'), JSON_TYPE, V2);
    await cache.dropScope(ALICE);
    expect((await cache.read(ALICE, '/api/y')).entry).toBeNull();
  });

  it('starts one worker, on the first read or write, and leaves the cheap calls in the page', async () => {
    const { cache, spawn, workerCalls } = setup();
    await cache.syncDataUpdate(V1);
    await cache.dataUpdate();
    await cache.dropScope(ALICE);
    await cache.dropAll();
    expect(spawn).not.toHaveBeenCalled();

    await Promise.all([
      cache.read('guest', '/a'),
      cache.write('guest', '/b', bytes('1'), JSON_TYPE, V1),
      cache.read('guest', '/c'),
    ]);
    await cache.read('guest', '/b');
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(workerCalls).toHaveLength(4);
  });

  it("passes the worker's failures on with their names", async () => {
    const { cache } = setup((dbName) => {
      const real = createResponseCache(createReconnectingStore(dbName, 'responses'));
      return {
        ...real,
        write: () =>
          Promise.reject(Object.assign(new Error('No room'), { name: 'QuotaExceededError' })),
      };
    });
    await expect(cache.write(ALICE, '/api/x', bytes('1'), JSON_TYPE, null)).rejects.toMatchObject({
      name: 'QuotaExceededError',
      message: 'No room',
    });
  });
});

describe('the page cache without a worker', () => {
  it('does the work in the page where there is no Worker', async () => {
    const { page } = setup();
    const spawn = vi.fn(() => null);
    const cache = createOffThreadCache(page, spawn);
    await cache.write(ALICE, '/api/x', bytes('{"a":1}'), JSON_TYPE, null);
    const { entry } = await cache.read(ALICE, '/api/x');
    expect(entry && textOf(entry.body)).toBe('{"a":1}');
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('does the work in the page when the worker cannot be made', async () => {
    const { page } = setup();
    const cache = createOffThreadCache(page, () => {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    });
    await cache.write(ALICE, '/api/x', bytes('1'), JSON_TYPE, null);
    expect((await cache.read(ALICE, '/api/x')).entry).not.toBeNull();
  });

  it('answers calls waiting on a worker that fails from the page, and stays in the page', async () => {
    const { cache, page, spawn, workers, workerCalls } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await page.write(ALICE, '/api/x', bytes('"saved"'), JSON_TYPE, null);
    const waiting = cache.read(ALICE, '/api/x');
    const started = workers[0];
    if (!started) throw new Error('no worker was started');
    const { worker, terminate } = started;
    // The script did not load (offline first visit): the worker never answers.
    worker.onmessage = null;
    worker.onerror?.(failed('Failed to load the worker script'));

    const { entry } = await waiting;
    expect(entry && textOf(entry.body)).toBe('"saved"');
    expect(terminate).toHaveBeenCalled();

    await cache.write(ALICE, '/api/y', bytes('1'), JSON_TYPE, null);
    expect((await cache.read(ALICE, '/api/y')).entry).not.toBeNull();
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(workerCalls.filter((call) => call !== 'read /api/x')).toEqual([]);
  });
});
