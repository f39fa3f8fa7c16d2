import type { DailyDataCheck } from '@/api/get-daily-data-check';
import type { Settings } from '@/api/get-settings';

// Spec 4 (startup) and 8: two states, loading and ready. Loading ends when both startup fetches
// finish, when one fails, or after the timeout. Pure: fetchers, clock and effects are injected.

export const STARTUP_TIMEOUT_MESSAGE = 'Settings fetch timeout';

export type StartupOutcome = 'ok' | 'failed' | 'timeout' | 'unauthorized';

export type StartupState =
  | { status: 'loading' }
  | {
      status: 'ready';
      outcome: StartupOutcome;
      settings: Settings | null;
      dataCheck: DailyDataCheck | null;
    };

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface StartupDeps {
  fetchSettings(): Promise<Settings>;
  fetchDataCheck(): Promise<DailyDataCheck>;
  isUnauthorized(error: unknown): boolean;
  /** Spec 4: sign out, remove sessionhash, go to Login. */
  onUnauthorized(): void | Promise<void>;
  warn(message: string, error?: unknown): void;
  clock: Clock;
  timeoutMs: number;
}

type Ready = Extract<StartupState, { status: 'ready' }>;

export function runStartup(deps: StartupDeps): Promise<Ready> {
  let settings: Settings | null = null;
  let dataCheck: DailyDataCheck | null = null;

  return new Promise<Ready>((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      deps.clock.clearTimeout(timer);
      return true;
    };
    const ready = (outcome: StartupOutcome) =>
      resolve({ status: 'ready', outcome, settings, dataCheck });
    const finish = (outcome: StartupOutcome) => {
      if (!settle()) return false;
      ready(outcome);
      return true;
    };

    const timer = deps.clock.setTimeout(() => {
      if (finish('timeout')) deps.warn(STARTUP_TIMEOUT_MESSAGE);
    }, deps.timeoutMs);

    const fail = (error: unknown) => {
      if (deps.isUnauthorized(error)) {
        if (!settle()) return;
        // Spec 4: sign out and remove sessionhash, then go to Login: loading ends once the
        // sign-out is done, so no guard sees the old session.
        void Promise.resolve()
          .then(() => deps.onUnauthorized())
          .catch((signOutError: unknown) =>
            deps.warn('Sign-out after a 401 at startup failed', signOutError),
          )
          .then(() => ready('unauthorized'));
        return;
      }
      if (finish('failed')) deps.warn('Startup fetch failed; continuing', error);
    };

    const settingsDone = deps.fetchSettings().then((value) => {
      settings = value;
    });
    const dataCheckDone = deps.fetchDataCheck().then((value) => {
      dataCheck = value;
    });
    // Spec 4: loading ends at the first failure, not after both settle.
    Promise.all([settingsDone, dataCheckDone]).then(() => finish('ok'), fail);
  });
}
