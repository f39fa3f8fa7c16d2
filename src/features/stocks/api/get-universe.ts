import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import type { UniverseStock } from '../model/search';

// GET /archive/instruments/universe (archive API): every listed stock, compact, largest first.
// It changes only with the data update, so the call asks the cache to serve it until the
// data-update time changes: search then works offline against the cached list.

const universeSchema = z.object({
  data: z.array(
    z.object({
      exchange: z.enum(['NSE', 'BSE']),
      symbol: z.string(),
      name: z.string(),
      isin: z.string(),
      sector: z.string(),
      industry: z.string(),
      rank: z.number(),
    }),
  ),
});

export const getUniverse = (signal?: AbortSignal): Promise<ApiResult<UniverseStock[]>> =>
  archiveApi
    .read('/instruments/universe', { cacheable: true, schema: universeSchema, signal })
    .then((result) => ({ ...result, data: result.data.data }));

export const universeQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'instruments', 'universe'],
    queryFn: ({ signal }) => getUniverse(signal),
    // The worker's cache decides freshness (the data-update time); refetching sooner gains nothing.
    staleTime: 30 * 60_000,
    gcTime: Infinity,
  });

export const useUniverse = (enabled: boolean) => useQuery({ ...universeQueryOptions(), enabled });
