import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { modelListSchema } from '../model/contract';

// GET /api/advisor/models: the adviser's model portfolios with their current versions, clients
// and drift. Network first, the saved answer offline (shown with "as of").

export const MODELS_PATH = '/advisor/models';
/** Every model query starts with this: a model write refreshes them all. */
export const MODELS_KEY = ['gateway', 'advisor', 'models'] as const;
export const MODEL_LIST_KEY = [...MODELS_KEY, 'list'] as const;

export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: MODEL_LIST_KEY,
    queryFn: ({ signal }) => gatewayApi.read(MODELS_PATH, { schema: modelListSchema, signal }),
  });

export const useModels = () => useQuery(modelsQueryOptions());
