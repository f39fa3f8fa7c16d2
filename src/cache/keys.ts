import { CACHE_LABEL, STORAGE_PREFIX } from '@/config';

// Key layout of the response cache (ARCHITECTURE.md, "Cache policy"): product prefix, cache
// label, user scope, then the request path with its query, e.g.
//   nivesh:apicache:guest:/archive/general/dailydatacheck?countrycode=IND&format=json
//   nivesh:apicache:<cognito sub>:/api/settings
// A request to another origin (the archive's own host in production) keeps its host in the path,
// protocol-relative (`//archive.example.in/general/...`), so two APIs never share a key.

/** One IndexedDB database of its own: idb-keyval opens a database with exactly one store. */
export const CACHE_DB_NAME = `${STORAGE_PREFIX}-${CACHE_LABEL}`;
export const CACHE_STORE_NAME = 'responses';

/** Every entry key starts with this; the data-update key below does not (':' sorts after '#'). */
export const ENTRY_PREFIX = `${STORAGE_PREFIX}:${CACHE_LABEL}:`;

/** Where the stored data-update time (`updatedatetime` of the data check) lives. */
export const DATA_UPDATE_KEY = `${STORAGE_PREFIX}:${CACHE_LABEL}#updatedatetime`;

/** The scope of public data and of calls made without a token. */
export const GUEST_SCOPE = 'guest';

// Cognito subs are UUIDs; anything outside this alphabet could reach into another scope's keys.
const SCOPE_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

export const isValidScope = (scope: string): boolean => SCOPE_PATTERN.test(scope);

/** The path part of a key: path and query, with the host when the URL is not the app's origin. */
export function keyPathOf(url: URL, origin: string): string {
  const host = url.origin === origin ? '' : `//${url.host}`;
  return `${host}${url.pathname}${url.search}`;
}

export const scopePrefix = (scope: string): string => `${ENTRY_PREFIX}${scope}:`;

export const entryKey = (scope: string, path: string): string => `${scopePrefix(scope)}${path}`;

/** The path of an entry key, or null when the key is not an entry of that scope. */
export function pathOfKey(key: IDBValidKey, scope: string): string | null {
  const prefix = scopePrefix(scope);
  return typeof key === 'string' && key.startsWith(prefix) ? key.slice(prefix.length) : null;
}

/** Every key that starts with the prefix (keys are strings; U+FFFF sorts after any code unit). */
export const prefixRange = (prefix: string): IDBKeyRange =>
  IDBKeyRange.bound(prefix, `${prefix}\uffff`);
