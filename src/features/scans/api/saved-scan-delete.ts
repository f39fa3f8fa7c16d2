import type { SavedScan } from '../model/contract';
import { savedScanPath } from './saved-scans-get';
import { useSavedScanWrite, type SavedScanWrite } from './saved-scan-write';

// DELETE /api/scans/{id} (one gone already is answered the same, so a replay is harmless).

export const scanDeleteWrite = (scan: Pick<SavedScan, 'id' | 'name'>): SavedScanWrite => ({
  request: {
    kind: 'scan-delete',
    label: `Delete the scan ${scan.name}`,
    replay: 'silent',
    method: 'DELETE',
    path: savedScanPath(scan.id),
  },
  edit: { kind: 'delete', id: scan.id },
});

export const useDeleteSavedScan = () => useSavedScanWrite(scanDeleteWrite);
