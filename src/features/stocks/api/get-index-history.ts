import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import type { ChartWindow } from '../model/chart';
import { indexHistorySchema } from '../model/contract';

// GET /archive/indices/:code/history: what the chart compares a stock with (NIFTY 50 and its
// sector index), over the same window.

export const indexHistoryQueryOptions = (code: string, window: ChartWindow) =>
  queryOptions({
    queryKey: ['archive', 'index-history', code, window],
    queryFn: ({ signal }) =>
      archiveApi.get(`/indices/${encodeURIComponent(code)}/history`, {
        query: { from: window.from, to: window.to, interval: window.interval },
        cacheable: true,
        schema: indexHistorySchema,
        signal,
      }),
    select: (answer) => answer.data.levels,
  });

export const useIndexHistory = (code: string | null, window: ChartWindow | null) =>
  useQuery({
    ...indexHistoryQueryOptions(code ?? '', window ?? { from: '', to: '', interval: 'daily' }),
    enabled: code !== null && window !== null,
  });
