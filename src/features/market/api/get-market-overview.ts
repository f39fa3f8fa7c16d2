import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { marketOverviewSchema, type MarketOverview } from '../model/overview';

// GET /archive/market/overview (archive API). Archive data change only with the data update, so
// the call asks the cache to serve it until the data-update time changes (cache policy).

const MOVERS = 5;

export const getMarketOverview = (signal?: AbortSignal): Promise<ApiResult<MarketOverview>> =>
  archiveApi.read('/market/overview', {
    query: { limit: String(MOVERS) },
    cacheable: true,
    schema: marketOverviewSchema,
    signal,
  });

export const marketOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'market', 'overview', MOVERS],
    queryFn: ({ signal }) => getMarketOverview(signal),
  });

export const useMarketOverview = () => useQuery(marketOverviewQueryOptions());
