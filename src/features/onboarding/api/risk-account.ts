import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gatewayApi } from '@/api/clients';

// GET /api/user/profile, for who is signed in and their track now: the session's copy is from
// sign-in, and KYC may have been verified since. The risk profile screen decides from this.

const schema = z.object({ sub: z.string(), userType: z.string(), track: z.string() });

export const riskAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'user', 'profile', 'risk-account'],
    queryFn: ({ signal }) => gatewayApi.read('/user/profile', { schema, signal }),
    staleTime: 0,
  });

export const useRiskAccount = () => useQuery(riskAccountQueryOptions());
