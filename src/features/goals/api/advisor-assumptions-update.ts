import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SubmitResult, type WriteRequest } from '@/outbox';
import type { GoalAssumptionsUpdate } from '../model/contract';
import {
  ADVISOR_ASSUMPTIONS_PATH,
  advisorAssumptionsQueryOptions,
} from './advisor-assumptions-get';

// PUT /api/advisor/goal-assumptions through the outbox, replayed silently: the whole table, so a
// replay leaves the same, and an unsent older save is replaced by the newer one (coalesce).

export const assumptionsUpdateWrite = (body: GoalAssumptionsUpdate): WriteRequest => ({
  kind: 'goal-assumptions-update',
  label: 'Goal planning assumptions',
  replay: 'silent',
  method: 'PUT',
  path: ADVISOR_ASSUMPTIONS_PATH,
  body,
  coalesce: true,
});

export function useUpdateAdvisorAssumptions() {
  const queryClient = useQueryClient();
  return useMutation<SubmitResult, Error, GoalAssumptionsUpdate>({
    networkMode: 'always',
    mutationFn: (body) => outbox.submit(assumptionsUpdateWrite(body)),
    onSettled: (result, error) => {
      if (error || result?.state === 'sent') {
        void queryClient.invalidateQueries(advisorAssumptionsQueryOptions());
      }
    },
  });
}
