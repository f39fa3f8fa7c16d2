import { apiEnv } from '@/api/env';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from '@/outbox/background-sync';
import { replayOutbox } from '@/outbox/replay';
import { createIdbOutboxStore } from '@/outbox/store';
import { syncCredentialStore } from '@/outbox/sync-credential';
import type { OutboxItem } from '@/outbox/types';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (Chromium); not in TypeScript's WebWorker library. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const send = (item: OutboxItem, token: string): Promise<Response> => {
  const upload = item.body instanceof Blob ? item.body : null;
  const headers = new Headers({
    Accept: 'application/json',
    Authorization: token,
    'Idempotency-Key': item.id,
  });
  if (upload) headers.set('Content-Type', upload.type || 'application/octet-stream');
  else if (item.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(new URL(`${apiEnv.gatewayBase}${item.path}`, self.location.origin), {
    method: item.method,
    headers,
    body: upload ?? (item.body === undefined ? undefined : JSON.stringify(item.body)),
  });
};

/**
 * The outbox's Background Sync (write path issue, item 4): with a page open, that page flushes
 * (it has a fresh token and shows the result); with none, the worker sends the silent writes
 * itself. A write that got no answer makes the sync fail, so the browser tries again later.
 */
async function onSync(event: SyncEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    windows.forEach((client) => client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }));
    return;
  }
  const result = await replayOutbox({
    store: createIdbOutboxStore(),
    credential: await syncCredentialStore().read(),
    send,
  });
  if (result.left === 0) await syncCredentialStore().clear();
  if (result.retryLater && !event.lastChance) throw new Error('Outbox: writes still waiting');
}

export function registerOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(onSync(sync));
  });
}
