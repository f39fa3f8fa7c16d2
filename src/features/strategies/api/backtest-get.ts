import { queryOptions } from '@tanstack/react-query';
import { gatewayApi } from '@/api/clients';
import { backtestRunSchema } from '../model/contract';
import { BACKTESTS_KEY, BACKTESTS_PATH } from './backtest-latest-get';

// GET /api/backtests/{runId}: a run's status and progress, and its result when done (owner
// only). Polled every 250 ms while the run is running (issue 14: progress at least every 250 ms
// at the server), and not at all once it has finished.

export const POLL_MS = 250;

export const backtestPath = (runId: string) => `${BACKTESTS_PATH}/${runId}`;
export const backtestKey = (runId: string) => [...BACKTESTS_KEY, 'run', runId] as const;

export const backtestQueryOptions = (runId: string) =>
  queryOptions({
    queryKey: backtestKey(runId),
    queryFn: ({ signal }) =>
      gatewayApi.read(backtestPath(runId), { schema: backtestRunSchema, signal }),
    refetchInterval: (query) => (query.state.data?.data.status === 'running' ? POLL_MS : false),
    staleTime: 0,
    retry: 2,
  });
