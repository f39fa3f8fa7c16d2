import { queryOptions, useQuery } from '@tanstack/react-query';
import { archiveApi } from '@/api/clients';
import type { ChartWindow } from '../model/chart';
import { priceHistorySchema } from '../model/contract';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/history: adjusted bars, so splits and bonuses do not show as
// crashes on the chart; served from the cache until the data update.

export const priceHistoryQueryOptions = (exchange: Exchange, symbol: string, window: ChartWindow) =>
  queryOptions({
    queryKey: ['archive', 'history', exchange, symbol, window],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/history`, {
        query: {
          exchange,
          from: window.from,
          to: window.to,
          interval: window.interval,
          adjusted: 'true',
        },
        cacheable: true,
        schema: priceHistorySchema,
        signal,
      }),
    select: (answer) => answer.data.bars,
  });

export const usePriceHistory = (exchange: Exchange, symbol: string, window: ChartWindow | null) =>
  useQuery({
    ...priceHistoryQueryOptions(
      exchange,
      symbol,
      window ?? { from: '', to: '', interval: 'daily' },
    ),
    enabled: window !== null,
  });
