import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { Basket, Baskets } from '../model/contract';
import { BASKETS_KEY } from './baskets-get';

// Every basket write goes through the outbox (ARCHITECTURE.md, "The write path"): an edit
// (create, rename, SIP) is a `silent` write retried until the server answers, so what the
// investor did offline is kept; money (invest, rebalance) is a `confirm` write that waits for a
// fresh confirmation online. Where it makes sense the change shows at once (`optimistic`, laid
// over the saved baskets); sent or refused, every basket query is fetched again, as the server's
// answer is the truth.

export { BASKETS_PATH } from './baskets-get';
export const basketPath = (basketId: string) => `/investor/baskets/${basketId}`;

export interface BasketWrite {
  request: WriteRequest;
  /** The baskets as they should look before the server answers; omit to wait for the answer. */
  optimistic?: (baskets: readonly Basket[]) => Basket[];
}

export function useBasketWrite<I, T = unknown>(toWrite: (input: I) => BasketWrite) {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult<T>, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit<T>(toWrite(input).request),
    onMutate: async (input) => {
      const { optimistic } = toWrite(input);
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: BASKETS_KEY, exact: true });
      queryClient.setQueryData<ApiResult<Baskets>>(BASKETS_KEY, (old) =>
        old ? { ...old, data: { ...old.data, baskets: optimistic(old.data.baskets) } } : old,
      );
    },
    onSettled: (result, error) => {
      // Queued: the optimistic change stays on screen until the outbox sends it.
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: BASKETS_KEY });
      }
    },
  });
}
