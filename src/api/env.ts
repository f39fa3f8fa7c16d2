import * as z from 'zod/mini';

// Base addresses of the two API clients (spec 7). Same origin locally; the archive API has its
// own host in production (ARCHITECTURE.md, local run contract). A base is a path below the root
// (`/api`) or an absolute http(s) address: the cache policy matches requests by it, and a base of
// `/` would claim the app's own pages.
const BASE_PATTERN = /^(?:\/[^/]|https?:\/\/[^/]+)/;

const base = (fallback: string) =>
  z._default(
    z.string().check(z.regex(BASE_PATTERN, 'an API base is /path or an http(s) URL')),
    fallback,
  );

const schema = z.object({
  VITE_API_BASE: base('/api'),
  VITE_ARCHIVE_API_BASE: base('/archive'),
});

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export function parseApiEnv(env: Record<string, unknown>) {
  const parsed = schema.parse(env);
  return {
    gatewayBase: trimSlash(parsed.VITE_API_BASE),
    archiveBase: trimSlash(parsed.VITE_ARCHIVE_API_BASE),
  };
}

export const apiEnv = parseApiEnv({
  VITE_API_BASE: import.meta.env.VITE_API_BASE as unknown,
  VITE_ARCHIVE_API_BASE: import.meta.env.VITE_ARCHIVE_API_BASE as unknown,
});
