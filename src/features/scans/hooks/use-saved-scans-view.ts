import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useSavedScans } from '../api/saved-scans-get';
import { applySavedScanEdits, savedScanEditOf, type SavedScanEdit } from '../model/saved-edits';

// The saved scans as this device should show them: the server's (or, offline, the saved answer)
// with the edits still waiting in the outbox laid over them, so a scan saved offline is listed
// after a reload too (model/saved-edits.ts: each edit is idempotent).

export function useSavedScansView() {
  const query = useSavedScans();
  const waiting = useOutboxItems();
  const pending = useMemo(
    () =>
      waiting
        .filter((item) => item.state === 'pending')
        .map(savedScanEditOf)
        .filter((edit): edit is SavedScanEdit => edit !== null),
    [waiting],
  );
  const scans = useMemo(
    () => (query.data ? applySavedScanEdits(query.data.data.scans, pending) : undefined),
    [query.data, pending],
  );
  const unsentIds = useMemo(() => new Set(pending.map((edit) => edit.id)), [pending]);
  return { query, scans, unsentIds };
}

/** Stocks that newly match across all saved scans, for the tab's "N new". */
export function useNewMatchCount(): number {
  const { scans } = useSavedScansView();
  return (scans ?? []).reduce((sum, scan) => sum + scan.newSymbols.length, 0);
}
