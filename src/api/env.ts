import * as z from 'zod/mini';

// Base addresses of the two API clients (spec 7). Same origin locally; the archive API has its
// own host in production (ARCHITECTURE.md, local run contract).
const base = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);

const schema = z.object({
  VITE_API_BASE: base('/api'),
  VITE_ARCHIVE_API_BASE: base('/archive'),
});

const parsed = schema.parse({
  VITE_API_BASE: import.meta.env.VITE_API_BASE as unknown,
  VITE_ARCHIVE_API_BASE: import.meta.env.VITE_ARCHIVE_API_BASE as unknown,
});

const trimSlash = (value: string) => value.replace(/\/+$/, '');

export const apiEnv = {
  gatewayBase: trimSlash(parsed.VITE_API_BASE),
  archiveBase: trimSlash(parsed.VITE_ARCHIVE_API_BASE),
};
