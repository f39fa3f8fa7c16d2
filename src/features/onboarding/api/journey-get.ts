import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { journeySchema } from '../model/journey';

// GET /api/investor/onboarding: each step's state, the next step, what the adviser is doing.

export const journeyQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'onboarding'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/onboarding', { schema: journeySchema, signal }),
  });

export const useJourney = () => useQuery(journeyQueryOptions());
