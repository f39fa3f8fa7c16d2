import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { goalAssumptionsSchema } from '../model/contract';

// GET /api/investor/goal-assumptions: the expected return and volatility per risk category (the
// adviser's table or the defaults) and the investor's category, for a plan drawn before the goal
// exists.

export const goalAssumptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'goal-assumptions'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/goal-assumptions', { schema: goalAssumptionsSchema, signal }),
  });

export const useGoalAssumptions = () => useQuery(goalAssumptionsQueryOptions());
