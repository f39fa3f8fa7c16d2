import { syncCredentialStore, tokenExpiry } from './sync-credential';

/** The Background Sync tag of the outbox, and the worker's message asking a page to flush. */
export const OUTBOX_SYNC_TAG = 'nivesh-outbox';
export const OUTBOX_FLUSH_MESSAGE = 'nivesh:outbox-flush';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Writes are waiting: keeps the credential the worker sends them with and asks the browser for
 * a Background Sync, which it fires once the connection is back, even after the app is closed
 * (Chromium). Where the browser has no Background Sync, the page's own retry does the work.
 */
export async function requestBackgroundSync(owner: string, token: string | null): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as { sync?: SyncManager } | undefined)?.sync;
  if (!sync || token === null) return;
  const expiresAt = tokenExpiry(token);
  if (expiresAt === null) return;
  await syncCredentialStore().write({ owner, token, expiresAt });
  await sync.register(OUTBOX_SYNC_TAG);
}
