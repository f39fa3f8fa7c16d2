import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/investor/watchlists, read for "Add all to watchlist": only the lists' ids, names and
// stocks. Its key sits under the watchlists feature's key, so every watchlist write there
// refreshes it too, and it has its own (smaller) shape so the two never share a cache entry.

export const WATCHLISTS_PATH = '/investor/watchlists';
const WATCHLISTS_KEY = ['gateway', 'investor', 'watchlists'] as const;

const listsSchema = z.object({
  lists: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      items: z.array(z.object({ exchange: z.string(), symbol: z.string() })),
    }),
  ),
  limits: z.object({ lists: z.int(), items: z.int() }),
});
export type ListsForScan = z.infer<typeof listsSchema>;
export type ListForScan = ListsForScan['lists'][number];

export { WATCHLISTS_KEY };

export const watchlistsForScanQueryOptions = () =>
  queryOptions({
    queryKey: [...WATCHLISTS_KEY, 'for-scans'],
    queryFn: ({ signal }) => gatewayApi.read(WATCHLISTS_PATH, { schema: listsSchema, signal }),
  });

export const useWatchlistsForScan = (enabled: boolean) =>
  useQuery({ ...watchlistsForScanQueryOptions(), enabled });
