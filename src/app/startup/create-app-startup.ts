import type { QueryClient } from '@tanstack/react-query';
import { hasStatus } from '@/api/errors';
import { fetchDailyDataCheck } from '@/api/get-daily-data-check';
import { getSettings } from '@/api/get-settings';
import { storedSessionHash, type AuthSession } from '@/auth/session';
import { DATA_CHECK_COUNTRY, STARTUP_TIMEOUT_MS } from '@/config';
import { createStartupStore, type StartupStore } from './startup-store';

/**
 * The key of the screens' data-check query (src/features/market/api/get-daily-data-check.ts,
 * checked equal in tests/unit/app): startup's answer is handed to it, so the first screen does
 * not ask again (issue 19). Spelled out here so the entry does not pull in the feature's hooks.
 */
export const DATA_CHECK_QUERY_KEY = ['archive', 'general', 'dailydatacheck', DATA_CHECK_COUNTRY];

/** Starts the spec's startup fetches (settings and the data check) with the real clients. */
export function createAppStartup(session: AuthSession, queryClient: QueryClient): StartupStore {
  return createStartupStore({
    fetchSettings: () => getSettings(),
    async fetchDataCheck() {
      const result = await fetchDailyDataCheck();
      queryClient.setQueryData(DATA_CHECK_QUERY_KEY, result);
      return result.data;
    },
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
