// The reference's worker (vite-plugin-pwa injectManifest, like src/sw): precache, a navigation
// route to index.html, and the dashboard's GET network first with an IndexedDB copy compressed
// by fflate (idb-keyval), answered when the network fails.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { get, set } from 'idb-keyval';
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const API = /^\/api(?:[/?#]|$)/;

async function networkFirst(request: Request): Promise<Response> {
  const key = request.url;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const body = await response.clone().text();
      await set(key, deflateSync(strToU8(body)));
    }
    return response;
  } catch (error) {
    const stored = await get<Uint8Array>(key);
    if (!stored) throw error;
    return new Response(strFromU8(inflateSync(stored)), {
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && API.test(url.pathname) && request.method === 'GET',
  ({ request }) => networkFirst(request),
);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [API] }));
