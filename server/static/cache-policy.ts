/**
 * Vite writes only content-hashed files under assets/, so a name there never changes content:
 * cache it for a year. Everything else (index.html, sw.js, registerSW and workbox files,
 * manifest.webmanifest, icons copied from public/) keeps its name across builds and must be
 * revalidated, or the service worker would never see a new version.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export const cacheControlFor = (urlPath: string): string =>
  urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
