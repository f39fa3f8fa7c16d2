import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DATA_API_PREFIXES } from './data-cache';

/** Server paths that are never app screens: the APIs and the local server's own pages. */
const NOT_THE_APP = [...DATA_API_PREFIXES, '/internal', '/dev'];

/** Matches a prefix itself and anything under it (`/api`, `/api/...`), not `/apiary`. */
export const navigationDenylist = NOT_THE_APP.map((prefix) => new RegExp(`^${prefix}(?:[/?#]|$)`));

/**
 * Every page load inside the app (/, /login, /investor/dashboard, ...) gets the precached
 * index.html, online or offline; the client router then draws the screen. Without this an offline
 * deep link or reload fails.
 */
export function registerNavigation(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }),
  );
}
