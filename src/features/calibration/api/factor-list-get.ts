import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import { hasStatus } from '@/api/errors';

// GET /archive/factors: every NIFTY 500 stock's five factor z-scores against the universe on
// the latest scored day, the universe the calibration screen recomputes. The same query (key
// and answer shape) as the stock pages' factor list; 503 factors_pending just after a data load is
// retried shortly.

const zScore = z.nullable(z.number());

const factorListSchema = z.object({
  data: z.object({
    date: z.string(),
    scores: z.array(
      z.object({
        symbol: z.string(),
        name: z.string(),
        composite: zScore,
        sectorComposite: zScore,
        sectorRank: z.nullable(z.number()),
        sectorSize: z.nullable(z.number()),
        value: zScore,
        momentum: zScore,
        quality: zScore,
        lowVolatility: zScore,
        size: zScore,
      }),
    ),
  }),
});
export type FactorList = z.output<typeof factorListSchema>['data'];

const PENDING_RETRIES = 12;

export const factorListQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'factor-list'],
    queryFn: ({ signal }) =>
      archiveApi.get('/factors', { cacheable: true, schema: factorListSchema, signal }),
    select: (answer) => answer.data,
    retry: (failures, error) => (hasStatus(error, 503) ? failures < PENDING_RETRIES : failures < 1),
    retryDelay: (failures, error) =>
      hasStatus(error, 503) ? 5_000 : Math.min(1000 * 2 ** failures, 10_000),
  });

export const useFactorList = () => useQuery(factorListQueryOptions());
