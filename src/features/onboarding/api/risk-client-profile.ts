import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { riskProfileStatusSchema } from './risk-profile-schema';

// GET /api/advisor/investors/{id}/risk-profile: a client's profile with answers (own clients).

export const clientRiskPath = (investorId: string) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/risk-profile`;

export const clientRiskQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'risk-profile'],
    queryFn: ({ signal }) =>
      gatewayApi.read(clientRiskPath(investorId), { schema: riskProfileStatusSchema, signal }),
  });

export const useClientRiskProfile = (investorId: string) =>
  useQuery(clientRiskQueryOptions(investorId));
