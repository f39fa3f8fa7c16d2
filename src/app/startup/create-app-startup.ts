import { hasStatus } from '@/api/errors';
import { getDailyDataCheck } from '@/api/get-daily-data-check';
import { getSettings } from '@/api/get-settings';
import { storedSessionHash, type AuthSession } from '@/auth/session';
import { STARTUP_TIMEOUT_MS } from '@/config';
import { createStartupStore, type StartupStore } from './startup-store';

/** Starts the spec's startup fetches (settings and the data check) with the real clients. */
export function createAppStartup(session: AuthSession): StartupStore {
  return createStartupStore({
    fetchSettings: () => getSettings(),
    fetchDataCheck: () => getDailyDataCheck(),
    isUnauthorized: (error) => hasStatus(error, 401),
    async onUnauthorized() {
      await session.signOut();
      storedSessionHash.write(null);
    },
    warn: (message, error) => console.warn(message, error ?? ''),
    clock: {
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    },
    timeoutMs: STARTUP_TIMEOUT_MS,
  });
}
