import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import { orderSchema, type Order, type OrderRequest } from '../model/contract';
import { fundsQueryOptions } from './funds-get';
import { holdingsQueryOptions } from './holdings-get';
import { ORDERS_KEY } from './orders-list';

// POST /api/investor/orders through the outbox with `replay: 'confirm'` (issue 11): offline, the
// order waits on this device as "not sent" and goes only when the user confirms it again online,
// never silently replayed, since prices move. The outbox adds the Idempotency-Key. A refusal
// (400 with fields, 409 no paper account, 422 live broker) throws its ApiError; an order the
// account cannot afford is answered 201 with status REJECTED and the reason.

export const ORDER_KIND = 'order';

/** The order as the server answered it, or kept on this device until the user confirms again. */
export type OrderOutcome =
  { state: 'sent'; order: Order } | { state: 'needs-confirm'; id: string; reason: string | null };

/** An outbox answer as an outcome, the server's order parsed with the contract's schema. */
export function orderOutcome(result: SubmitResult): OrderOutcome {
  if (result.state === 'sent') return { state: 'sent', order: orderSchema.parse(result.data) };
  const item = outbox.items().find((candidate) => candidate.id === result.id);
  return { state: 'needs-confirm', id: result.id, reason: item?.lastError ?? null };
}

/** Holdings, funds and every order list change when an order lands. */
export function refreshAfterOrder(queryClient: QueryClient): void {
  void queryClient.invalidateQueries(holdingsQueryOptions());
  // Funds, and under them the cash ledger.
  void queryClient.invalidateQueries(fundsQueryOptions());
  void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  for (const part of ['portfolio', 'trades', 'tax']) {
    void queryClient.invalidateQueries({ queryKey: ['gateway', 'investor', part] });
  }
}

export interface PlaceOrderInput {
  request: OrderRequest;
  /** What the outbox queue shows: "Buy 2 INFY at market". */
  label: string;
}

export async function placeOrder({ request, label }: PlaceOrderInput): Promise<OrderOutcome> {
  const result = await outbox.submit({
    kind: ORDER_KIND,
    label,
    replay: 'confirm',
    method: 'POST',
    path: '/investor/orders',
    body: request,
  });
  return orderOutcome(result);
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation<OrderOutcome, Error, PlaceOrderInput>({
    // The outbox decides what happens offline (\"not sent\", confirm later): never paused.
    networkMode: 'always',
    mutationFn: placeOrder,
    onSuccess: (outcome) => {
      if (outcome.state === 'sent') refreshAfterOrder(queryClient);
    },
  });
}
