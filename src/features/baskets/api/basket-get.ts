import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { basketSchema, type Basket, type Baskets } from '../model/contract';
import { BASKETS_KEY } from './baskets-get';
import { basketPath } from './basket-write';

// GET /api/investor/baskets/{basketId}: one basket with its stocks' weights and drift, its SIP
// and its recent investments (404 for another investor's basket). Network first, the saved
// answer offline (with "as of"); the key starts with BASKETS_KEY, so every basket write
// refreshes it too. While it loads, the basket from the saved list is shown (same shape).

export const basketQueryOptions = (basketId: string) =>
  queryOptions({
    queryKey: [...BASKETS_KEY, basketId],
    queryFn: ({ signal }) =>
      gatewayApi.read(basketPath(basketId), { schema: basketSchema, signal }),
  });

/** The basket of the saved list as a placeholder, so the summary opens at once from the home. */
export function basketFromList(
  list: ApiResult<Baskets> | undefined,
  basketId: string,
): ApiResult<Basket> | undefined {
  const basket = list?.data.baskets.find((candidate) => candidate.basketId === basketId);
  return list && basket ? { data: basket, cache: list.cache, cachedAt: list.cachedAt } : undefined;
}

export function useBasket(basketId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...basketQueryOptions(basketId),
    placeholderData: () =>
      basketFromList(queryClient.getQueryData<ApiResult<Baskets>>(BASKETS_KEY), basketId),
  });
}
