import { useSyncExternalStore } from 'react';
import { swUpdateStore } from './register-sw';

/** The service worker update state and the two choices the user has. */
export function useSwUpdate() {
  const state = useSyncExternalStore(
    swUpdateStore.subscribe,
    swUpdateStore.getSnapshot,
    swUpdateStore.getSnapshot,
  );
  return { ...state, applyUpdate: swUpdateStore.applyUpdate, dismiss: swUpdateStore.dismiss };
}
