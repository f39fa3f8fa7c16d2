import { createReconnectingStore } from '@/cache/idb-store';
import { createResponseCache } from '@/cache/response-cache';

let databases = 0;

/** A response cache on a database of its own (fake-indexeddb), so tests never share entries. */
export function freshCache(now?: () => number) {
  const dbName = `nivesh-test-${++databases}`;
  const store = createReconnectingStore(dbName, 'responses');
  return { dbName, store, cache: createResponseCache(store, now) };
}

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the given claims: the cache reads `sub` without verifying. */
export const tokenFor = (claims: Record<string, unknown>) =>
  `${base64Url(JSON.stringify({ alg: 'RS256', kid: 'test' }))}.${base64Url(JSON.stringify(claims))}.c2ln`;

export const bytes = (text: string) => new TextEncoder().encode(text);
export const textOf = (data: Uint8Array) => new TextDecoder().decode(data);
