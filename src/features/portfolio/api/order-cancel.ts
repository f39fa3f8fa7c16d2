import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox } from '@/outbox';
import { orderPath } from './order-modify';
import { ORDER_KIND, orderOutcome, refreshAfterOrder, type OrderOutcome } from './order-place';

// DELETE /api/investor/orders/{orderId}: cancels an open order and frees the cash or shares it
// held. An order action like the others: offline it waits for the user to confirm it again
// (the order may fill meanwhile). 409: it is no longer open.

export interface CancelOrderInput {
  orderId: string;
  label: string;
}

export async function cancelOrder({ orderId, label }: CancelOrderInput): Promise<OrderOutcome> {
  const result = await outbox.submit({
    kind: ORDER_KIND,
    label,
    replay: 'confirm',
    method: 'DELETE',
    path: orderPath(orderId),
  });
  return orderOutcome(result);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation<OrderOutcome, Error, CancelOrderInput>({
    // The outbox decides what happens offline (\"not sent\", confirm later): never paused.
    networkMode: 'always',
    mutationFn: cancelOrder,
    // A refusal (409: it filled or was cancelled meanwhile) also means the list is out of date.
    onSettled: () => refreshAfterOrder(queryClient),
  });
}
