import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { riskProfileStatusSchema } from './risk-profile-schema';

// GET /api/investor/risk-profile: the investor's latest profile (or null) and its renewal.

export const RISK_PROFILE_PATH = '/investor/risk-profile';

export const riskProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'risk-profile'],
    queryFn: ({ signal }) =>
      gatewayApi.read(RISK_PROFILE_PATH, { schema: riskProfileStatusSchema, signal }),
  });

export const useRiskProfile = () => useQuery(riskProfileQueryOptions());
