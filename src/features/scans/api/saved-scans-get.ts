import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { savedScanListSchema } from '../model/contract';

// GET /api/scans: the user's saved scans with each one's latest run and the stocks that match
// since the last data update. A gateway GET goes to the network first and falls back to the
// response cache offline, so the list opens with "as of" (ARCHITECTURE.md, cache policy); edits
// still in the outbox are laid over it (hooks/use-saved-scans-view.ts).

export const SAVED_SCANS_PATH = '/scans';
/** Every query of /api/scans starts with this (the strategies feature reads it too). */
export const SCANS_PREFIX = ['gateway', 'scans'] as const;
/**
 * This feature's full list sits under its own key: the strategies feature keeps a smaller shape
 * of the same answer under SCANS_PREFIX, and two shapes must never share a cache entry.
 */
export const SAVED_SCANS_KEY = [...SCANS_PREFIX, 'saved'] as const;
export const savedScanPath = (id: string) => `${SAVED_SCANS_PATH}/${id}`;

export const savedScansQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_SCANS_KEY,
    queryFn: ({ signal }) =>
      gatewayApi.read(SAVED_SCANS_PATH, { schema: savedScanListSchema, signal }),
  });

export const useSavedScans = () => useQuery(savedScansQueryOptions());
