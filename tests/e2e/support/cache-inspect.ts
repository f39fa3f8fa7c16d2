import type { Page } from 'playwright-core';

// Reads the response cache the way a curious user could in DevTools: the IndexedDB database
// `nivesh-apicache`, store `responses`, keys `nivesh:apicache:<scope>:<path>`.

export function cachedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('nivesh-apicache');
        open.onerror = () => reject(new Error('cannot open the cache database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('responses')) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction('responses').objectStore('responses').getAllKeys();
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String));
          };
          request.onerror = () => reject(new Error('cannot read the cache keys'));
        };
      }),
  );
}

/** The Cognito `sub` of the signed-in user, from the id token Amplify keeps. */
export function currentSub(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { sub?: string }).sub ?? null;
  });
}

/** Collects the cache verdict (`X-Nivesh-Cache`) of every response whose URL contains `part`. */
export function watchCache(page: Page, part: string): string[] {
  const verdicts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes(part))
      verdicts.push(response.headers()['x-nivesh-cache'] ?? 'none');
  });
  return verdicts;
}
