import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { STORAGE_PREFIX } from '@/config';

// The identity settings come from the server at run time (GET /api/auth-config), so one build
// serves the local emulator and real Cognito. The last ones are kept in local storage: a signed-in
// user opening the app offline still needs them.

export const AUTH_CONFIG_KEY = `${STORAGE_PREFIX}:authconfig`;

export const authConfigSchema = z.object({
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.regex(/^[\w-]+_\w+$/)),
  userPoolClientId: z.string().check(z.minLength(1)),
  identityPoolId: z.nullable(z.string().check(z.minLength(1))),
  endpoint: z.nullable(z.string().check(z.regex(/^https?:\/\/[^\s/]+/))),
  allowGuestAccess: z.boolean(),
  mailbox: z.nullable(z.string().check(z.minLength(1))),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

export function readCachedAuthConfig(): AuthConfig | null {
  try {
    const raw = localStorage.getItem(AUTH_CONFIG_KEY);
    if (raw === null) return null;
    const parsed = authConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeCachedAuthConfig(config: AuthConfig) {
  try {
    localStorage.setItem(AUTH_CONFIG_KEY, JSON.stringify(config));
  } catch {
    // Not kept (private mode, quota): the next start fetches it again.
  }
}

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const config = await gatewayApi.get('/auth-config', { guest: true, schema: authConfigSchema });
  writeCachedAuthConfig(config);
  return config;
}

let pending: Promise<AuthConfig> | null = null;

/**
 * The identity settings for this page load: the server's (a restart may move the local emulator
 * to another port), else, when the server cannot be reached, the last ones kept.
 */
export function loadAuthConfig(): Promise<AuthConfig> {
  // Offline (issue 19): the last ones kept, at once, rather than after the fetch fails; the next
  // call online asks the server again.
  if (pending === null && typeof navigator !== 'undefined' && navigator.onLine === false) {
    const cached = readCachedAuthConfig();
    if (cached) return Promise.resolve(cached);
  }
  pending ??= fetchAuthConfig().catch((error: unknown) => {
    const cached = readCachedAuthConfig();
    if (cached) return cached;
    pending = null;
    throw error;
  });
  return pending;
}
