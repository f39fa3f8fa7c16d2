import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { BASKETS_KEY } from './baskets-get';
import { basketPath } from './basket-write';
import { investPreviewSchema } from '../model/contract';

// GET /api/investor/baskets/{basketId}/invest-preview?amount=: the orders an investment of
// `amount` paise would place at the day's prices, whole shares in the basket's weights, with
// each order's charges, the total and the cash available. Asked for only when the investor
// asks (one amount at a time); its `asOf` goes with the confirmation, so the server refuses
// (409 prices_moved) an investment confirmed on an older day's preview.

export const investPreviewQueryOptions = (basketId: string, amount: number) =>
  queryOptions({
    queryKey: [...BASKETS_KEY, basketId, 'invest-preview', amount],
    queryFn: ({ signal }) =>
      gatewayApi.read(`${basketPath(basketId)}/invest-preview`, {
        query: { amount: String(amount) },
        schema: investPreviewSchema,
        signal,
      }),
    // A preview is for deciding now: never kept long.
    gcTime: 5 * 60_000,
  });

/** The preview for `amount`; nothing is asked while `amount` is null. */
export function useInvestPreview(basketId: string, amount: number | null) {
  return useQuery({
    ...investPreviewQueryOptions(basketId, amount ?? 0),
    enabled: amount !== null,
  });
}
