import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '@/outbox';
import {
  BROKER_NAMES,
  isBrokerSignInUrl,
  type BrokerId,
  type BrokerLink,
} from '../model/broker-link';
import { brokerLinkQueryOptions } from './broker-get-link';
import { settle, type Kept } from './broker-submit';

// POST /api/investor/broker/link through the outbox, replayed silently: linking the paper broker
// moves no money. A live broker answers with its sign-in page, which the app then opens.

export type LinkOutcome =
  { state: 'linked'; link: BrokerLink } | { state: 'redirect'; redirectUrl: string } | Kept;

export async function linkBroker(broker: BrokerId): Promise<LinkOutcome> {
  const result = await outbox.submit<BrokerLink | { redirectUrl: string }>({
    kind: 'broker-link',
    label: `Link ${BROKER_NAMES[broker]}`,
    replay: 'silent',
    method: 'POST',
    path: '/investor/broker/link',
    body: { broker },
  });
  // A sign-in page is only worth opening now: offline, the live link is not kept.
  const settled = await settle(result, broker === 'paper');
  if (settled.state === 'kept') return settled;
  const data = settled.data;
  if ('redirectUrl' in data) {
    if (!isBrokerSignInUrl(data.redirectUrl))
      throw new Error('The broker’s sign-in page is not one the app knows');
    return { state: 'redirect', redirectUrl: data.redirectUrl };
  }
  return { state: 'linked', link: data };
}

export function useLinkBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkBroker,
    onSuccess: (outcome) => {
      if (outcome.state === 'linked') {
        queryClient.setQueryData(brokerLinkQueryOptions().queryKey, (old) =>
          old ? { ...old, data: { link: outcome.link } } : old,
        );
        void queryClient.invalidateQueries(brokerLinkQueryOptions());
      }
    },
  });
}
