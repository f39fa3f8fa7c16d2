import { GUEST_SCOPE, isValidScope } from './keys';

// The worker learns whose request it serves from the request itself: the Authorization header
// carries the identity id token raw (src/api/http-client.ts). The payload is decoded without
// verifying the signature: it only chooses the key space; the server verifies every token.

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `sub` claim of a JWT, or null when the token is not a readable JWT with a usable sub. */
export function subjectOfToken(token: string): string | null {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    const { sub } = claims;
    return typeof sub === 'string' && sub !== GUEST_SCOPE && isValidScope(sub) ? sub : null;
  } catch {
    return null;
  }
}

/**
 * `guest` without a token, the token's `sub` with one, null when a token is present but
 * unreadable (such a request is not cached: it could belong to anyone).
 */
export function scopeOfAuthorization(authorization: string | null): string | null {
  if (authorization === null || authorization.trim() === '') return GUEST_SCOPE;
  return subjectOfToken(authorization);
}
