import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '@/outbox';
import type { OrderChange } from '../model/contract';
import { ORDER_KIND, orderOutcome, refreshAfterOrder, type OrderOutcome } from './order-place';

// PATCH /api/investor/orders/{orderId} with only the fields that changed. The order is checked
// again as new (it may fill, rest or be rejected); offline it waits for the user's confirmation
// like a new order.

export const orderPath = (orderId: string) => `/investor/orders/${encodeURIComponent(orderId)}`;

export interface ModifyOrderInput {
  orderId: string;
  change: OrderChange;
  label: string;
}

export async function modifyOrder({
  orderId,
  change,
  label,
}: ModifyOrderInput): Promise<OrderOutcome> {
  const result = await outbox.submit({
    kind: ORDER_KIND,
    label,
    replay: 'confirm',
    method: 'PATCH',
    path: orderPath(orderId),
    body: change,
  });
  return orderOutcome(result);
}

export function useModifyOrder() {
  const queryClient = useQueryClient();
  return useMutation<OrderOutcome, Error, ModifyOrderInput>({
    // The outbox decides what happens offline (\"not sent\", confirm later): never paused.
    networkMode: 'always',
    mutationFn: modifyOrder,
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') refreshAfterOrder(queryClient);
    },
  });
}
