import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { outbox } from './default-outbox';
import type { OutboxItem } from './types';

/** The signed-in user's unsent writes, oldest first; re-renders when they change. */
export function useOutboxItems(): readonly OutboxItem[] {
  return useSyncExternalStore(outbox.subscribe, outbox.items, outbox.items);
}

/**
 * Mounted once in the signed-in frame: loads what earlier visits left, sends what is due, and
 * refetches screens' data when a write lands in the background.
 */
export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without IndexedDB (some private modes) the outbox is empty and writes fail visibly.
    outbox
      .refresh()
      .then(() => outbox.flush({ all: true }))
      .catch((error: unknown) => console.warn('Outbox unavailable on this device', error));
    return outbox.onLanded(() => void queryClient.invalidateQueries());
  }, [queryClient]);
}
