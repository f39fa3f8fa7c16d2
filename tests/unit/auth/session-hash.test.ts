import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/auth/session-hash';
import { storedSessionHash } from '@/auth/session';

describe('session hash (spec 3, 9)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ])('is the SHA-256 hex of the id token (%j)', async (token, expected) => {
    expect(await sha256Hex(token)).toBe(expected);
  });

  it('is kept in local storage under the product prefix and sessionhash', () => {
    storedSessionHash.write('abc123');
    expect(localStorage.getItem('nivesh:sessionhash')).toBe('abc123');
    expect(storedSessionHash.read()).toBe('abc123');
    storedSessionHash.write(null);
    expect(localStorage.getItem('nivesh:sessionhash')).toBeNull();
  });
});
