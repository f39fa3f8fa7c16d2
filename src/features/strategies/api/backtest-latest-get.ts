import { queryOptions } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { hasStatus } from '@/api/errors';
import type { ApiResult } from '@/api/http-client';
import { backtestRunSchema, type BacktestRun } from '../model/contract';

// GET /api/backtests/latest?key=: the latest finished run of these parameters for this user
// (404: none yet, read as null). A gateway GET is network first and falls back to the response
// cache offline, so a computed backtest opens offline with "as of" (issue 14, Deliver 6).

export const BACKTESTS_PATH = '/backtests';
export const BACKTESTS_KEY = ['gateway', 'backtests'] as const;

export const latestBacktestKey = (paramsKey: string) =>
  [...BACKTESTS_KEY, 'latest', paramsKey] as const;

export type LatestBacktest = ApiResult<BacktestRun | null>;

export async function readLatestBacktest(
  paramsKey: string,
  signal?: AbortSignal,
): Promise<LatestBacktest> {
  try {
    return await gatewayApi.read(`${BACKTESTS_PATH}/latest`, {
      query: { key: paramsKey },
      schema: backtestRunSchema,
      signal,
    });
  } catch (error) {
    if (hasStatus(error, 404)) return { data: null, cache: null, cachedAt: null };
    throw error;
  }
}

export const latestBacktestQueryOptions = (paramsKey: string) =>
  queryOptions({
    queryKey: latestBacktestKey(paramsKey),
    queryFn: ({ signal }) => readLatestBacktest(paramsKey, signal),
    // A run's result never changes; a newer one arrives through this screen's own runs.
    staleTime: 60_000,
  });
