import * as z from 'zod/mini';
import { STORAGE_PREFIX } from '@/config';

// Recent searches of the app bar's stock search (issue 12): the stocks a user opened from it,
// most recent first. They are personal: stored per signed-in user (Cognito `sub`, the same
// scope as the response cache) and removed when that user signs out.

export interface RecentStock {
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  sector: string;
}

export const MAX_RECENT = 8;

const sameStock = (a: RecentStock, b: RecentStock) =>
  a.exchange === b.exchange && a.symbol === b.symbol;

/** The list after opening `stock`: it first, no duplicates, at most MAX_RECENT. */
export function addRecent(list: readonly RecentStock[], stock: RecentStock): RecentStock[] {
  const { exchange, symbol, name, sector } = stock;
  const item = { exchange, symbol, name, sector };
  return [item, ...list.filter((other) => !sameStock(other, item))].slice(0, MAX_RECENT);
}

export const removeRecent = (list: readonly RecentStock[], stock: RecentStock): RecentStock[] =>
  list.filter((other) => !sameStock(other, stock));

const recentListSchema = z.array(
  z.object({
    exchange: z.enum(['NSE', 'BSE']),
    symbol: z.string(),
    name: z.string(),
    sector: z.string(),
  }),
);

export const RECENT_KEY_PREFIX = `${STORAGE_PREFIX}:recentsearches:`;
const keyOf = (owner: string) => `${RECENT_KEY_PREFIX}${owner}`;

type KeyedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/**
 * Recent searches in local storage, one key per user. Every call is safe when storage is
 * unavailable (private mode, quota): the list is then simply not kept.
 */
export function recentSearchStore(storage: () => KeyedStorage | null) {
  const attempt = <T>(action: (store: KeyedStorage) => T, fallback: T): T => {
    try {
      const store = storage();
      return store ? action(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    read: (owner: string): RecentStock[] =>
      attempt((store) => {
        const raw = store.getItem(keyOf(owner));
        if (raw === null) return [];
        const parsed = recentListSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data.slice(0, MAX_RECENT) : [];
      }, []),
    write: (owner: string, list: readonly RecentStock[]): void =>
      attempt((store) => store.setItem(keyOf(owner), JSON.stringify(list)), undefined),
    clear: (owner: string): void => attempt((store) => store.removeItem(keyOf(owner)), undefined),
    /** On a shared device only the signed-in user's list stays. */
    keepOnly: (owner: string): void =>
      attempt((store) => {
        const others: string[] = [];
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index);
          if (key?.startsWith(RECENT_KEY_PREFIX) && key !== keyOf(owner)) others.push(key);
        }
        for (const key of others) store.removeItem(key);
      }, undefined),
  };
}

export type RecentSearchStore = ReturnType<typeof recentSearchStore>;
