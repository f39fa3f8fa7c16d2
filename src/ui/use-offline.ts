import { useSyncExternalStore } from 'react';
import { connectivity } from '@/api/connectivity';

/** True while the browser is offline or API calls cannot reach the server. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    connectivity.subscribe,
    connectivity.isOffline,
    connectivity.isOffline,
  );
}
