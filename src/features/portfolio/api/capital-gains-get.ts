import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { capitalGainsSchema, type CapitalGains } from '../model/contract';

// GET /api/investor/tax/capital-gains?fy=2025-26: realised gains (FIFO) and tax for a financial
// year. Without `fy` the server answers the current one and names it in `fy`.

export const getCapitalGains = (
  fy: string | undefined,
  signal?: AbortSignal,
): Promise<ApiResult<CapitalGains>> =>
  gatewayApi.read('/investor/tax/capital-gains', {
    ...(fy ? { query: { fy } } : {}),
    schema: capitalGainsSchema,
    cacheable: true,
    signal,
  });

export const capitalGainsQueryOptions = (fy: string | undefined) =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'tax', 'capital-gains', fy ?? 'current'],
    queryFn: ({ signal }) => getCapitalGains(fy, signal),
    placeholderData: keepPreviousData,
  });

export const useCapitalGains = (fy: string | undefined) => useQuery(capitalGainsQueryOptions(fy));
