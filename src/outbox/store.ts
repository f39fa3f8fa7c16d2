import { del, get, set, values } from 'idb-keyval';
import { createReconnectingStore } from '@/cache/idb-store';
import { STORAGE_PREFIX } from '@/config';
import type { OutboxItem } from './types';

/** Where the outbox keeps writes until the server answers; the page and the worker share it. */
export interface OutboxStore {
  all(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  put(item: OutboxItem): Promise<void>;
  delete(id: string): Promise<void>;
}

export const OUTBOX_DB_NAME = `${STORAGE_PREFIX}-outbox`;
export const OUTBOX_STORE_NAME = 'items';

const isItem = (value: unknown): value is OutboxItem =>
  typeof value === 'object' && value !== null && 'v' in value && value.v === 1 && 'id' in value;

/**
 * IndexedDB through idb-keyval, in a database of its own (the response cache is wiped on
 * sign-out and on a new data-update time; unsent writes must not be). Items of a layout this
 * version does not know are left alone for the version that wrote them.
 */
export function createIdbOutboxStore(factory?: () => IDBFactory): OutboxStore {
  const store = createReconnectingStore(OUTBOX_DB_NAME, OUTBOX_STORE_NAME, factory);
  return {
    all: async () => (await values<unknown>(store)).filter(isItem),
    get: async (id) => {
      const value = await get<unknown>(id, store);
      return isItem(value) ? value : undefined;
    },
    put: (item) => set(item.id, item, store),
    delete: (id) => del(id, store),
  };
}
