import {
  basketUpdateSchema,
  sipSchema,
  type Basket,
  type BasketUpdate,
  type SipRequest,
} from './contract';

// Basket edits typed offline wait in the outbox (silent writes) until the server takes them.
// The summary lays them over the saved basket so the investor sees what they did, also after a
// reload offline: a new SIP or its pause, a new name, a deletion. Each edit states its result,
// so laying one over a basket that already has it changes nothing.

export const BASKET_EDIT_KINDS = {
  sip: 'basket-sip',
  update: 'basket-update',
  delete: 'basket-delete',
} as const;

/** What the overlay needs of an outbox item. */
export interface WaitingWrite {
  kind: string;
  method: string;
  path: string;
  body?: unknown;
  state: 'pending' | 'needs-confirm' | 'failed';
}

/** The basket with a new SIP; the next date stays only when the day and state did not change. */
export function withSip(basket: Basket, sip: SipRequest): Basket {
  const same = basket.sip?.day === sip.day && basket.sip.active === sip.active;
  return {
    ...basket,
    sip: { ...sip, nextDate: same && sip.active ? (basket.sip?.nextDate ?? null) : null },
  };
}

/** The basket with a new name (a rename states the whole basket; only the name is shown). */
export const withUpdate = (basket: Basket, update: BasketUpdate): Basket => ({
  ...basket,
  name: update.name,
});

export interface BasketView {
  basket: Basket;
  /** Deleted on this device, waiting to be sent. */
  deleted: boolean;
  /** Edits of this basket still waiting to be sent. */
  unsent: number;
}

/** `path` is the basket's own path (`/investor/baskets/<id>`), which its edits are sent to. */
export function withPendingEdits(
  saved: Basket,
  writes: readonly WaitingWrite[],
  path: string,
): BasketView {
  let basket = saved;
  let deleted = false;
  let unsent = 0;
  for (const write of writes) {
    if (write.state !== 'pending') continue;
    if (write.kind === BASKET_EDIT_KINDS.sip && write.path === `${path}/sip`) {
      const sip = sipSchema.safeParse(write.body);
      if (!sip.success) continue;
      basket = withSip(basket, sip.data);
    } else if (write.kind === BASKET_EDIT_KINDS.update && write.path === path) {
      const update = basketUpdateSchema.safeParse(write.body);
      if (!update.success) continue;
      basket = withUpdate(basket, update.data);
    } else if (write.kind === BASKET_EDIT_KINDS.delete && write.path === path) {
      deleted = true;
    } else {
      continue;
    }
    unsent += 1;
  }
  return { basket, deleted, unsent };
}
