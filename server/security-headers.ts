import type { MiddlewareHandler } from 'hono';

/**
 * No inline script anywhere (the PWA's HTML only loads hashed bundles), so script-src is 'self'
 * alone. style-src needs 'unsafe-inline' because Chakra UI (emotion) injects style tags at
 * runtime. connect-src grows by CONNECT_SRC_EXTRA for the identity service (emulator or Cognito).
 */
export function contentSecurityPolicy(connectSrcExtra: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrcExtra],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every document: no camera, microphone or location. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The document scan page (issue 10) films the PAN card with the camera: that document, and no
 * other, may use it. The service worker gives its cached shell the same header for this path
 * (src/sw/navigation.ts), since a page the worker serves carries the worker's headers.
 */
export const SCAN_PAGE_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

const SCAN_PAGE = /^\/scanpage\/?$/;

export const permissionsPolicyFor = (path: string): string =>
  SCAN_PAGE.test(path) ? SCAN_PAGE_PERMISSIONS_POLICY : PERMISSIONS_POLICY;

/**
 * Set after the handler so errors, 404s and static files all carry them. A handler that set its
 * own Content-Security-Policy keeps it: the document files (uploaded content) answer with a
 * stricter, sandboxed one.
 */
export function securityHeaders(connectSrcExtra: readonly string[]): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(connectSrcExtra),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return async (c, next) => {
    await next();
    const own = c.res.headers.get('Content-Security-Policy');
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (own && /\bsandbox\b/.test(own)) c.res.headers.set('Content-Security-Policy', own);
    c.res.headers.set('Permissions-Policy', permissionsPolicyFor(c.req.path));
  };
}
