import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { orderListSchema, type OrderStatus } from '../model/contract';

// GET /api/investor/orders?status=OPEN,TRIGGER%20PENDING&symbol=INFY&limit=100: the investor's
// orders, newest first.

export interface OrderFilter {
  status?: readonly OrderStatus[];
  symbol?: string;
  limit?: number;
}

/** Orders still waiting for their price: the ones that can be changed or cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['OPEN', 'TRIGGER PENDING'];

/** The prefix of every order list's key, so a write refreshes them all. */
export const ORDERS_KEY = ['gateway', 'investor', 'orders'] as const;

export function ordersQuery(filter: OrderFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.status?.length) query.status = filter.status.join(',');
  if (filter.symbol) query.symbol = filter.symbol;
  if (filter.limit !== undefined) query.limit = String(filter.limit);
  return query;
}

export const ordersQueryOptions = (filter: OrderFilter = {}) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, ordersQuery(filter)],
    queryFn: ({ signal }) =>
      gatewayApi.read('/investor/orders', {
        query: ordersQuery(filter),
        schema: orderListSchema,
        signal,
      }),
  });

export const useOrders = (filter: OrderFilter = {}) => useQuery(ordersQueryOptions(filter));

export const useOpenOrders = () => useOrders({ status: OPEN_STATUSES, limit: 100 });
