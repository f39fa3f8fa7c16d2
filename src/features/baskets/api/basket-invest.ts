import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult } from '@/outbox';
import { formatRupees } from '@/ui/format-money';
import { investmentSchema, type Basket, type Investment } from '../model/contract';
import { basketPath, useBasketWrite, type BasketWrite } from './basket-write';

// POST /api/investor/baskets/{basketId}/invest through the outbox with `replay: 'confirm'`, as
// orders are (issue 13, Deliver 9: investing waits for a fresh confirmation online): offline it
// is kept on this device as "not sent" and goes only when the investor confirms it again, never
// replayed on its own, since prices move. The outbox adds the Idempotency-Key. `{ amount, asOf }`
// buys the basket in its weights at the previewed day's prices; `{ retryOf }` places again only
// the orders of that group that did not go through. A refusal (409 prices_moved, 409
// no_paper_account, 400) throws its ApiError; orders the broker refused come back in the
// answer with their reason.

export const INVEST_KIND = 'basket-invest';

/** The group as the server answered, or kept on this device until the investor confirms again. */
export type MoneyOutcome =
  | { state: 'sent'; investment: Investment }
  | { state: 'needs-confirm'; id: string; reason: string | null };

export function moneyOutcome(result: SubmitResult): MoneyOutcome {
  if (result.state === 'sent') {
    return { state: 'sent', investment: investmentSchema.parse(result.data) };
  }
  const item = outbox.items().find((candidate) => candidate.id === result.id);
  return { state: 'needs-confirm', id: result.id, reason: item?.lastError ?? null };
}

/** Orders change holdings, funds, orders, goals and baskets: everything of the investor. */
export function refreshAfterMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['gateway', 'investor'] });
}

type Named = Pick<Basket, 'basketId' | 'name'>;

export type InvestInput =
  { basket: Named; amount: number; asOf: string } | { basket: Named; retryOf: string };

export const investWrite = (input: InvestInput): BasketWrite => ({
  request: {
    kind: INVEST_KIND,
    label:
      'retryOf' in input
        ? `Retry the orders of ${input.basket.name} that did not go through`
        : `Invest ${formatRupees(input.amount)} in ${input.basket.name}`,
    replay: 'confirm',
    method: 'POST',
    path: `${basketPath(input.basket.basketId)}/invest`,
    body:
      'retryOf' in input ? { retryOf: input.retryOf } : { amount: input.amount, asOf: input.asOf },
  },
});

export interface MoneyHandlers {
  onOutcome: (outcome: MoneyOutcome) => void;
  onError: (error: Error) => void;
}

/** A `confirm` write of money (invest, rebalance) with its outcome parsed. */
export function useMoneyWrite<I>(toWrite: (input: I) => BasketWrite) {
  const queryClient = useQueryClient();
  const write = useBasketWrite<I>(toWrite);
  return {
    pending: write.isPending,
    send: (input: I, { onOutcome, onError }: MoneyHandlers) =>
      write.mutate(input, {
        onSuccess: (result) => {
          let outcome: MoneyOutcome;
          try {
            outcome = moneyOutcome(result);
          } catch (error) {
            onError(error instanceof Error ? error : new Error(String(error)));
            return;
          }
          if (outcome.state === 'sent') refreshAfterMoney(queryClient);
          onOutcome(outcome);
        },
        onError,
      }),
  };
}

export const useInvestInBasket = () => useMoneyWrite(investWrite);
