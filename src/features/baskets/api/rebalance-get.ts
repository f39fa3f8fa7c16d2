import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { BASKETS_KEY } from './baskets-get';
import { basketPath } from './basket-write';
import { rebalancePreviewSchema } from '../model/contract';

// GET /api/investor/baskets/{basketId}/rebalance: the sells and buys that bring the basket back
// within its tolerance at the day's prices, each sell's realised gain and tax (FIFO over the
// account's ledger), and the totals; shown in full before the investor may confirm.

export const rebalancePreviewQueryOptions = (basketId: string) =>
  queryOptions({
    queryKey: [...BASKETS_KEY, basketId, 'rebalance'],
    queryFn: ({ signal }) =>
      gatewayApi.read(`${basketPath(basketId)}/rebalance`, {
        schema: rebalancePreviewSchema,
        signal,
      }),
    gcTime: 5 * 60_000,
  });

/** Asked for only once the investor wants to see the rebalance (`enabled`). */
export const useRebalancePreview = (basketId: string, enabled: boolean) =>
  useQuery({ ...rebalancePreviewQueryOptions(basketId), enabled });
