import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { modelDetailSchema } from '../model/contract';
import { MODELS_KEY, MODELS_PATH } from './models-get';

// GET /api/advisor/models/{modelId}: one model with every version, newest first, and its
// clients with their drift and latest suggestion.

export const modelPath = (modelId: string) => `${MODELS_PATH}/${modelId}`;
export const modelKey = (modelId: string) => [...MODELS_KEY, 'one', modelId] as const;

export const modelQueryOptions = (modelId: string) =>
  queryOptions({
    queryKey: modelKey(modelId),
    queryFn: ({ signal }) =>
      gatewayApi.read(modelPath(modelId), { schema: modelDetailSchema, signal }),
  });

export const useModel = (modelId: string | undefined) =>
  useQuery({ ...modelQueryOptions(modelId ?? ''), enabled: Boolean(modelId) });
