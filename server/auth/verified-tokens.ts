import type { AuthUser } from '../app-env';

/**
 * Tokens already verified, until they expire: a signed-in screen sends the same id token with
 * every call for up to an hour, and checking its RSA signature each time is most of what a
 * cached read costs. Only successes are kept, keyed by the whole token (any change to it is
 * another key), and each is dropped at its own `exp`; what the token may do is still decided
 * per request (role, frozen, revoked sessions, deleted accounts: server/services/profiles.ts).
 */
export function verifiedTokenCache(maxEntries = 10_000) {
  const entries = new Map<string, { user: AuthUser; expiresAt: number }>();
  return {
    get(token: string, now = Date.now()): AuthUser | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry.user;
    },
    set(token: string, user: AuthUser): void {
      const exp = user.claims.exp;
      if (typeof exp !== 'number') return;
      // The oldest first: Map keeps insertion order.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { user, expiresAt: exp * 1000 });
    },
    get size() {
      return entries.size;
    },
  };
}
