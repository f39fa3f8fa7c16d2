import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { callListSchema, researchCallSchema } from '../model/contract';

// GET /api/advisor/research/calls: the adviser's calls, newest first, with the track record;
// GET /api/advisor/research/calls/{callId}: one of them. Network first, the saved answer offline.

export const CALLS_PATH = '/advisor/research/calls';
export const CALLS_KEY = ['gateway', 'advisor', 'research', 'calls'] as const;

export const callsQueryOptions = () =>
  queryOptions({
    queryKey: CALLS_KEY,
    queryFn: ({ signal }) => gatewayApi.read(CALLS_PATH, { schema: callListSchema, signal }),
  });

export const useResearchCalls = () => useQuery(callsQueryOptions());

export const callQueryOptions = (callId: string) =>
  queryOptions({
    queryKey: [...CALLS_KEY, callId],
    queryFn: ({ signal }) =>
      gatewayApi.read(`${CALLS_PATH}/${callId}`, { schema: researchCallSchema, signal }),
  });

export const useResearchCall = (callId: string) => useQuery(callQueryOptions(callId));
