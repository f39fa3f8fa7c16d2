import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '@/outbox';
import { BROKER_NAMES, type BrokerId } from '../model/broker-link';
import { brokerLinkQueryOptions } from './broker-get-link';
import { settle } from './broker-submit';

// DELETE /api/investor/broker through the outbox (silent: asking twice unlinks once).

export async function unlinkBroker(broker: BrokerId) {
  const result = await outbox.submit<{ link: null }>({
    kind: 'broker-unlink',
    label: `Unlink ${BROKER_NAMES[broker]}`,
    replay: 'silent',
    method: 'DELETE',
    path: '/investor/broker',
  });
  return settle(result, true);
}

export function useUnlinkBroker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkBroker,
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') void queryClient.invalidateQueries(brokerLinkQueryOptions());
    },
  });
}
