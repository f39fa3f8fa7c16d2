import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { outbox, type SubmitResult } from '@/outbox';

// POST /api/investor/baskets/{basketId}/invest with `{ amount, goalId, asOf }` (a top-up of the
// goal's basket in its weights), or `{ retryOf }` (the orders of that top-up that did not go
// through, and nothing that did). Money moves, so it goes through the outbox with
// `replay: 'confirm'`: its Idempotency-Key is made when the investor confirms, and without an
// answer it waits as "not sent" until they confirm again online, never replayed silently.

const legSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  side: z.enum(['BUY', 'SELL']),
  quantity: z.int(),
  price: z.int(),
  value: z.int(),
  charges: z.int(),
  status: z.enum(['COMPLETE', 'REJECTED', 'FAILED']),
  message: z.nullable(z.string()),
});
const investmentSchema = z.object({
  investmentId: z.string(),
  amount: z.int(),
  marketDate: z.string(),
  status: z.enum(['complete', 'partial', 'failed']),
  spent: z.int(),
  orders: z.array(legSchema),
});
export type TopUp = z.infer<typeof investmentSchema>;
export type TopUpLeg = z.infer<typeof legSchema>;

export type TopUpRequest =
  | { basketId: string; amount: number; goalId: string; asOf: string }
  | { basketId: string; retryOf: string };

export type TopUpOutcome =
  | { state: 'sent'; investment: TopUp }
  | { state: 'needs-confirm'; id: string; reason: string | null };

export const TOP_UP_KIND = 'goal-top-up';

export function topUpOutcome(result: SubmitResult): TopUpOutcome {
  if (result.state === 'sent') {
    return { state: 'sent', investment: investmentSchema.parse(result.data) };
  }
  const item = outbox.items().find((candidate) => candidate.id === result.id);
  return { state: 'needs-confirm', id: result.id, reason: item?.lastError ?? null };
}

export async function investInBasket(request: TopUpRequest): Promise<TopUpOutcome> {
  const { basketId, ...body } = request;
  const result = await outbox.submit({
    kind: TOP_UP_KIND,
    label: 'retryOf' in body ? 'Retry the basket orders that failed' : 'Top up a goal’s basket',
    replay: 'confirm',
    method: 'POST',
    path: `/investor/baskets/${basketId}/invest`,
    body,
  });
  return topUpOutcome(result);
}

export function useInvestInBasket() {
  const queryClient = useQueryClient();
  return useMutation<TopUpOutcome, Error, TopUpRequest>({
    // The outbox decides what happens without a connection ("not sent"): never paused.
    networkMode: 'always',
    mutationFn: investInBasket,
    onSuccess: (outcome) => {
      // The goal, its basket, holdings, funds and orders all change with a purchase.
      if (outcome.state === 'sent') {
        void queryClient.invalidateQueries({ queryKey: ['gateway', 'investor'] });
      }
    },
  });
}
