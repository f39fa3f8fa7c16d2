import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@/api/errors';
import { isNetworkFailure } from './amplify/auth-error';
import { hasStoredSignIn } from './amplify/stored-sign-in';
import { sha256Hex } from './session-hash';
import { storedSessionHash, type AuthSession } from './session';
import type { UserProfile } from './user-profile';

export interface AmplifySession extends AuthSession {
  /** The raw id token the API wants in Authorization, or null when nobody is signed in. */
  idToken(): Promise<string | null>;
  profile(): UserProfile | null;
  reauthenticate(): Promise<UserProfile>;
}

// Amplify, the profile schema and the response cache (idb-keyval, fflate) load on demand: the
// first visit to /login is signed out and needs none of them.
const loadAmplify = () => import('./amplify/load-amplify').then((module) => module.loadAmplify());
const getUserProfile = () => import('./user-profile').then((module) => module.getUserProfile());
const dropCachedUser = (token: string) =>
  import('@/cache/user-data').then(
    (cache) => cache.dropCachedUser(token),
    () => undefined,
  );

interface AmplifySessionDeps {
  queryClient: QueryClient;
  warn?: (message: string, error?: unknown) => void;
}

/**
 * The session of the identity service (Amplify v6 with Cognito). Amplify's default token provider
 * refreshes tokens near expiry and clears them on a refresh failure that is not a network failure
 * (spec 4); this module only reads them. Nobody signed in is decided from local storage alone.
 */
export function createAmplifySession({
  queryClient,
  warn = (message, error) => console.warn(message, error ?? ''),
}: AmplifySessionDeps): AmplifySession {
  let profile: UserProfile | null = null;

  async function idToken(): Promise<string | null> {
    if (!hasStoredSignIn()) return null;
    try {
      const auth = await loadAmplify();
      const { tokens } = await auth.fetchAuthSession();
      return tokens?.idToken?.toString() ?? null;
    } catch (error) {
      throw isNetworkFailure(error) ? new NetworkError() : error;
    }
  }

  return {
    idToken,
    async currentHash() {
      try {
        const token = await idToken();
        return token === null ? null : await sha256Hex(token);
      } catch (error) {
        // Amplify keeps the tokens when a refresh fails for a reason other than an invalid
        // session (offline, throttling), so the session is unchanged as far as we can tell.
        warn('Could not read the identity session; keeping the stored one', error);
        return storedSessionHash.read();
      }
    },
    storedHash: storedSessionHash.read,
    setStoredHash: storedSessionHash.write,
    profile: () => profile,
    async reauthenticate() {
      profile = await getUserProfile();
      return profile;
    },
    clearProfile() {
      profile = null;
    },
    async signOut() {
      // Read before Amplify clears it: the response cache drops this user's entries by it.
      const token = await idToken().catch(() => null);
      try {
        if (hasStoredSignIn()) await (await loadAmplify()).signOut();
      } catch (error) {
        warn('Sign-out did not complete with the identity service', error);
      } finally {
        storedSessionHash.write(null);
        profile = null;
        queryClient.clear();
        // The worker must send nothing more as this user (src/outbox, Background Sync).
        void import('@/outbox/sync-credential')
          .then((credential) => credential.clearSyncCredential())
          .catch(() => undefined);
      }
      if (token !== null) await dropCachedUser(token);
    },
  };
}
