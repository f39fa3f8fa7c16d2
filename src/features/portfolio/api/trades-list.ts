import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { tradeListSchema, type TradeList } from '../model/contract';

// GET /api/investor/trades?symbol=&side=&from=&to=: fills with their contract-note charges.

export interface TradeFilters {
  symbol?: string | undefined;
  side?: 'BUY' | 'SELL' | undefined;
  /** ISO dates, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Only the filters set: the server rejects unknown or empty parameters. */
export function tradeQuery(filters: TradeFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['symbol', 'side', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

export const getTrades = (
  filters: TradeFilters,
  signal?: AbortSignal,
): Promise<ApiResult<TradeList>> =>
  gatewayApi.read('/investor/trades', {
    query: tradeQuery(filters),
    schema: tradeListSchema,
    cacheable: true,
    signal,
  });

export const tradesQueryOptions = (filters: TradeFilters) =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'trades', tradeQuery(filters)],
    queryFn: ({ signal }) => getTrades(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTrades = (filters: TradeFilters) => useQuery(tradesQueryOptions(filters));
