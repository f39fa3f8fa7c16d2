import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The app shell: everything the build emits (scripts, styles, index.html, fonts, icons, manifest),
 * served cache-first. A new build installs a new worker with a new list beside the old one; it
 * only takes over when the user chooses to reload (lifecycle.ts), and deletes the entries its
 * list no longer names as it activates. cleanupOutdatedCaches drops caches of older Workbox
 * releases' formats.
 */
export function registerPrecache(): void {
  cleanupOutdatedCaches();
  // vite-plugin-pwa replaces this literal with the build's file list and revisions.
  precacheAndRoute(self.__WB_MANIFEST);
}
