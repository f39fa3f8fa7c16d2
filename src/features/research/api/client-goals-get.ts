import { useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { clientGoalsSchema } from '../model/client-goals-contract';

// GET /api/advisor/investors/{id}/goals: one client's goals, for choosing which of them a model
// portfolio is for when it is sent (source.goalIds). Cached like every gateway read, so the
// choice opens offline with what was last seen.

export const clientGoalsKey = (investorId: string) =>
  ['gateway', 'advisor', 'investors', investorId, 'goals'] as const;

export function useClientGoals(investorId: string, enabled = true) {
  return useQuery({
    queryKey: clientGoalsKey(investorId),
    queryFn: ({ signal }) =>
      gatewayApi.read(`/advisor/investors/${encodeURIComponent(investorId)}/goals`, {
        schema: clientGoalsSchema,
        signal,
      }),
    enabled,
    select: (answer) => answer.data.goals,
  });
}
