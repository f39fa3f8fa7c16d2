import { gatewayApi } from '@/api/clients';
import { createOutbox } from './outbox';
import { outboxOwner } from './owner';
import { sendThrough } from './send';
import { createIdbOutboxStore } from './store';

/** The app's outbox: IndexedDB, the gateway client, the signed-in user. */
export const outbox = createOutbox({
  store: createIdbOutboxStore(),
  owner: outboxOwner,
  send: sendThrough(gatewayApi),
});

// The page's own retry: when the connection returns, when the app comes back to the front,
// and at start (writes kept from an earlier visit or an older version of the app).
const flushQuietly = () =>
  outbox.flush().catch((error: unknown) => console.warn('Outbox: sending failed', error));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void flushQuietly());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushQuietly();
  });
}
