import 'fake-indexeddb/auto';
import { deflateSync } from 'fflate';
import { del, get, keys, set } from 'idb-keyval';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_BYTES } from '@/cache/codec';
import { DATA_UPDATE_KEY, entryKey } from '@/cache/keys';
import { bytes, freshCache, textOf } from './support';

const JSON_TYPE = 'application/json; charset=utf-8';
const ALICE = 'a1a1a1a1-0000-4000-8000-000000000001';
const BOB = 'b2b2b2b2-0000-4000-8000-000000000002';
const V1 = '2026-01-12T10:15:00.000Z';
const V2 = '2026-01-13T10:15:00.000Z';

const quotaError = () =>
  Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('response cache', () => {
  it('round-trips a body, compressed, with its type and the time it was stored', async () => {
    const { cache, store } = freshCache(() => Date.UTC(2026, 0, 12, 10, 15));
    const body = JSON.stringify({
      rows: Array.from({ length: 200 }, (_, i) => ({ symbol: `S${i}`, close: 100 + i })),
    });
    await cache.write('guest', '/api/market?day=1', bytes(body), JSON_TYPE, null);

    const { entry } = await cache.read('guest', '/api/market?day=1');
    expect(entry && textOf(entry.body)).toBe(body);
    expect(entry?.contentType).toBe(JSON_TYPE);
    expect(entry?.storedAt).toBe(Date.UTC(2026, 0, 12, 10, 15));
    const stored = await get<{ body: Uint8Array }>(entryKey('guest', '/api/market?day=1'), store);
    expect(stored?.body.length).toBeLessThan(body.length / 3);
  });

  it('round-trips a body larger than one compression chunk', async () => {
    const { cache } = freshCache();
    const body = JSON.stringify(
      Array.from({ length: 12_000 }, (_, i) => ({ id: i, name: `row ${i}` })),
    );
    expect(body.length).toBeGreaterThan(3 * CHUNK_BYTES);
    await cache.write('guest', '/archive/big', bytes(body), JSON_TYPE, null);
    const { entry } = await cache.read('guest', '/archive/big');
    expect(entry && textOf(entry.body)).toBe(body);
  });

  it('stores under the product prefix, the cache label, the scope and the path', async () => {
    const { cache, store } = freshCache();
    await cache.write(
      'guest',
      '/archive/general/dailydatacheck?countrycode=IND&format=json',
      bytes('{}'),
      JSON_TYPE,
      null,
    );
    await cache.write(ALICE, '/api/user/profile', bytes('{}'), JSON_TYPE, null);
    expect((await keys(store)).sort()).toEqual([
      `nivesh:apicache:${ALICE}:/api/user/profile`,
      'nivesh:apicache:guest:/archive/general/dailydatacheck?countrycode=IND&format=json',
    ]);
  });

  it("never gives a user another user's entry", async () => {
    const { cache } = freshCache();
    await cache.write(ALICE, '/api/user/profile', bytes('{"name":"Alice"}'), JSON_TYPE, null);
    expect((await cache.read(BOB, '/api/user/profile')).entry).toBeNull();
    expect((await cache.read('guest', '/api/user/profile')).entry).toBeNull();
    expect((await cache.read(ALICE, '/api/user/profile')).entry).not.toBeNull();
  });

  it('drops every entry, of every user, when the data-update time changes', async () => {
    const { cache } = freshCache();
    expect(await cache.syncDataUpdate(V1)).toBe(true);
    await cache.write('guest', '/archive/a', bytes('1'), JSON_TYPE, V1);
    await cache.write(ALICE, '/api/b', bytes('2'), JSON_TYPE, V1);

    expect(await cache.syncDataUpdate(V1)).toBe(false);
    expect((await cache.read('guest', '/archive/a')).entry).not.toBeNull();

    expect(await cache.syncDataUpdate(V2)).toBe(true);
    expect(await cache.dataUpdate()).toBe(V2);
    expect((await cache.read('guest', '/archive/a')).entry).toBeNull();
    expect((await cache.read(ALICE, '/api/b')).entry).toBeNull();
  });

  it('does not serve an entry stored under an older data-update time', async () => {
    const { cache, store } = freshCache();
    await cache.syncDataUpdate(V2);
    // A response that was in flight across the update, stored after the flush.
    await cache.write('guest', '/archive/a', bytes('old'), JSON_TYPE, V1);
    expect(await cache.read('guest', '/archive/a')).toEqual({ entry: null, dataUpdate: V2 });
    expect(await get(entryKey('guest', '/archive/a'), store)).toBeUndefined();
  });

  it("drops one user's entries on sign-out and leaves everyone else's", async () => {
    const { cache } = freshCache();
    await cache.write(ALICE, '/api/x', bytes('a'), JSON_TYPE, null);
    await cache.write(BOB, '/api/x', bytes('b'), JSON_TYPE, null);
    await cache.write('guest', '/archive/y', bytes('g'), JSON_TYPE, null);
    await cache.dropScope(ALICE);
    expect((await cache.read(ALICE, '/api/x')).entry).toBeNull();
    expect((await cache.read(BOB, '/api/x')).entry).not.toBeNull();
    expect((await cache.read('guest', '/archive/y')).entry).not.toBeNull();
  });

  it('drops the paths a write names, in that scope only', async () => {
    const { cache } = freshCache();
    for (const path of ['/api/goals', '/api/goals/12', '/api/holdings']) {
      await cache.write(ALICE, path, bytes('1'), JSON_TYPE, null);
    }
    await cache.write(BOB, '/api/goals', bytes('1'), JSON_TYPE, null);
    await cache.dropPaths(ALICE, (path) => path.startsWith('/api/goals'));
    expect((await cache.read(ALICE, '/api/goals')).entry).toBeNull();
    expect((await cache.read(ALICE, '/api/goals/12')).entry).toBeNull();
    expect((await cache.read(ALICE, '/api/holdings')).entry).not.toBeNull();
    expect((await cache.read(BOB, '/api/goals')).entry).not.toBeNull();
  });

  const good = () => ({
    format: 1,
    storedAt: 1,
    dataUpdate: null,
    contentType: JSON_TYPE,
    size: 2,
    body: deflateSync(bytes('{}')),
  });
  it.each([
    ['not an object', 'garbage'],
    ['an older format', { ...good(), format: 0 }],
    ['a body that is not bytes', { ...good(), body: 'e30=' }],
    ['a body that is not DEFLATE', { ...good(), body: new Uint8Array([0xff, 0xff, 0xff, 0xff]) }],
    ['a body shorter than stored', { ...good(), size: 3 }],
    ['a body longer than stored', { ...good(), size: 1 }],
  ])('drops an undecodable entry: %s', async (_case, value) => {
    const { cache, store } = freshCache();
    const key = entryKey('guest', '/api/x');
    await set(key, value, store);
    expect((await cache.read('guest', '/api/x')).entry).toBeNull();
    expect(await get(key, store)).toBeUndefined();
  });

  it('reads a well-formed entry written the same way (control for the table above)', async () => {
    const { cache, store } = freshCache();
    await set(entryKey('guest', '/api/x'), good(), store);
    const { entry } = await cache.read('guest', '/api/x');
    expect(entry && textOf(entry.body)).toBe('{}');
    await del(entryKey('guest', '/api/x'), store);
  });

  it('makes room once when the quota is exceeded, then stores', async () => {
    const { cache, store } = freshCache();
    await cache.write(BOB, '/api/old', bytes('old'), JSON_TYPE, null);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw quotaError();
    });
    await cache.write(ALICE, '/api/new', bytes('new'), JSON_TYPE, null);
    put.mockRestore();
    expect((await cache.read(ALICE, '/api/new')).entry).not.toBeNull();
    expect(await get(entryKey(BOB, '/api/old'), store)).toBeUndefined();
  });

  it('gives up with the quota error when there is still no room', async () => {
    const { cache } = freshCache();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaError();
    });
    await expect(
      cache.write(ALICE, '/api/new', bytes('new'), JSON_TYPE, null),
    ).rejects.toMatchObject({
      name: 'QuotaExceededError',
    });
    put.mockRestore();
  });

  it('keeps the data-update time under its own key', async () => {
    const { cache, store } = freshCache();
    await cache.syncDataUpdate(V1);
    expect(await get(DATA_UPDATE_KEY, store)).toBe(V1);
  });
});
