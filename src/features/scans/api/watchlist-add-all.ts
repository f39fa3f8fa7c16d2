import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type WriteRequest } from '@/outbox';
import { planAddAll, type AddPlan } from '../model/watchlist-plan';
import { WATCHLISTS_KEY, WATCHLISTS_PATH, type ListForScan } from './watchlists-for-scan';

// "Add all to watchlist" writes what the watchlists screen writes (POST a new list with its
// stocks, or POST each stock to a list's items), as `silent` outbox writes with the same kinds,
// paths and bodies: the watchlists screen lays them over its lists while they wait, offline
// too (features/watchlists/model/edits.ts reads a kept write by its method, path and body).

export type AddAllTarget = { kind: 'list'; list: ListForScan } | { kind: 'new'; name: string };

export interface AddAllInput {
  target: AddAllTarget;
  symbols: readonly string[];
  maxItems: number;
}

const stock = (symbol: string) => ({ exchange: 'NSE' as const, symbol });

export function addAllWrites({ target, symbols, maxItems }: AddAllInput): {
  plan: AddPlan;
  requests: WriteRequest[];
  listName: string;
} {
  if (target.kind === 'new') {
    const plan = planAddAll(null, symbols, maxItems);
    return {
      plan,
      listName: target.name,
      requests: [
        {
          kind: 'watchlist-create',
          label: `New list ${target.name}`,
          replay: 'silent',
          method: 'POST',
          path: WATCHLISTS_PATH,
          body: { id: crypto.randomUUID(), name: target.name, items: plan.add.map(stock) },
        },
      ],
    };
  }
  const { list } = target;
  const plan = planAddAll(list, symbols, maxItems);
  return {
    plan,
    listName: list.name,
    requests: plan.add.map((symbol) => ({
      kind: 'watchlist-add',
      label: `Add ${symbol} to ${list.name}`,
      replay: 'silent',
      method: 'POST',
      path: `${WATCHLISTS_PATH}/${list.id}/items`,
      body: stock(symbol),
    })),
  };
}

export interface AddAllAnswer {
  plan: AddPlan;
  listName: string;
  /** Some writes wait in the outbox for the network. */
  queued: boolean;
}

export function useAddAllToWatchlist() {
  const queryClient = useQueryClient();
  return useMutation<AddAllAnswer, Error, AddAllInput>({
    networkMode: 'always',
    mutationFn: async (input) => {
      const { plan, requests, listName } = addAllWrites(input);
      let queued = false;
      // One after another: the outbox keeps them in order, as the user made them.
      for (const request of requests) {
        const result = await outbox.submit(request);
        if (result.state !== 'sent') queued = true;
      }
      return { plan, listName, queued };
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: WATCHLISTS_KEY }),
  });
}
