import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '@/outbox';
import { BROKER_NAMES, type BrokerLink, type BrokerReturn } from '../model/broker-link';
import { brokerLinkQueryOptions } from './broker-get-link';
import { settle } from './broker-submit';

// POST /api/investor/broker/callback: what the broker's redirect brought back. The state is
// good once, so a write the server did not answer is not kept for later.

export async function completeBrokerLink(back: BrokerReturn): Promise<BrokerLink> {
  const result = await outbox.submit<BrokerLink>({
    kind: 'broker-callback',
    label: `Finish linking ${BROKER_NAMES[back.broker]}`,
    replay: 'silent',
    method: 'POST',
    path: '/investor/broker/callback',
    body: back,
  });
  const settled = await settle(result, false);
  if (settled.state !== 'sent') throw new Error('Not sent');
  return settled.data;
}

export function useCompleteBrokerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBrokerLink,
    onSettled: () => void queryClient.invalidateQueries(brokerLinkQueryOptions()),
  });
}
