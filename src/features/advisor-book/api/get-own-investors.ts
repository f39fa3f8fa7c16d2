import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';
import { investorSummarySchema } from '../model';

// GET /api/advisor/investors: only the caller's clients.

const schema = z.object({ investors: z.array(investorSummarySchema) });

export const ownInvestorsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors'],
    queryFn: ({ signal }) => gatewayApi.read('/advisor/investors', { schema, signal }),
  });

export const useOwnInvestors = () => useQuery(ownInvestorsQueryOptions());
