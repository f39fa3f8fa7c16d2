import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@/api/http-client';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import { goalSchema, type Goal, type Goals } from '../model/contract';
import { GOALS_KEY } from './goals-get';

// Every goal write goes through the outbox as a `silent` write (ARCHITECTURE.md, "The write
// path"): kept on the device and retried until the server answers, under its Idempotency-Key, so
// a goal typed offline is not lost. While it waits, the screens lay it over the saved goals
// (model/pending-goals.ts). A goal the server answers replaces its row at once; a refusal throws
// the ApiError for the form to show at its fields.

export function useGoalWrite<I>(
  toRequest: (input: I) => WriteRequest,
  /** Applied to the goals on screen before sending (a deletion). */
  optimistic?: (goals: readonly Goal[], input: I) => Goal[],
) {
  const queryClient = useQueryClient();
  const setGoals = (change: (goals: readonly Goal[]) => Goal[]) =>
    queryClient.setQueryData<ApiResult<Goals>>(GOALS_KEY, (old) =>
      old ? { ...old, data: { ...old.data, goals: change(old.data.goals) } } : old,
    );
  return useMutation<SubmitResult, Error, I>({
    networkMode: 'always',
    mutationFn: (input) => outbox.submit(toRequest(input)),
    onMutate: async (input) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: GOALS_KEY });
      setGoals((goals) => optimistic(goals, input));
    },
    onSuccess: (result) => {
      if (result.state !== 'sent') return;
      const answer = goalSchema.safeParse(result.data);
      if (!answer.success) return;
      const goal = answer.data;
      setGoals((goals) =>
        goals.some((listed) => listed.goalId === goal.goalId)
          ? goals.map((listed) => (listed.goalId === goal.goalId ? goal : listed))
          : [...goals, goal],
      );
    },
    onSettled: (result, error) => {
      // Sent or refused: the server's goals are the truth. Queued: the write shows as waiting.
      if (error || result?.state === 'sent')
        void queryClient.invalidateQueries({ queryKey: GOALS_KEY });
    },
  });
}
