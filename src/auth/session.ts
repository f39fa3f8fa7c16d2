import { SESSION_HASH_KEY } from '@/config';
import type { GuardSession } from './navigation-guard';

export interface AuthSession extends GuardSession {
  signOut(): Promise<void>;
}

export const storedSessionHash = {
  read: (): string | null => {
    try {
      return localStorage.getItem(SESSION_HASH_KEY);
    } catch {
      return null;
    }
  },
  write: (hash: string | null) => {
    try {
      if (hash === null) localStorage.removeItem(SESSION_HASH_KEY);
      else localStorage.setItem(SESSION_HASH_KEY, hash);
    } catch {
      // Storage can be unavailable (private mode, quota); the guard then re-authenticates.
    }
  },
};

/**
 * The session while no identity provider is configured: nobody is signed in, so signed-in
 * routes go to Login. The identity module (Amplify) provides the real AuthSession.
 */
export function createSignedOutSession(): AuthSession {
  return {
    currentHash: () => Promise.resolve(null),
    storedHash: storedSessionHash.read,
    setStoredHash: storedSessionHash.write,
    profile: () => null,
    reauthenticate: () => Promise.reject(new Error('No identity provider is configured')),
    clearProfile: () => undefined,
    signOut: () => {
      storedSessionHash.write(null);
      return Promise.resolve();
    },
  };
}
