import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiResult } from '@/api/http-client';
import { useOutboxItems } from '@/outbox';
import { basketFromList, useBasket } from '../api/basket-get';
import { BASKETS_KEY } from '../api/baskets-get';
import { INVEST_KIND } from '../api/basket-invest';
import { REBALANCE_KIND } from '../api/basket-rebalance';
import { basketPath } from '../api/basket-write';
import type { Baskets } from '../model/contract';
import { withPendingEdits } from '../model/pending-edits';

/**
 * One basket as this device should show it: the server's (or, offline, the saved answer) with
 * the edits still waiting in the outbox laid over it, and the money writes (invest, rebalance)
 * kept as "not sent" until the investor confirms them again.
 */
export function useBasketView(basketId: string) {
  const query = useBasket(basketId);
  const queryClient = useQueryClient();
  const writes = useOutboxItems();
  const path = basketPath(basketId);
  // Without its own answer (never opened before, and no network), the saved list's copy.
  const source =
    query.data ??
    (query.isError
      ? basketFromList(queryClient.getQueryData<ApiResult<Baskets>>(BASKETS_KEY), basketId)
      : undefined);
  const view = useMemo(
    () => (source ? { ...withPendingEdits(source.data, writes, path), source } : undefined),
    [source, writes, path],
  );
  const waiting = useMemo(
    () =>
      writes.filter(
        (item) =>
          (item.kind === INVEST_KIND || item.kind === REBALANCE_KIND) &&
          item.state === 'needs-confirm' &&
          item.path.startsWith(`${path}/`),
      ),
    [writes, path],
  );
  return { query, view, waiting };
}
