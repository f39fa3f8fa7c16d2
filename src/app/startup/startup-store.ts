import { runStartup, type StartupDeps, type StartupState } from './startup-machine';

export type ReadyState = Extract<StartupState, { status: 'ready' }>;

export interface StartupStore {
  getState: () => StartupState;
  subscribe: (listener: () => void) => () => void;
  /** Resolves once startup has left the loading state; route guards await it. */
  whenReady: () => Promise<ReadyState>;
  /** True once after a 401 at startup: the first navigation then goes to Login (spec 4). */
  takeLoginRedirect: () => boolean;
}

/** Runs the startup machine once and exposes its state to React and to the router. */
export function createStartupStore(deps: StartupDeps): StartupStore {
  let state: StartupState = { status: 'loading' };
  const listeners = new Set<() => void>();
  let loginRedirectPending = false;
  const ready = runStartup(deps).then((result) => {
    state = result;
    loginRedirectPending = result.outcome === 'unauthorized';
    listeners.forEach((listener) => listener());
    return result;
  });
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    whenReady: () => ready,
    takeLoginRedirect: () => {
      const pending = loginRedirectPending;
      loginRedirectPending = false;
      return pending;
    },
  };
}
