import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/market-sentiment: what prices and volumes say, from the
// archive; served from the cache until the data update.

const share = z.nullable(z.number());

const marketSentimentSchema = z.object({
  data: z.object({
    asOf: z.nullable(z.string()),
    rsi: share,
    rangePosition: share,
    upVolumeShare: share,
    volumeDays: z.number(),
    peersAboveAverage: share,
    peersCounted: z.number(),
    averageDays: z.number(),
    overall: z.nullable(
      z.object({ score: z.number(), reading: z.enum(['Bullish', 'Neutral', 'Bearish']) }),
    ),
  }),
});

export type MarketSentimentAnswer = z.output<typeof marketSentimentSchema>['data'];

export const marketSentimentQueryOptions = (exchange: Exchange, symbol: string) =>
  queryOptions({
    queryKey: ['archive', 'market-sentiment', exchange, symbol],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/market-sentiment`, {
        query: { exchange },
        cacheable: true,
        schema: marketSentimentSchema,
        signal,
      }),
    select: (answer) => answer.data,
  });

export const useMarketSentiment = (exchange: Exchange, symbol: string) =>
  useQuery(marketSentimentQueryOptions(exchange, symbol));
