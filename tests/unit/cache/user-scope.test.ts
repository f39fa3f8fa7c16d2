import { describe, expect, it } from 'vitest';
import { scopeOfAuthorization, subjectOfToken } from '@/cache/user-scope';
import { tokenFor } from './support';

const SUB = '3f2a9c1e-0b7d-4e7a-9c52-6a1d2b3c4d5e';

describe('user scope from the Authorization header', () => {
  it.each([
    ['no header', null, 'guest'],
    ['an empty header', '', 'guest'],
    ['a raw id token', tokenFor({ sub: SUB, 'cognito:username': 'investor' }), SUB],
    ['a Bearer id token', `Bearer ${tokenFor({ sub: SUB })}`, SUB],
    ['a token with non-ASCII claims', tokenFor({ sub: SUB, name: 'Anaya Kapoor · अनाया' }), SUB],
    ['a token without sub', tokenFor({ email: 'a@example.com' }), null],
    ['a sub that is not a string', tokenFor({ sub: 42 }), null],
    ['a sub that would reach into another scope', tokenFor({ sub: 'a:b' }), null],
    ['a sub named guest', tokenFor({ sub: 'guest' }), null],
    ['not a JWT', 'opaque-token', null],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.c2ln', null],
  ])('%s -> %s', (_case, header, scope) => {
    expect(scopeOfAuthorization(header)).toBe(scope);
  });

  it('reads the sub without verifying the signature', () => {
    expect(subjectOfToken(`${tokenFor({ sub: SUB })}tampered`)).toBe(SUB);
  });
});
