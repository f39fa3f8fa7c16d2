import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { notificationsSchema } from '../model/contract';

// GET /api/notifications: the caller's latest notifications and the unread count (network
// first, the saved answer offline). Alerts fire when the market data update; the bell looks
// again every few minutes and when the app comes back to the front.

const FIVE_MINUTES = 5 * 60 * 1000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'notifications'],
    queryFn: ({ signal }) =>
      gatewayApi.read('/notifications', { schema: notificationsSchema, signal }),
    refetchInterval: FIVE_MINUTES,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());
