import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { archiveApi } from '@/api/clients';
import { hasStatus } from '@/api/errors';
import { FACTOR_KEYS } from '../model/factors';
import type { Exchange } from './get-instrument';

// GET /archive/instruments/:symbol/factors and GET /archive/factors: the factor engine's
// scores (src/features/stocks/model/factors.ts); served from the cache until the data update.
// Just after a load the engine may still be scoring: 503 factors_pending, retried shortly.

const zScore = z.nullable(z.number());
const factorKey = z.enum(FACTOR_KEYS);

const historyPoint = z.object({
  date: z.string(),
  composite: zScore,
  value: zScore,
  momentum: zScore,
  quality: zScore,
  lowVolatility: zScore,
  size: zScore,
});

const instrumentFactorsSchema = z.object({
  data: z.object({
    sector: z.string(),
    date: z.string(),
    scored: z.number(),
    composite: z.object({ universe: zScore, sector: zScore }),
    sectorRank: z.nullable(z.object({ rank: z.number(), of: z.number() })),
    factors: z.array(z.object({ key: factorKey, universe: zScore, sector: zScore })),
    raw: z.array(z.object({ key: z.string(), value: z.nullable(z.number()) })),
    history: z.object({ range: z.string(), points: z.array(historyPoint) }),
  }),
});

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

export type InstrumentFactors = z.output<typeof instrumentFactorsSchema>['data'];
export type FactorHistoryPoint = z.output<typeof historyPoint>;
export type FactorListEntry = z.output<typeof factorListSchema>['data']['scores'][number];
export type FactorRange = '1y' | '3y' | '5y';

const PENDING_RETRIES = 12;
const retryPending = (failures: number, error: Error) =>
  hasStatus(error, 503) ? failures < PENDING_RETRIES : failures < 1;
const retryDelay = (failures: number, error: Error) =>
  hasStatus(error, 503) ? 5_000 : Math.min(1000 * 2 ** failures, 10_000);

export const factorsQueryOptions = (exchange: Exchange, symbol: string, range: FactorRange) =>
  queryOptions({
    queryKey: ['archive', 'factors', exchange, symbol, range],
    queryFn: ({ signal }) =>
      archiveApi.get(`/instruments/${encodeURIComponent(symbol)}/factors`, {
        query: { exchange, range, interval: 'weekly' },
        cacheable: true,
        schema: instrumentFactorsSchema,
        signal,
      }),
    select: (answer) => answer.data,
    retry: retryPending,
    retryDelay,
  });

/** A new range keeps the last one on screen until it arrives. */
export const useFactors = (exchange: Exchange, symbol: string, range: FactorRange) =>
  useQuery({ ...factorsQueryOptions(exchange, symbol, range), placeholderData: keepPreviousData });

export const factorListQueryOptions = () =>
  queryOptions({
    queryKey: ['archive', 'factor-list'],
    queryFn: ({ signal }) =>
      archiveApi.get('/factors', { cacheable: true, schema: factorListSchema, signal }),
    select: (answer) => answer.data,
    retry: retryPending,
    retryDelay,
  });

export const useFactorList = () => useQuery(factorListQueryOptions());
