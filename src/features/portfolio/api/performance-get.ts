import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { performanceSchema, type Performance, type PerformanceRange } from '../model/contract';

// GET /api/investor/portfolio/performance?range=1Y: daily net worth against NIFTY 50, rebased.

export const getPerformance = (
  range: PerformanceRange,
  signal?: AbortSignal,
): Promise<ApiResult<Performance>> =>
  gatewayApi.read('/investor/portfolio/performance', {
    query: { range },
    schema: performanceSchema,
    cacheable: true,
    signal,
  });

export const performanceQueryOptions = (range: PerformanceRange) =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'portfolio', 'performance', range],
    queryFn: ({ signal }) => getPerformance(range, signal),
    // The last range's chart stays up while the next loads, so the card does not jump.
    placeholderData: keepPreviousData,
  });

export const usePerformance = (range: PerformanceRange) => useQuery(performanceQueryOptions(range));
