import type { Basket } from '../model/contract';
import { BASKET_EDIT_KINDS } from '../model/pending-edits';
import { basketPath, useBasketWrite, type BasketWrite } from './basket-write';

// DELETE /api/investor/baskets/{basketId}: the basket, its SIP and its targets. The shares it
// bought stay in the investor's holdings (they are theirs); only the grouping goes. A silent
// write, shown at once: the basket leaves the list before the server answers.

export const deleteWrite = (basket: Pick<Basket, 'basketId' | 'name'>): BasketWrite => ({
  request: {
    kind: BASKET_EDIT_KINDS.delete,
    label: `Delete the basket ${basket.name}`,
    replay: 'silent',
    method: 'DELETE',
    path: basketPath(basket.basketId),
  },
  optimistic: (baskets) => baskets.filter((candidate) => candidate.basketId !== basket.basketId),
});

export const useDeleteBasket = () => useBasketWrite(deleteWrite);
