import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/scans: the user's saved scans, each usable as a strategy's entry rule. The scans
// feature owns the full contract; a feature never imports another, so this reads only the
// fields a strategy needs (zod keeps them and drops the rest).

export const SCANS_KEY = ['gateway', 'scans'] as const;

const savedScansSchema = z.object({
  scans: z.array(z.object({ id: z.string(), name: z.string(), expression: z.string() })),
});
export type SavedScanLite = z.infer<typeof savedScansSchema>['scans'][number];

export const savedScansQueryOptions = () =>
  queryOptions({
    queryKey: SCANS_KEY,
    queryFn: ({ signal }) => gatewayApi.read('/scans', { schema: savedScansSchema, signal }),
  });

export const useSavedScans = () => useQuery(savedScansQueryOptions());
