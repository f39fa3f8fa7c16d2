import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { pipelineSchema } from '../model/journey';

// GET /api/advisor/pipeline: the adviser's own investors by onboarding status.

export const pipelineQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'pipeline'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/pipeline', { schema: pipelineSchema, signal }),
  });

export const usePipeline = () => useQuery(pipelineQueryOptions());
