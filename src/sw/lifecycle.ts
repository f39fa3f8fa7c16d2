import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** What the page sends (src/app/pwa/register-sw.ts, via workbox-window) when the user says Reload. */
export const SKIP_WAITING = 'SKIP_WAITING';

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING;
}

/**
 * First install: claim the open page at once, so the very first visit is already served by the
 * worker and works offline on the next reload. (On an update the claim changes nothing: the
 * pages the old version controlled move to the new one as it activates.)
 *
 * Update: the new version installs in the background and waits; it activates only when a page
 * asks, because the user chose to reload. It never calls skipWaiting on its own, so no open
 * form is swapped to a new version under the user.
 */
export function registerLifecycle(): void {
  clientsClaim();
  self.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) event.waitUntil(self.skipWaiting());
  });
}
