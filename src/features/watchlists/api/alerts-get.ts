import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { alertsSchema } from '../model/contract';

// GET /api/investor/alerts: the investor's price alerts with how each stands (network first,
// the saved answer offline).

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'alerts'],
    queryFn: ({ signal }) => gatewayApi.read('/investor/alerts', { schema: alertsSchema, signal }),
  });

export const useAlerts = () => useQuery(alertsQueryOptions());
