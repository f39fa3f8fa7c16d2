import type { SavedScan } from '../model/contract';
import { savedScanPath } from './saved-scans-get';
import { useSavedScanWrite, type SavedScanWrite } from './saved-scan-write';

// POST /api/scans/{id}/seen: the new matches have been looked at, so the "N new" notice goes.

export const scanSeenWrite = (scan: Pick<SavedScan, 'id' | 'name'>): SavedScanWrite => ({
  request: {
    kind: 'scan-seen',
    label: `New matches of ${scan.name} seen`,
    replay: 'silent',
    method: 'POST',
    path: `${savedScanPath(scan.id)}/seen`,
    coalesce: true,
  },
  edit: { kind: 'seen', id: scan.id },
});

export const useMarkScanSeen = () => useSavedScanWrite(scanSeenWrite);
