import { del, getMany, promisifyRequest, set, type UseStore } from 'idb-keyval';
import * as z from 'zod/mini';
import { compress, decompress } from './codec';
import { isQuotaError } from './idb-store';
import {
  DATA_UPDATE_KEY,
  ENTRY_PREFIX,
  entryKey,
  pathOfKey,
  prefixRange,
  scopePrefix,
} from './keys';

/** Storage is a boundary (STYLE.md): what comes back from IndexedDB is checked like an HTTP body. */
const entrySchema = z.object({
  format: z.literal(1),
  storedAt: z.number(),
  /** The data-update time in force when the request was made; the entry is valid only under it. */
  dataUpdate: z.nullable(z.string()),
  contentType: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
  // Not instanceof: a value read back from IndexedDB may come from another realm.
  body: z.custom<Uint8Array>(
    (value) =>
      ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
  ),
});

type StoredEntry = z.output<typeof entrySchema>;

export interface CachedBody {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Epoch milliseconds. */
  storedAt: number;
}

export interface CacheRead {
  entry: CachedBody | null;
  /** The stored data-update time, read in the same transaction. */
  dataUpdate: string | null;
}

export interface ResponseCache {
  /** The entry, if it is valid under the stored data-update time; a bad or outdated one is dropped. */
  read(scope: string, path: string): Promise<CacheRead>;
  write(
    scope: string,
    path: string,
    body: Uint8Array,
    contentType: string,
    dataUpdate: string | null,
  ): Promise<void>;
  dataUpdate(): Promise<string | null>;
  /** Stores the server's data-update time; when it differs, drops every entry. True if it did. */
  syncDataUpdate(value: string): Promise<boolean>;
  /** Sign-out and a 401: the user's entries go. */
  dropScope(scope: string): Promise<void>;
  /** A successful write: the entries whose paths it changes go. */
  dropPaths(scope: string, matches: (path: string) => boolean): Promise<void>;
  dropAll(): Promise<void>;
}

const asDataUpdate = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const deleteRange = (store: UseStore, prefix: string) =>
  store('readwrite', (objectStore) => {
    objectStore.delete(prefixRange(prefix));
    return promisifyRequest(objectStore.transaction);
  });

export function createResponseCache(store: UseStore, now: () => number = Date.now): ResponseCache {
  const dropAll = () => deleteRange(store, ENTRY_PREFIX);

  const decode = (stored: unknown, dataUpdate: string | null): CachedBody | null => {
    const parsed = entrySchema.safeParse(stored);
    if (!parsed.success || parsed.data.dataUpdate !== dataUpdate) return null;
    const { body, size, contentType, storedAt } = parsed.data;
    try {
      return { body: decompress(body, size), contentType, storedAt };
    } catch {
      return null;
    }
  };

  return {
    async read(scope, path) {
      const key = entryKey(scope, path);
      const [storedUpdate, stored] = await getMany<unknown>([DATA_UPDATE_KEY, key], store);
      const dataUpdate = asDataUpdate(storedUpdate);
      if (stored === undefined) return { entry: null, dataUpdate };
      const entry = decode(stored, dataUpdate);
      if (!entry) await del(key, store);
      return { entry, dataUpdate };
    },

    async write(scope, path, body, contentType, dataUpdate) {
      const entry: StoredEntry = {
        format: 1,
        storedAt: now(),
        dataUpdate,
        contentType,
        size: body.length,
        body: await compress(body),
      };
      const key = entryKey(scope, path);
      try {
        await set(key, entry, store);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        // Nothing else evicts this cache: make room once by starting over, then give up.
        await dropAll();
        await set(key, entry, store);
      }
    },

    dataUpdate: async () => {
      const [value] = await getMany<unknown>([DATA_UPDATE_KEY], store);
      return asDataUpdate(value);
    },

    syncDataUpdate: (value) =>
      store('readwrite', async (objectStore) => {
        const current: unknown = await promisifyRequest(objectStore.get(DATA_UPDATE_KEY));
        if (current === value) return false;
        objectStore.delete(prefixRange(ENTRY_PREFIX));
        objectStore.put(value, DATA_UPDATE_KEY);
        await promisifyRequest(objectStore.transaction);
        return true;
      }),

    dropScope: (scope) => deleteRange(store, scopePrefix(scope)),

    dropPaths: (scope, matches) =>
      store('readwrite', async (objectStore) => {
        const keys = await promisifyRequest(
          objectStore.getAllKeys(prefixRange(scopePrefix(scope))),
        );
        for (const key of keys) {
          const path = pathOfKey(key, scope);
          if (path !== null && matches(path)) objectStore.delete(key);
        }
        await promisifyRequest(objectStore.transaction);
      }),

    dropAll,
  };
}
