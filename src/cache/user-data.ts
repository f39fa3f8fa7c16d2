import { responseCache } from './default-cache';
import { subjectOfToken } from './user-scope';

// Page-side hooks for the identity layer (src/auth). The worker drops a user's entries on a 401
// by itself; sign-out happens in the page, so the page drops them.

/**
 * Sign-out: drops the signed-out user's cached responses. Pass the id token the user was signed
 * in with (read it before Amplify's signOut clears it). Never rejects: sign-out goes on.
 */
export async function dropCachedUser(idToken: string): Promise<void> {
  const sub = subjectOfToken(idToken);
  if (!sub) return;
  try {
    await responseCache.dropScope(sub);
  } catch (error) {
    console.warn('Response cache: dropping the signed-out user failed', error);
  }
}

interface PersistableStorage {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/**
 * After sign-in: asks the browser not to evict the origin's storage (the cache and the session)
 * under storage pressure. Chrome decides silently from engagement, Firefox may ask the user,
 * Safari ignores it. Resolves to whether storage is persistent; never rejects.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis.navigator as { storage?: PersistableStorage } | undefined)?.storage;
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
