import type { BasketCreate } from '../model/contract';
import { BASKET_CREATE_KIND } from '../model/waiting-baskets';
import { BASKETS_PATH, useBasketWrite, type BasketWrite } from './basket-write';

// POST /api/investor/baskets with an id made on this device, so that a basket built offline is
// kept in the outbox and sent when the signal returns (a `silent` write: a basket is not money
// yet), and a replay names the same basket instead of making a second one. Until the server has
// it, the baskets screen lists it as waiting (hooks/use-baskets-view.ts).

export type BasketCreateInput = BasketCreate & { id: string };

export { BASKET_CREATE_KIND };

export const basketCreateWrite = (body: BasketCreateInput): BasketWrite => ({
  request: {
    kind: BASKET_CREATE_KIND,
    label: `New basket ${body.name}`,
    replay: 'silent',
    method: 'POST',
    path: BASKETS_PATH,
    body,
  },
});

export const useCreateBasket = () => useBasketWrite(basketCreateWrite);
