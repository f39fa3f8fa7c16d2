import { queryOptions, useQuery } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import type { ApiResult } from '@/api/http-client';
import { portfolioSummarySchema, type PortfolioSummary } from '../model/contract';

// GET /api/investor/portfolio: the dashboard's numbers (net worth, returns, allocation, movers,
// recent orders). 409 no_paper_account until the investor links the paper broker.

export const getPortfolioSummary = (signal?: AbortSignal): Promise<ApiResult<PortfolioSummary>> =>
  gatewayApi.read('/investor/portfolio', {
    schema: portfolioSummarySchema,
    cacheable: true,
    signal,
  });

export const portfolioSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['gateway', 'investor', 'portfolio', 'summary'],
    queryFn: ({ signal }) => getPortfolioSummary(signal),
  });

export const usePortfolioSummary = () => useQuery(portfolioSummaryQueryOptions());
