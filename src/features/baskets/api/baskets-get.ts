import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { basketsSchema } from '../model/contract';

// GET /api/investor/baskets: the investor's baskets with their value, drift and investments,
// and the investor's risk category for the fit of each. A gateway GET goes to the network first
// and falls back to the response cache offline, so screens show the saved baskets with "as of"
// (ARCHITECTURE.md, cache policy). Every basket query's key starts with BASKETS_KEY, so one
// invalidation after a write refreshes them all (api/basket-write.ts).

export const BASKETS_PATH = '/investor/baskets';
export const BASKETS_KEY = ['gateway', 'investor', 'baskets'] as const;

export const basketsQueryOptions = () =>
  queryOptions({
    queryKey: BASKETS_KEY,
    queryFn: ({ signal }) => gatewayApi.read(BASKETS_PATH, { schema: basketsSchema, signal }),
  });

export const useBaskets = () => useQuery(basketsQueryOptions());
