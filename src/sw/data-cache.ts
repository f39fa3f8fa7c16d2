/**
 * Seam for the API response cache (ARCHITECTURE.md, "Cache policy"; issue to come): GETs of the
 * gateway API (/api) and the archive API (/archive locally, its own host in production) will be
 * answered here from src/cache (IndexedDB), registered before the navigation route.
 *
 * Until then the worker registers no route for these paths, so every API request, read or write,
 * goes to the network exactly as if there were no service worker.
 */
export const DATA_API_PREFIXES = ['/api', '/archive'] as const;

export function registerDataCache(): void {
  // Intentionally empty until the response cache lands: see above.
}
