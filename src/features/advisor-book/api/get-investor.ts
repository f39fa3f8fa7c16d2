import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { investorProfileSchema } from '../model';

// GET /api/advisor/investors/{id}: 404 for anyone who is not the caller's client.

export const investorQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId],
    queryFn: ({ signal }) =>
      gatewayApi.read(`/advisor/investors/${encodeURIComponent(investorId)}`, {
        schema: investorProfileSchema,
        signal,
      }),
  });

export const useInvestor = (investorId: string) => useQuery(investorQueryOptions(investorId));
