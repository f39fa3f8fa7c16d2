import { formatRupees } from '@/ui/format-money';
import type { Basket, SipRequest } from '../model/contract';
import { BASKET_EDIT_KINDS, withSip } from '../model/pending-edits';
import { basketPath, useBasketWrite, type BasketWrite } from './basket-write';

// PUT /api/investor/baskets/{basketId}/sip: the monthly SIP (amount, day 1 to 28) or its pause
// (`active: false`). A silent write: typed offline, it waits in the outbox and is sent when the
// network is back; the summary shows it at once (model/pending-edits.ts). It states the whole
// SIP, so only the latest unsent one matters (coalesced). The instalments themselves are bought
// by the server's job on the due trading day.

export interface SipInput {
  basket: Pick<Basket, 'basketId' | 'name'>;
  sip: SipRequest;
}

export const sipWrite = ({ basket, sip }: SipInput): BasketWrite => ({
  request: {
    kind: BASKET_EDIT_KINDS.sip,
    label: sip.active
      ? `SIP of ${formatRupees(sip.amount)} on day ${sip.day} for ${basket.name}`
      : `Pause the SIP of ${basket.name}`,
    replay: 'silent',
    method: 'PUT',
    path: `${basketPath(basket.basketId)}/sip`,
    body: sip,
    coalesce: true,
  },
  optimistic: (baskets) =>
    baskets.map((candidate) =>
      candidate.basketId === basket.basketId ? withSip(candidate, sip) : candidate,
    ),
});

export const useSetBasketSip = () => useBasketWrite(sipWrite);
