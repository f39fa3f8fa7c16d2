// redirect_uri carries the address a signed-out user wanted (spec 4). Only same-origin paths are
// ever followed, so a crafted link cannot send a user to another site after sign-in.

export const REDIRECT_PARAM = 'redirect_uri';

export function safeRedirectPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // "//host" and "/\host" are protocol-relative in browsers.
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
