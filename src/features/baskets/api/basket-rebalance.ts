import type { Basket } from '../model/contract';
import { useMoneyWrite } from './basket-invest';
import { basketPath, type BasketWrite } from './basket-write';

// POST /api/investor/baskets/{basketId}/rebalance with the market day of the preview the
// investor read (`asOf`): sells first, then buys with the proceeds. A `confirm` write like an
// investment (the outbox adds the Idempotency-Key; offline it waits for the investor to confirm
// again). 409 prices_moved when the day has moved on since the preview: the screen reloads it.

export const REBALANCE_KIND = 'basket-rebalance';

export interface RebalanceInput {
  basket: Pick<Basket, 'basketId' | 'name'>;
  asOf: string;
}

export const rebalanceWrite = ({ basket, asOf }: RebalanceInput): BasketWrite => ({
  request: {
    kind: REBALANCE_KIND,
    label: `Rebalance ${basket.name}`,
    replay: 'confirm',
    method: 'POST',
    path: `${basketPath(basket.basketId)}/rebalance`,
    body: { asOf },
  },
});

export const useRebalanceBasket = () => useMoneyWrite(rebalanceWrite);
