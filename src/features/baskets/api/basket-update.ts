import type { Basket, BasketUpdate } from '../model/contract';
import { BASKET_EDIT_KINDS, withUpdate } from '../model/pending-edits';
import { basketPath, useBasketWrite, type BasketWrite } from './basket-write';

// PUT /api/investor/baskets/{basketId}: the basket as it should be (name, weighting, stocks,
// tolerance). A silent write, coalesced (only the latest unsent one matters), shown at once.
// The summary uses it to rename: the stocks and weighting are sent as they are, with the
// weights themselves only for custom weighting (the contract's rule).

export interface UpdateInput {
  basket: Basket;
  update: BasketUpdate;
}

/** The update that renames `basket` and changes nothing else. */
export const renameUpdate = (basket: Basket, name: string): BasketUpdate => ({
  name,
  weighting: basket.weighting,
  stocks: basket.stocks.map((stock) =>
    basket.weighting === 'custom'
      ? { symbol: stock.symbol, weightBp: stock.weightBp }
      : { symbol: stock.symbol },
  ),
  toleranceBp: basket.toleranceBp,
});

export const updateWrite = ({ basket, update }: UpdateInput): BasketWrite => ({
  request: {
    kind: BASKET_EDIT_KINDS.update,
    label:
      update.name === basket.name
        ? `Change ${basket.name}`
        : `Rename ${basket.name} to ${update.name}`,
    replay: 'silent',
    method: 'PUT',
    path: basketPath(basket.basketId),
    body: update,
    coalesce: true,
  },
  optimistic: (baskets) =>
    baskets.map((candidate) =>
      candidate.basketId === basket.basketId ? withUpdate(candidate, update) : candidate,
    ),
});

export const useUpdateBasket = () => useBasketWrite(updateWrite);
