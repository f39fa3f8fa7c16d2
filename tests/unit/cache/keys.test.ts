import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  CACHE_DB_NAME,
  DATA_UPDATE_KEY,
  ENTRY_PREFIX,
  entryKey,
  isValidScope,
  keyPathOf,
  pathOfKey,
  prefixRange,
} from '@/cache/keys';

const ORIGIN = 'https://app.nivesh.in';

describe('response cache key layout', () => {
  it.each([
    [
      'guest',
      '/archive/general/dailydatacheck?countrycode=IND&format=json',
      'nivesh:apicache:guest:/archive/general/dailydatacheck?countrycode=IND&format=json',
    ],
    [
      '3f2a9c1e-0b7d-4e7a-9c52-6a1d2b3c4d5e',
      '/api/user/profile',
      'nivesh:apicache:3f2a9c1e-0b7d-4e7a-9c52-6a1d2b3c4d5e:/api/user/profile',
    ],
  ])('scope %s, path %s -> %s', (scope, path, key) => {
    expect(entryKey(scope, path)).toBe(key);
    expect(pathOfKey(key, scope)).toBe(path);
  });

  it('carries the product prefix and the cache label', () => {
    expect(CACHE_DB_NAME).toBe('nivesh-apicache');
    expect(ENTRY_PREFIX).toBe('nivesh:apicache:');
  });

  it('keeps the data-update time outside every range of entries', () => {
    expect(prefixRange(ENTRY_PREFIX).includes(DATA_UPDATE_KEY)).toBe(false);
    expect(prefixRange(ENTRY_PREFIX).includes(entryKey('guest', '/api/x'))).toBe(true);
  });

  it("never reads another scope's key as its own", () => {
    expect(pathOfKey(entryKey('user-a', '/api/x'), 'user')).toBeNull();
    expect(prefixRange('nivesh:apicache:user:').includes(entryKey('user-a', '/api/x'))).toBe(false);
  });

  it.each([
    ['/api/settings', '/api/settings'],
    ['/archive/market/overview?date=2026-01-12', '/archive/market/overview?date=2026-01-12'],
    [
      'https://archive.nivesh.in/general/dailydatacheck?countrycode=IND',
      '//archive.nivesh.in/general/dailydatacheck?countrycode=IND',
    ],
  ])('the key path of %s is %s', (url, path) => {
    expect(keyPathOf(new URL(url, ORIGIN), ORIGIN)).toBe(path);
  });

  it.each([
    ['guest', true],
    ['3f2a9c1e-0b7d-4e7a-9c52-6a1d2b3c4d5e', true],
    ['a:b', false],
    ['', false],
    ['x'.repeat(129), false],
  ])('scope %s is valid: %s', (scope, valid) => {
    expect(isValidScope(scope)).toBe(valid);
  });
});
