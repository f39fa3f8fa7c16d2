import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { investorOverviewSchema } from '../model/details-contract';

// GET /api/advisor/investors/{id}/overview: one client on one screen; 404 for anyone who is not
// the caller's client. A GET, so the service worker keeps it for a meeting without signal.

export const overviewPath = (investorId: string) =>
  `/advisor/investors/${encodeURIComponent(investorId)}/overview`;

export const investorOverviewQueryOptions = (investorId: string) =>
  queryOptions({
    queryKey: ['gateway', 'advisor', 'investors', investorId, 'overview'],
    queryFn: ({ signal }) =>
      gatewayApi.read(overviewPath(investorId), { schema: investorOverviewSchema, signal }),
  });

export const useInvestorOverview = (investorId: string) =>
  useQuery(investorOverviewQueryOptions(investorId));
