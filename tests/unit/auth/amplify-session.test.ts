import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { lastAuthUserKey } from '@/auth/amplify/stored-sign-in';
import { createAmplifySession } from '@/auth/amplify-session';
import { sha256Hex } from '@/auth/session-hash';
import type { UserProfile } from '@/auth/user-profile';
import { cognitoError, fakeAmplifyAuth, sessionWithToken } from './amplify-fake';

const amplify = vi.hoisted(() => ({ load: vi.fn() }));
const profileApi = vi.hoisted(() => ({ get: vi.fn() }));
const cacheApi = vi.hoisted(() => ({ drop: vi.fn() }));

vi.mock('@/auth/amplify/load-amplify', () => ({ loadAmplify: amplify.load }));
vi.mock('@/auth/user-profile', () => ({ getUserProfile: profileApi.get }));
vi.mock('@/cache/user-data', () => ({ dropCachedUser: cacheApi.drop }));

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
const PROFILE: UserProfile = {
  sub: 'user-1',
  email: 'investor@example.com',
  phone: null,
  name: 'Asha',
  userType: 'USRTYINV',
  track: 'ACTIVE',
  advisor: null,
};

function setup() {
  const auth = fakeAmplifyAuth();
  amplify.load.mockResolvedValue(auth);
  const queryClient = new QueryClient();
  const warn = vi.fn();
  const session = createAmplifySession({ queryClient, warn });
  return { auth, queryClient, session, warn };
}

const signInStored = () => localStorage.setItem(lastAuthUserKey('client-1'), 'user-1');

beforeEach(() => {
  amplify.load.mockReset();
  profileApi.get.mockReset();
  cacheApi.drop.mockReset();
});

describe('the Amplify session', () => {
  it('decides "signed out" without loading Amplify when no sign-in is stored', async () => {
    const { session } = setup();
    expect(await session.currentHash()).toBeNull();
    expect(await session.idToken()).toBeNull();
    expect(amplify.load).not.toHaveBeenCalled();
  });

  it('hashes the current id token (SHA-256) when a sign-in is stored', async () => {
    const { auth, session } = setup();
    signInStored();
    auth.fetchAuthSession.mockResolvedValue(sessionWithToken(TOKEN));
    expect(await session.currentHash()).toBe(await sha256Hex(TOKEN));
    // The API wants the raw token in Authorization.
    expect(await session.idToken()).toBe(TOKEN);
  });

  it('says signed out when Amplify holds no tokens (cleared after a failed refresh)', async () => {
    const { auth, session } = setup();
    signInStored();
    auth.fetchAuthSession.mockResolvedValue(sessionWithToken(null));
    expect(await session.currentHash()).toBeNull();
  });

  it('keeps the stored hash when the tokens cannot be read for a network failure', async () => {
    const { auth, session, warn } = setup();
    signInStored();
    session.setStoredHash('stored-hash');
    auth.fetchAuthSession.mockRejectedValue(cognitoError('NetworkError', 'A network error'));
    expect(await session.currentHash()).toBe('stored-hash');
    expect(warn).toHaveBeenCalled();
    await expect(session.idToken()).rejects.toThrow('Network Error');
  });

  it('re-authenticates by asking the server for the profile, and can forget it', async () => {
    const { session } = setup();
    profileApi.get.mockResolvedValue(PROFILE);
    expect(session.profile()).toBeNull();
    expect(await session.reauthenticate()).toEqual(PROFILE);
    expect(session.profile()).toEqual(PROFILE);
    session.clearProfile();
    expect(session.profile()).toBeNull();
  });

  it('passes a 401 from the profile call on to the guard', async () => {
    const { session } = setup();
    profileApi.get.mockRejectedValue(new ApiError('Unauthorized', 401));
    await expect(session.reauthenticate()).rejects.toMatchObject({ status: 401 });
  });

  it('signs out: Amplify, the session hash, the profile, the query cache, cached data', async () => {
    const { auth, queryClient, session } = setup();
    signInStored();
    auth.fetchAuthSession.mockResolvedValue(sessionWithToken(TOKEN));
    profileApi.get.mockResolvedValue(PROFILE);
    await session.reauthenticate();
    session.setStoredHash('hash');
    queryClient.setQueryData(['holdings'], [1, 2, 3]);

    await session.signOut();

    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem('nivesh:sessionhash')).toBeNull();
    expect(session.profile()).toBeNull();
    expect(queryClient.getQueryData(['holdings'])).toBeUndefined();
    expect(cacheApi.drop).toHaveBeenCalledWith(TOKEN);
  });

  it('signs out locally even when the identity service cannot be reached', async () => {
    const { session } = setup();
    signInStored();
    amplify.load.mockRejectedValue(new TypeError('Failed to fetch'));
    session.setStoredHash('hash');
    await session.signOut();
    expect(localStorage.getItem('nivesh:sessionhash')).toBeNull();
  });
});
