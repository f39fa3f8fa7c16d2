// Service worker entry (built by vite-plugin-pwa, injectManifest, to /sw.js). Workbox answers a
// fetch with the first route that matches, so the order below is the order of precedence.
import { registerDataCache } from './data-cache';
import { registerLifecycle } from './lifecycle';
import { registerNavigation } from './navigation';
import { registerOutboxSync } from './outbox-sync';
import { registerPrecache } from './precache';

registerLifecycle();
registerPrecache();
registerDataCache();
registerNavigation();
registerOutboxSync();
