import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { savedStrategyListSchema } from '../model/contract';
import { STRATEGIES_PATH } from '../model/pending-strategies';

// GET /api/strategies: the user's saved strategies (both roles). Network first, the saved answer
// offline with "as of"; every saved-strategy write refreshes it (api/strategy-write.ts).

export const STRATEGIES_KEY = ['gateway', 'strategies'] as const;

export const strategiesQueryOptions = () =>
  queryOptions({
    queryKey: STRATEGIES_KEY,
    queryFn: ({ signal }) =>
      gatewayApi.read(STRATEGIES_PATH, { schema: savedStrategyListSchema, signal }),
  });

export const useSavedStrategies = () => useQuery(strategiesQueryOptions());
