import type { CreateScan } from '../model/contract';
import { SAVED_SCANS_PATH } from './saved-scans-get';
import { useSavedScanWrite, type SavedScanWrite } from './saved-scan-write';

// POST /api/scans with an id made on this device, so a scan saved offline is kept in the outbox
// and a replay names the same scan instead of saving a second one. The server runs it on save.

export const SCAN_CREATE_KIND = 'scan-create';

export const scanCreateWrite = (body: CreateScan): SavedScanWrite => ({
  request: {
    kind: SCAN_CREATE_KIND,
    label: `Save the scan ${body.name}`,
    replay: 'silent',
    method: 'POST',
    path: SAVED_SCANS_PATH,
    body,
  },
  edit: { kind: 'create', ...body, at: new Date().toISOString() },
});

export const useCreateSavedScan = () => useSavedScanWrite(scanCreateWrite);
