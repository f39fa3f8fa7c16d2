import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { goalAssumptionTableSchema } from '../model/contract';

// GET /api/advisor/goal-assumptions: the adviser's own table (or the defaults while they have
// none), which every plan of their investors uses.

export const ADVISOR_ASSUMPTIONS_PATH = '/advisor/goal-assumptions';

export const advisorAssumptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'goal-assumptions'],
    queryFn: ({ signal }) =>
      gatewayApi.read(ADVISOR_ASSUMPTIONS_PATH, { schema: goalAssumptionTableSchema, signal }),
  });

export const useAdvisorAssumptions = () => useQuery(advisorAssumptionsQueryOptions());
