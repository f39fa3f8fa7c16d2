import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useBaskets } from '../api/baskets-get';
import { basketPath } from '../api/basket-write';
import { withPendingEdits } from '../model/pending-edits';
import { waitingBaskets } from '../model/waiting-baskets';

// The investor's baskets as this device should list them: the server's (or the saved answer
// offline) with the edits still in the outbox laid over them (a rename shows, a deletion hides
// the basket: model/pending-edits.ts), and the ones built here that wait to be sent
// (model/waiting-baskets.ts).

export function useBasketsView() {
  const query = useBaskets();
  const items = useOutboxItems();
  const saved = query.data?.data.baskets;
  const baskets = useMemo(
    () =>
      (saved ?? []).flatMap((basket) => {
        const view = withPendingEdits(basket, items, basketPath(basket.basketId));
        return view.deleted ? [] : [view.basket];
      }),
    [saved, items],
  );
  const waiting = useMemo(() => waitingBaskets(items, saved ?? []), [items, saved]);
  return { query, baskets, waiting };
}
