import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useSavedStrategies } from '../api/strategies-get';
import { withPendingStrategies, type ListedStrategy } from '../model/pending-strategies';

// The user's saved strategies as this device should show them: the server's (or, offline, the
// saved answer) with the strategy writes still waiting in the outbox laid over them.

export interface SavedStrategiesView {
  query: ReturnType<typeof useSavedStrategies>;
  strategies: ListedStrategy[] | undefined;
  /** Strategy writes waiting to be sent. */
  unsent: number;
}

export function useSavedStrategiesView(): SavedStrategiesView {
  const query = useSavedStrategies();
  const waiting = useOutboxItems();
  const strategies = useMemo(() => {
    if (!query.data) {
      // Offline with nothing saved yet: what was saved on this device still shows.
      return query.isError ? withPendingStrategies([], waiting) : undefined;
    }
    return withPendingStrategies(query.data.data.strategies, waiting);
  }, [query.data, query.isError, waiting]);
  const unsent = waiting.filter(
    (item) => item.state === 'pending' && item.kind.startsWith('strategy-'),
  ).length;
  return { query, strategies, unsent };
}
