import { describe, expect, it } from 'vitest';
import { verifiedTokenCache } from '../../../server/auth/verified-tokens';

// Verified id tokens are remembered until their own expiry (server/auth/verified-tokens.ts):
// never past it, never without one, and never more than the bound.

const user = (sub: string, exp?: number) => ({ sub, claims: exp === undefined ? {} : { exp } });
const NOW = Date.UTC(2026, 10, 23, 12);
const inSeconds = (seconds: number) => NOW / 1000 + seconds;

describe('verifiedTokenCache', () => {
  it.each([
    ['before its expiry', inSeconds(60), NOW, true],
    ['at its expiry', inSeconds(60), NOW + 60_000, false],
    ['after its expiry', inSeconds(60), NOW + 61_000, false],
  ])('a token %s is %s', (_case, exp, at, kept) => {
    const cache = verifiedTokenCache();
    cache.set('token', user('a', exp));
    expect(cache.get('token', at) !== undefined).toBe(kept);
  });

  it('keeps nothing for a token without an expiry, and nothing for another token', () => {
    const cache = verifiedTokenCache();
    cache.set('token', user('a'));
    cache.set('other', user('b', inSeconds(60)));
    expect(cache.get('token', NOW)).toBeUndefined();
    expect(cache.get('other.', NOW)).toBeUndefined();
    expect(cache.get('other', NOW)?.sub).toBe('b');
  });

  it('drops the oldest beyond its bound', () => {
    const cache = verifiedTokenCache(2);
    for (const token of ['one', 'two', 'three']) cache.set(token, user(token, inSeconds(60)));
    expect(cache.size).toBe(2);
    expect(cache.get('one', NOW)).toBeUndefined();
    expect(cache.get('three', NOW)?.sub).toBe('three');
  });
});
