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

/** Set after the handler so errors, 404s and static files all carry them. */
export function securityHeaders(connectSrcExtra: readonly string[]): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(connectSrcExtra),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
