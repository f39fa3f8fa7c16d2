import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { exposureMoversSchema } from '../model/exposure-contract';

// GET /api/advisor/exposure/movers: the adviser's clients' holdings in today's biggest moves.
// Network first, the saved answer offline (service worker).

export const exposureMoversQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'exposure', 'movers'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/advisor/exposure/movers', { schema: exposureMoversSchema, signal }),
  });

export const useExposureMovers = () => useQuery(exposureMoversQueryOptions());
