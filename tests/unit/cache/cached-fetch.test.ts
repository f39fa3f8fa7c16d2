import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { dataUpdateOf } from '@/api/data-check-record';
import { createCachedFetch } from '@/cache/cached-fetch';
import type { ApiRoutes } from '@/cache/policy';
import type { ResponseCache } from '@/cache/response-cache';
import { freshCache, tokenFor } from './support';

const ORIGIN = 'https://app.nivesh.in';
const ROUTES: ApiRoutes = {
  archiveBase: '/archive',
  gatewayBase: '/api',
  dataCheckPath: '/general/dailydatacheck',
};
const ALICE = tokenFor({ sub: 'a1a1a1a1-0000-4000-8000-000000000001' });
const BOB = tokenFor({ sub: 'b2b2b2b2-0000-4000-8000-000000000002' });
const DATA_CHECK = '/archive/general/dailydatacheck?countrycode=IND&format=json';
const TIMEOUT_MS = 40;

type Network = 'up' | 'down' | 'slow' | '503';

/** The server as the cache sees it: answers per path, and a switchable state. */
function fakeServer() {
  const bodies = new Map<
    string,
    { status: number; body: unknown; headers?: Record<string, string> }
  >();
  let state: Network = 'up';
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    if (state === 'down') throw new TypeError('Failed to fetch');
    if (state === '503') return new Response('{}', { status: 503 });
    if (state === 'slow') await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 4));
    const url = new URL(request.url);
    const answer = bodies.get(`${url.pathname}${url.search}`) ?? {
      status: 404,
      body: { error: { code: 'not_found' } },
    };
    return Response.json(answer.body, { status: answer.status, headers: answer.headers });
  });
  return {
    fetch,
    seen,
    answer: (path: string, body: unknown, status = 200, headers?: Record<string, string>) =>
      void bodies.set(path, { status, body, headers }),
    set: (next: Network) => {
      state = next;
    },
  };
}

function setup(
  cache: ResponseCache = freshCache().cache,
  { isOffline = () => false }: { isOffline?: () => boolean } = {},
) {
  const server = fakeServer();
  const warn = vi.fn();
  const pending: Promise<unknown>[] = [];
  const cachedFetch = createCachedFetch({
    cache,
    fetch: server.fetch,
    routes: ROUTES,
    origin: ORIGIN,
    readDataUpdate: dataUpdateOf,
    networkTimeoutMs: TIMEOUT_MS,
    cacheTimeoutMs: 200,
    isOffline,
    warn,
  });
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await cachedFetch(new Request(`${ORIGIN}${path}`, init), (work) =>
      pending.push(work),
    );
    await Promise.all(pending.splice(0));
    return response;
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await call(path, { headers });
    return {
      cache: response.headers.get('X-Nivesh-Cache'),
      cachedAt: response.headers.get('X-Nivesh-Cached-At'),
      status: response.status,
      body: (await response.json()) as unknown,
    };
  };
  const cacheFirst = (path: string, token?: string) =>
    get(path, { 'X-Nivesh-Cache-Mode': 'cache-first', ...(token ? { Authorization: token } : {}) });
  return { server, warn, call, get, cacheFirst, cache };
}

describe('archive GETs that ask for caching: the cache until the data-update time changes', () => {
  it('stores the first answer, then serves it without the network', async () => {
    const { server, cacheFirst } = setup();
    server.answer('/archive/market/overview', { nifty: 1 });
    expect(await cacheFirst('/archive/market/overview')).toMatchObject({
      cache: 'miss',
      body: { nifty: 1 },
    });
    server.answer('/archive/market/overview', { nifty: 2 });
    const second = await cacheFirst('/archive/market/overview');
    expect(second).toMatchObject({ cache: 'hit', body: { nifty: 1 } });
    expect(new Date(second.cachedAt ?? '').getTime()).not.toBeNaN();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the same', 'hit', '2026-01-12T10:15:00.000Z', 1],
    ['a new', 'miss', '2026-01-13T10:15:00.000Z', 2],
  ])(
    'after the data check returns %s updatedatetime the next read is a %s',
    async (_case, cache, next, nifty) => {
      const { server, get, cacheFirst } = setup();
      server.answer(DATA_CHECK, { updatedatetime: '2026-01-12T10:15:00.000Z' });
      await get(DATA_CHECK);
      server.answer('/archive/market/overview', { nifty: 1 });
      await cacheFirst('/archive/market/overview');

      server.answer(DATA_CHECK, [{ updatedatetime: next }]);
      server.answer('/archive/market/overview', { nifty: 2 });
      expect(await get(DATA_CHECK)).toMatchObject({ cache: 'miss' });
      expect(await cacheFirst('/archive/market/overview')).toMatchObject({
        cache,
        body: { nifty },
      });
    },
  );

  it('serves a stored answer while offline, and fails like the network when nothing is stored', async () => {
    const { server, cacheFirst } = setup();
    server.answer('/archive/a', { a: 1 });
    await cacheFirst('/archive/a');
    server.set('down');
    expect(await cacheFirst('/archive/a')).toMatchObject({ cache: 'hit', body: { a: 1 } });
    await expect(cacheFirst('/archive/b')).rejects.toThrow('Failed to fetch');
  });

  it('keeps its own header away from the network (no CORS preflight for it)', async () => {
    const { server, cacheFirst } = setup();
    server.answer('/archive/a', { a: 1 });
    await cacheFirst('/archive/a', ALICE);
    expect(server.seen[0]?.headers.has('X-Nivesh-Cache-Mode')).toBe(false);
    expect(server.seen[0]?.headers.get('Authorization')).toBe(ALICE);
  });

  it('leaves archive GETs that did not ask to the network', async () => {
    const { server, get } = setup();
    server.answer('/archive/a', { a: 1 });
    expect(await get('/archive/a')).toMatchObject({ cache: null, body: { a: 1 } });
    server.set('down');
    await expect(get('/archive/a')).rejects.toThrow();
  });
});

describe('gateway GETs: network first with a short timeout, then the cache', () => {
  it.each<[Network, boolean, string | null, string, unknown]>([
    // network, something stored, X-Nivesh-Cache, status, body
    ['up', true, 'miss', '200', { v: 'new' }],
    ['up', false, 'miss', '200', { v: 'new' }],
    ['down', true, 'stale', '200', { v: 'old' }],
    ['down', false, 'throws', '', null],
    ['slow', true, 'stale', '200', { v: 'old' }],
    ['slow', false, 'miss', '200', { v: 'new' }],
    ['503', true, 'stale', '200', { v: 'old' }],
    ['503', false, 'miss', '503', {}],
  ])('network %s, stored %s -> %s %s', async (network, stored, cache, status, body) => {
    const { server, get } = setup();
    if (stored) {
      server.answer('/api/settings', { v: 'old' });
      await get('/api/settings');
    }
    server.answer('/api/settings', { v: 'new' });
    server.set(network);
    if (cache === 'throws') {
      await expect(get('/api/settings')).rejects.toThrow('Failed to fetch');
      return;
    }
    const answer = await get('/api/settings');
    expect(answer).toMatchObject({ cache, status: Number(status), body });
    expect(answer.cachedAt !== null).toBe(cache === 'stale');
  });

  it('answers from the cache at once when the device says it is offline', async () => {
    let offline = false;
    const { server, get } = setup(undefined, { isOffline: () => offline });
    server.answer('/api/settings', { v: 'old' });
    await get('/api/settings');
    server.answer('/api/settings', { v: 'new' });
    // A network that would hang: the answer must not wait for it.
    server.set('slow');
    offline = true;
    expect(await get('/api/settings')).toMatchObject({ cache: 'stale', body: { v: 'old' } });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('still tries the network when offline with nothing stored', async () => {
    const { server, get } = setup(undefined, { isOffline: () => true });
    server.answer('/api/settings', { v: 'new' });
    expect(await get('/api/settings')).toMatchObject({ cache: 'miss', body: { v: 'new' } });
  });

  it('still stores the slow answer once it arrives', async () => {
    const { server, get } = setup();
    server.answer('/api/settings', { v: 'old' });
    await get('/api/settings');
    server.answer('/api/settings', { v: 'new' });
    server.set('slow');
    expect(await get('/api/settings')).toMatchObject({ cache: 'stale', body: { v: 'old' } });
    server.set('down');
    expect(await get('/api/settings')).toMatchObject({ cache: 'stale', body: { v: 'new' } });
  });

  it('stores personal answers the server marks no-store (kept per user, dropped on sign-out)', async () => {
    const { server, get } = setup();
    server.answer('/api/user/profile', { name: 'Alice' }, 200, { 'Cache-Control': 'no-store' });
    await get('/api/user/profile', { Authorization: ALICE });
    server.set('down');
    expect(await get('/api/user/profile', { Authorization: ALICE })).toMatchObject({
      cache: 'stale',
      body: { name: 'Alice' },
    });
  });

  it('does not store error answers', async () => {
    const { server, get } = setup();
    server.answer('/api/settings', { error: { code: 'boom' } }, 500);
    await get('/api/settings');
    server.set('down');
    await expect(get('/api/settings')).rejects.toThrow();
  });

  it("keeps users apart: a user's fallback is never another user's answer", async () => {
    const { server, get } = setup();
    server.answer('/api/user/profile', { name: 'Alice' });
    await get('/api/user/profile', { Authorization: ALICE });
    server.set('down');
    await expect(get('/api/user/profile', { Authorization: BOB })).rejects.toThrow();
    await expect(get('/api/user/profile')).rejects.toThrow();
    expect(await get('/api/user/profile', { Authorization: ALICE })).toMatchObject({
      body: { name: 'Alice' },
    });
  });

  it("drops the user's entries on a 401", async () => {
    const { server, get } = setup();
    server.answer('/api/user/profile', { name: 'Alice' });
    await get('/api/user/profile', { Authorization: ALICE });
    server.answer('/api/user/profile', { error: { code: 'unauthorized' } }, 401);
    expect(await get('/api/user/profile', { Authorization: ALICE })).toMatchObject({ status: 401 });
    server.set('down');
    await expect(get('/api/user/profile', { Authorization: ALICE })).rejects.toThrow();
  });
});

describe('the data check', () => {
  it('answers from the cache when offline, so startup still gets it', async () => {
    const { server, get } = setup();
    server.answer(DATA_CHECK, { updatedatetime: '2026-01-12T10:15:00.000Z' });
    await get(DATA_CHECK);
    server.set('down');
    expect(await get(DATA_CHECK)).toMatchObject({
      cache: 'stale',
      body: { updatedatetime: '2026-01-12T10:15:00.000Z' },
    });
  });

  it("drops every user's entries when updatedatetime changes", async () => {
    const { server, get, cacheFirst } = setup();
    server.answer(DATA_CHECK, { updatedatetime: 'v1' });
    await get(DATA_CHECK);
    server.answer('/api/user/profile', { name: 'Alice' });
    await get('/api/user/profile', { Authorization: ALICE });
    server.answer('/archive/a', { a: 1 });
    await cacheFirst('/archive/a', BOB);

    server.answer(DATA_CHECK, { updatedatetime: 'v2' });
    await get(DATA_CHECK);
    server.set('down');
    await expect(get('/api/user/profile', { Authorization: ALICE })).rejects.toThrow();
    await expect(cacheFirst('/archive/a', BOB)).rejects.toThrow();
  });

  it.each([[[]], [{}], [null]])(
    'an empty answer (%j) flushes nothing and is not stored',
    async (empty) => {
      const { server, get, cacheFirst, cache } = setup();
      server.answer(DATA_CHECK, { updatedatetime: 'v1' });
      await get(DATA_CHECK);
      server.answer('/archive/a', { a: 1 });
      await cacheFirst('/archive/a');
      server.answer(DATA_CHECK, empty);
      expect(await get(DATA_CHECK)).toMatchObject({ cache: 'miss', body: empty });
      expect(await cache.dataUpdate()).toBe('v1');
      expect(await cacheFirst('/archive/a')).toMatchObject({ cache: 'hit' });
    },
  );
});

describe('writes', () => {
  it.each([
    [201, false],
    [400, true],
  ])('a write answered %s keeps the cached entry: %s', async (status, kept) => {
    const { server, get, call } = setup();
    server.answer('/api/investor/goals', [{ id: 12 }]);
    await get('/api/investor/goals', { Authorization: ALICE });
    await get('/api/investor/goals', { Authorization: BOB });
    server.answer('/api/investor/goals/12', {}, status);
    const response = await call('/api/investor/goals/12', {
      method: 'PUT',
      headers: { Authorization: ALICE },
      body: '{}',
    });
    expect(response.status).toBe(status);
    server.set('down');
    const alice = get('/api/investor/goals', { Authorization: ALICE });
    if (kept) await expect(alice).resolves.toMatchObject({ cache: 'stale' });
    else await expect(alice).rejects.toThrow();
    // Another user's entries are theirs: a write by Alice leaves Bob's alone.
    expect(await get('/api/investor/goals', { Authorization: BOB })).toMatchObject({
      cache: 'stale',
    });
  });

  it('passes the body and method to the network', async () => {
    const { server, call } = setup();
    server.answer('/api/investor/goals', { id: 13 }, 201);
    await call('/api/investor/goals', {
      method: 'POST',
      headers: { Authorization: ALICE },
      body: '{"name":"Home"}',
    });
    expect(server.seen[0]?.method).toBe('POST');
    expect(await server.seen[0]?.text()).toBe('{"name":"Home"}');
  });
});

describe('a cache that fails never stops the app: the network serves', () => {
  const broken = (fail: () => Promise<never>): ResponseCache => ({
    read: fail,
    write: fail,
    dataUpdate: fail,
    syncDataUpdate: fail,
    dropScope: fail,
    dropPaths: fail,
    dropAll: fail,
  });

  it.each([
    [
      'quota exceeded on every write',
      () => Promise.reject(Object.assign(new Error('full'), { name: 'QuotaExceededError' })),
    ],
    [
      'the database connection lost for good',
      () => Promise.reject(Object.assign(new Error('closing'), { name: 'InvalidStateError' })),
    ],
    [
      'IndexedDB missing (no API in this browser)',
      () => Promise.reject(new ReferenceError('indexedDB is not defined')),
    ],
    ['IndexedDB that never answers', () => new Promise<never>(() => undefined)],
  ])('%s', async (_case, fail) => {
    const { server, get, cacheFirst, warn } = setup(broken(fail));
    server.answer('/api/settings', { v: 1 });
    server.answer('/archive/a', { a: 1 });
    server.answer(DATA_CHECK, { updatedatetime: 'v1' });
    expect(await get('/api/settings')).toMatchObject({ cache: 'miss', body: { v: 1 } });
    expect(await cacheFirst('/archive/a')).toMatchObject({ cache: 'miss', body: { a: 1 } });
    expect(await get(DATA_CHECK)).toMatchObject({ cache: 'miss', body: { updatedatetime: 'v1' } });
    expect(warn.mock.calls.length > 0).toBe(_case !== 'IndexedDB that never answers');
  });

  it('a real store whose quota runs out still answers from the network', async () => {
    const { cache } = freshCache();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    const { server, get, warn } = setup(cache);
    server.answer('/api/settings', { v: 1 });
    expect(await get('/api/settings')).toMatchObject({ cache: 'miss', body: { v: 1 } });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('write failed'),
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    put.mockRestore();
  });
});
