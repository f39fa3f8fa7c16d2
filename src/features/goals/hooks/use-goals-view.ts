import { useMemo } from 'react';
import { useOutboxItems } from '@/outbox';
import { useGoals } from '../api/goals-get';
import type { Goal } from '../model/contract';
import { pendingGoals, type PendingGoals } from '../model/pending-goals';

// The goals as this device should show them: the server's (or, offline, the saved answer) with
// the goal writes still waiting in the outbox laid over them, so a reload offline shows what the
// investor did.

export interface GoalsView {
  query: ReturnType<typeof useGoals>;
  /** The server's goals, less those deleted here, with edits waiting here applied. */
  goals: Goal[] | undefined;
  pending: PendingGoals;
  /** Goal writes waiting to be sent. */
  unsent: number;
}

export function useGoalsView(): GoalsView {
  const query = useGoals();
  const waiting = useOutboxItems();
  const pending = useMemo(() => pendingGoals(waiting), [waiting]);
  const goals = useMemo(() => {
    if (!query.data) return undefined;
    return query.data.data.goals
      .filter((goal) => !pending.deleted.has(goal.goalId))
      .map((goal) => {
        const edit = pending.updated.get(goal.goalId);
        if (!edit) return goal;
        const sameBasket = edit.basketId === goal.basketId;
        return { ...goal, ...edit, basketName: sameBasket ? goal.basketName : null };
      });
  }, [query.data, pending]);
  const unsent = waiting.filter(
    (item) => item.state === 'pending' && item.kind.startsWith('goal-'),
  ).length;
  return { query, goals, pending, unsent };
}
