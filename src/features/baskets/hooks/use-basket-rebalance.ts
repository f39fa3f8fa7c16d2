import { useState } from 'react';
import { useOffline } from '@/ui/use-offline';
import type { MoneyOutcome } from '../api/basket-invest';
import { useRebalanceBasket } from '../api/basket-rebalance';
import { useRebalancePreview } from '../api/rebalance-get';
import type { Basket } from '../model/contract';
import { isNoPaperAccount, moneyErrorOf, type MoneyError } from './money-error';

/**
 * The rebalance step: the preview is asked for only when the investor wants it (always offered
 * when the basket needs it), shown in full with each sell's gain and tax, and only then
 * confirmed (online) with the preview's market day; a "prices moved" refusal reloads it.
 */
export function useBasketRebalance(basket: Basket) {
  const offline = useOffline();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<MoneyOutcome | null>(null);
  const [error, setError] = useState<MoneyError | null>(null);
  const preview = useRebalancePreview(basket.basketId, open);
  const rebalance = useRebalanceBasket();
  const previewData = open ? preview.data?.data : undefined;

  return {
    open,
    preview,
    previewData,
    outcome,
    error,
    noAccount: error?.kind === 'no-account' || isNoPaperAccount(preview.error),
    offline,
    pending: rebalance.pending,
    show: () => {
      setOpen(true);
      setOutcome(null);
      setError(null);
      if (open) void preview.refetch();
    },
    close: () => {
      setOpen(false);
      setError(null);
    },
    confirm: () => {
      if (!previewData || offline) return;
      rebalance.send(
        { basket, asOf: previewData.asOf },
        {
          onOutcome: (next) => {
            setOutcome(next);
            setOpen(false);
          },
          onError: (failure) => {
            const read = moneyErrorOf(failure, 'rebalance');
            setError(read);
            if (read.kind === 'prices-moved') void preview.refetch();
          },
        },
      );
    },
    done: () => setOutcome(null),
  };
}

export type BasketRebalance = ReturnType<typeof useBasketRebalance>;
