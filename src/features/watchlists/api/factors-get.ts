import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';

// GET /archive/factors: every NIFTY 500 stock's factor composite on the latest scored day (a
// z-score against the universe, -3 to 3). One call serves every list; the cache keeps it until
// the data update (cache policy). Stocks outside the NIFTY 500, or a day still being scored
// (503), show no score rather than a made-up one.

const factorsSchema = z.object({
  data: z.object({
    date: z.string(),
    scores: z.array(z.object({ symbol: z.string(), composite: z.nullable(z.number()) })),
  }),
});

export interface FactorComposites {
  date: string;
  /** NSE symbol -> composite z-score. */
  bySymbol: ReadonlyMap<string, number>;
}

export const factorsQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'factors', 'latest'],
    queryFn: async ({ signal }): Promise<FactorComposites> => {
      const answer = await archiveApi.get('/factors', {
        cacheable: true,
        schema: factorsSchema,
        signal,
      });
      const bySymbol = new Map<string, number>();
      for (const score of answer.data.scores) {
        if (score.composite !== null) bySymbol.set(score.symbol, score.composite);
      }
      return { date: answer.data.date, bySymbol };
    },
    retry: false,
  });

export const useFactorComposites = () => useQuery(factorsQueryOptions());
