import { del, get, set } from 'idb-keyval';
import { createReconnectingStore } from '@/cache/idb-store';
import { STORAGE_PREFIX } from '@/config';

/**
 * What the service worker needs to send the outbox's writes while no page is open (Background
 * Sync): whose they are and the id token to send them with, until it expires. The token is the
 * one the identity library already keeps in this origin's storage; it is removed on sign-out
 * and once nothing waits to be sent, and an expired one is never used.
 */
export interface SyncCredential {
  owner: string;
  token: string;
  /** Epoch ms of the token's `exp`. */
  expiresAt: number;
}

const KEY = 'credential';

export function createSyncCredentialStore(factory?: () => IDBFactory) {
  const store = createReconnectingStore(`${STORAGE_PREFIX}-outbox-sync`, 'credential', factory);
  return {
    read: async (): Promise<SyncCredential | undefined> => {
      const value = await get<unknown>(KEY, store);
      return isCredential(value) ? value : undefined;
    },
    write: (credential: SyncCredential) => set(KEY, credential, store),
    clear: () => del(KEY, store),
  };
}

export type SyncCredentialStore = ReturnType<typeof createSyncCredentialStore>;

const isCredential = (value: unknown): value is SyncCredential =>
  typeof value === 'object' &&
  value !== null &&
  'owner' in value &&
  typeof value.owner === 'string' &&
  'token' in value &&
  typeof value.token === 'string' &&
  'expiresAt' in value &&
  typeof value.expiresAt === 'number';

/** The `exp` of a JWT in epoch ms, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

let defaultStore: SyncCredentialStore | undefined;
export const syncCredentialStore = (): SyncCredentialStore =>
  (defaultStore ??= createSyncCredentialStore());

/** Sign-out: the worker must not send anything more as this user. */
export const clearSyncCredential = (): Promise<void> => syncCredentialStore().clear();
