import { createHandlerBoundToURL } from 'workbox-precaching';
import type { RouteHandlerCallback } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { DATA_API_PREFIXES } from './data-cache';

/** Server paths that are never app screens: the APIs and the local server's own pages. */
const NOT_THE_APP = [...DATA_API_PREFIXES, '/internal', '/dev'];

/** Matches a prefix itself and anything under it (`/api`, `/api/...`), not `/apiary`. */
export const navigationDenylist = NOT_THE_APP.map((prefix) => new RegExp(`^${prefix}(?:[/?#]|$)`));

const SCAN_PAGE = /^\/scanpage\/?(?:[?#]|$)/;

/**
 * Same as server/security-headers.ts SCAN_PAGE_PERMISSIONS_POLICY: a page the worker serves
 * carries the worker's headers, and the precached shell says "no camera" (issue 10).
 */
const SCAN_PAGE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';
const withCamera =
  (shell: RouteHandlerCallback): RouteHandlerCallback =>
  async (options) => {
    const response = await shell(options);
    const headers = new Headers(response.headers);
    headers.set('Permissions-Policy', SCAN_PAGE_PERMISSIONS_POLICY);
    const { status, statusText } = response;
    return new Response(response.body, { status, statusText, headers });
  };

/**
 * Every page load inside the app (/, /login, /investor/dashboard, ...) gets the precached
 * index.html, online or offline; the client router then draws the screen. Without this an offline
 * deep link or reload fails.
 */
export function registerNavigation(): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(new NavigationRoute(withCamera(shell), { allowlist: [SCAN_PAGE] }));
  registerRoute(new NavigationRoute(shell, { denylist: navigationDenylist }));
}
