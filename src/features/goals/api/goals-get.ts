import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { goalsSchema } from '../model/contract';
import { GOALS_PATH } from '../model/pending-goals';

// GET /api/investor/goals: every goal with its plan and progress, and the assumptions table. A
// gateway GET is network first with the saved answer offline (shown with "as of"); goal writes
// still in the outbox are laid over it (hooks/use-goals-view.ts).

export const GOALS_KEY = ['gateway', 'investor', 'goals'] as const;

export const goalsQueryOptions = () =>
  queryOptions({
    queryKey: GOALS_KEY,
    queryFn: ({ signal }) => gatewayApi.read(GOALS_PATH, { schema: goalsSchema, signal }),
  });

export const useGoals = () => useQuery(goalsQueryOptions());
