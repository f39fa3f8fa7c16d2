import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { marketInternalsSchema, type MarketInternals } from '../model/internals';

// GET /archive/market/internals (archive API): advances/declines history, most active by value
// and the stress gauge. Changes only with the data-update time: served from the cache until then.

export const getMarketInternals = (signal?: AbortSignal): Promise<ApiResult<MarketInternals>> =>
  archiveApi.read('/market/internals', { cacheable: true, schema: marketInternalsSchema, signal });

export const marketInternalsQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'market', 'internals'],
    queryFn: ({ signal }) => getMarketInternals(signal),
  });

export const useMarketInternals = () => useQuery(marketInternalsQueryOptions());
