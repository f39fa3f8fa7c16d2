import { useSyncExternalStore } from 'react';

/** Whether the page is in front (read receipts wait until the reader can see the messages). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (changed) => {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
    () => document.visibilityState === 'visible',
    () => true,
  );
}
