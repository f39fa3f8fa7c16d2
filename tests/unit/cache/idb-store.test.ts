import 'fake-indexeddb/auto';
import { forceCloseDatabase } from 'fake-indexeddb';
import { get, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReconnectingStore } from '@/cache/idb-store';

let counter = 0;

/** A store whose connections the test can reach, as the browser would close them. */
function observedStore() {
  const connections: IDBDatabase[] = [];
  const factory = () =>
    new Proxy(indexedDB, {
      get(target, property) {
        if (property !== 'open') return Reflect.get(target, property, target) as unknown;
        return (name: string) => {
          const request = target.open(name);
          request.addEventListener('success', () => connections.push(request.result));
          return request;
        };
      },
    });
  return {
    store: createReconnectingStore(`reconnect-${++counter}`, 'responses', factory),
    connections,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('reconnecting IndexedDB store', () => {
  it('opens nothing until the first call', () => {
    const open = vi.spyOn(indexedDB, 'open');
    createReconnectingStore('lazy', 'responses');
    expect(open).not.toHaveBeenCalled();
  });

  it('reconnects after the browser silently dropped the connection (Safari, background tab)', async () => {
    const { store, connections } = observedStore();
    await set('k', 'v1', store);
    connections[0]?.close(); // no close event: the next transaction throws InvalidStateError
    expect(await get('k', store)).toBe('v1');
    await set('k', 'v2', store);
    expect(await get('k', store)).toBe('v2');
    expect(connections).toHaveLength(2);
  });

  it('reconnects after an abnormal close event', async () => {
    const { store, connections } = observedStore();
    await set('k', 'v1', store);
    const [first] = connections;
    // Its types say `typeof FDBDatabase`, but it takes a connection (its README).
    if (first) forceCloseDatabase(first as unknown as Parameters<typeof forceCloseDatabase>[0]);
    expect(await get('k', store)).toBe('v1');
    expect(connections).toHaveLength(2);
  });

  it('lets another tab delete the database, then starts a new one', async () => {
    const { store, connections } = observedStore();
    await set('k', 'v1', store);
    const name = connections[0]?.name ?? '';
    await new Promise((resolve, reject) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = resolve;
      request.onerror = reject;
    });
    expect(await get('k', store)).toBeUndefined();
    await set('k', 'v2', store);
    expect(await get('k', store)).toBe('v2');
  });

  it('passes on errors that are not a lost connection', async () => {
    const { store } = observedStore();
    await expect(store('readonly', () => Promise.reject(new TypeError('boom')))).rejects.toThrow(
      'boom',
    );
  });
});
