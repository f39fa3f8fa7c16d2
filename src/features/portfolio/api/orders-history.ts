import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { orderListSchema, type OrderList, type OrderStatus } from '../model/contract';

// GET /api/investor/orders?status=&symbol=&from=&to=&limit=&offset=: every order, newest first,
// a page at a time. The key sits under ['gateway', 'investor', 'orders'] so whatever refreshes
// the open orders after a placement refreshes this history too.

export const ORDERS_PAGE_SIZE = 20;

export interface OrderHistoryFilters {
  status?: OrderStatus | undefined;
  symbol?: string | undefined;
  /** ISO dates, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** Only the filters set: the server rejects unknown or empty parameters. */
export function orderHistoryQuery(filters: OrderHistoryFilters): Record<string, string> {
  const query: Record<string, string> = {
    limit: String(filters.limit),
    offset: String(filters.offset),
  };
  for (const key of ['status', 'symbol', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

export const getOrderHistory = (
  filters: OrderHistoryFilters,
  signal?: AbortSignal,
): Promise<ApiResult<OrderList>> =>
  gatewayApi.read('/investor/orders', {
    query: orderHistoryQuery(filters),
    schema: orderListSchema,
    cacheable: true,
    signal,
  });

export const orderHistoryQueryOptions = (filters: OrderHistoryFilters) =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'orders', 'history', orderHistoryQuery(filters)],
    queryFn: ({ signal }) => getOrderHistory(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderHistory = (filters: OrderHistoryFilters) =>
  useQuery(orderHistoryQueryOptions(filters));
