import { gatewayApi, gatewayToken } from '@/api/clients';
import { OUTBOX_FLUSH_MESSAGE, requestBackgroundSync } from './background-sync';
import { createOutbox } from './outbox';
import { outboxOwner } from './owner';
import { sendThrough } from './send';
import { createIdbOutboxStore } from './store';
import { syncCredentialStore } from './sync-credential';

/** The app's outbox: IndexedDB, the gateway client, the signed-in user. */
export const outbox = createOutbox({
  store: createIdbOutboxStore(),
  owner: outboxOwner,
  send: sendThrough(gatewayApi),
});

// The page's own retry: when the connection returns, when the app comes back to the front,
// and at start (writes kept from an earlier visit or an older version of the app).
// Each sends every waiting write at once, in order, whatever its backoff had planned.
const flushQuietly = () =>
  outbox
    .flush({ all: true })
    .catch((error: unknown) => console.warn('Outbox: sending failed', error));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushQuietly());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushQuietly();
  });
}

// Background Sync (Chromium): while silent writes wait, the worker holds what it needs to send
// them once the connection returns, even with the app closed (src/sw/outbox-sync.ts); with a
// page open it asks the page to flush instead. Nothing waiting: the credential goes.
let syncedAs: string | null = null;
outbox.subscribe(() => {
  const who = outboxOwner();
  const waiting = outbox
    .items()
    .some((item) => item.state === 'pending' && item.replay === 'silent');
  if (who !== null && waiting) {
    void gatewayToken()
      .then((token) => {
        if (token === null || `${who}\n${token}` === syncedAs) return;
        syncedAs = `${who}\n${token}`;
        return requestBackgroundSync(who, token);
      })
      .catch((error: unknown) => console.warn('Outbox: Background Sync unavailable', error));
  } else if (!waiting && syncedAs !== null) {
    syncedAs = null;
    void syncCredentialStore()
      .clear()
      .catch(() => undefined);
  }
});

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_FLUSH_MESSAGE) void flushQuietly();
  });
}
