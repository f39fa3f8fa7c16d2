import type { UpdateScan } from '../model/contract';
import { savedScanPath } from './saved-scans-get';
import { useSavedScanWrite, type SavedScanWrite } from './saved-scan-write';

// PUT /api/scans/{id}: the scan's name and text as they are now (states the result, so a replay
// leaves the same scan; unsent ones are coalesced, only the latest matters).

export const scanUpdateWrite = ({ id, ...body }: UpdateScan & { id: string }): SavedScanWrite => ({
  request: {
    kind: 'scan-update',
    label: `Change the scan ${body.name}`,
    replay: 'silent',
    method: 'PUT',
    path: savedScanPath(id),
    body,
    coalesce: true,
  },
  edit: { kind: 'update', id, ...body, at: new Date().toISOString() },
});

export const useUpdateSavedScan = () => useSavedScanWrite(scanUpdateWrite);
