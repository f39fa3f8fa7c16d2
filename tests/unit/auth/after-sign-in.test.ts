import { describe, expect, it, vi } from 'vitest';
import { completeSignIn, destinationAfterSignIn } from '@/auth/after-sign-in';
import type { Profile } from '@/auth/navigation-guard';
import { createSignedOutSession, type AuthSession } from '@/auth/session';

vi.mock('@/cache/user-data', () => ({
  requestPersistentStorage: vi.fn(() => Promise.resolve(true)),
}));

const ORIGIN = 'https://nivesh.example';
const investor: Profile = { userType: 'USRTYINV', track: 'ACTIVE' };
const advisor: Profile = { userType: 'USRTYADV', track: 'ACTIVE' };

describe('where sign-in leads (spec 4: redirect_uri, same-origin paths only)', () => {
  it.each([
    [investor, undefined, '/investor/dashboard'],
    [advisor, undefined, '/advisor/marketoverview'],
    [investor, '/investor/goals?tab=2#top', '/investor/goals?tab=2#top'],
    [advisor, '/stocks/exchange/NSE/symbol/TCS/factor', '/stocks/exchange/NSE/symbol/TCS/factor'],
    [investor, 'https://evil.example/steal', '/investor/dashboard'],
    [investor, '//evil.example/steal', '/investor/dashboard'],
    [investor, '/\\evil.example', '/investor/dashboard'],
    [investor, 'javascript:alert(1)', '/investor/dashboard'],
    [investor, `${ORIGIN}/investor/goals`, '/investor/dashboard'],
    [investor, '/login', '/investor/dashboard'],
    [advisor, 42, '/advisor/marketoverview'],
  ] as const)('%o with redirect_uri %j -> %s', (profile, redirectUri, expected) => {
    expect(destinationAfterSignIn(profile, redirectUri, ORIGIN)).toBe(expected);
  });

  it.each([
    ['UPFKYCPENDING', undefined, '/kyc'],
    ['UPFKYCINPROCESS', '/investor/goals', '/process'],
    ['UPFRISKPROFILEPENDING', undefined, '/riskprofile'],
    ['UPFBROKERPENDING', '/investor/holdings', '/linkbroker?newuser=true'],
    ['UPFKYCPENDING', '/scanpage', '/scanpage'],
    ['UPFKYCINPROCESS', '/kyc?x=1', '/kyc?x=1'],
    ['UPFACTIVE', '/investor/goals', '/investor/goals'],
  ] as const)('an investor on track %s asking for %j lands on %s', (track, asked, expected) => {
    expect(destinationAfterSignIn({ userType: 'USRTYINV', track }, asked, ORIGIN)).toBe(expected);
  });

  it('an adviser is never sent to an investor’s onboarding step', () => {
    const pending: Profile = { userType: 'USRTYADV', track: 'UPFKYCPENDING' };
    expect(destinationAfterSignIn(pending, undefined, ORIGIN)).toBe('/advisor/marketoverview');
  });

  it('a frozen account goes to the frozen-account page whatever was asked', () => {
    const frozen: Profile = { userType: 'USRTYINV', track: 'UPFACCOUNTFROZEN' };
    expect(destinationAfterSignIn(frozen, '/investor/goals', ORIGIN)).toBe('/accountfrozen');
  });
});

describe('completing a sign-in', () => {
  function session(overrides: Partial<AuthSession>): AuthSession {
    return { ...createSignedOutSession(), ...overrides };
  }

  it('stores the hash of the new session, loads the profile and returns the way in', async () => {
    const setStoredHash = vi.fn();
    const reauthenticate = vi.fn(() => Promise.resolve(investor));
    const signedIn = session({
      currentHash: () => Promise.resolve('new-hash'),
      reauthenticate,
      setStoredHash,
    });
    await expect(completeSignIn(signedIn, '/investor/holdings', ORIGIN)).resolves.toBe(
      '/investor/holdings',
    );
    expect(reauthenticate).toHaveBeenCalledOnce();
    expect(setStoredHash).toHaveBeenCalledWith('new-hash');
  });

  it('fails, storing nothing, when the profile cannot be loaded', async () => {
    const setStoredHash = vi.fn();
    const signedIn = session({
      currentHash: () => Promise.resolve('new-hash'),
      reauthenticate: () => Promise.reject(new Error('Network Error')),
      setStoredHash,
    });
    await expect(completeSignIn(signedIn, undefined, ORIGIN)).rejects.toThrow('Network Error');
    expect(setStoredHash).not.toHaveBeenCalled();
  });
});
