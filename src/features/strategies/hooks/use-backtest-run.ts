import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fieldErrorsOf, isNetworkError } from '@/api/errors';
import { useOffline } from '@/ui/use-offline';
import { backtestKey, backtestQueryOptions } from '../api/backtest-get';
import { cancelBacktest } from '../api/backtest-cancel';
import { latestBacktestKey, latestBacktestQueryOptions } from '../api/backtest-latest-get';
import { startBacktest } from '../api/backtest-start';
import { paramsKey, type BacktestRun, type StrategyParams } from '../model/contract';
import { runProblemText } from '../model/run-problem';
import { runView, type LatestState } from '../model/run-phase';

// One strategy's past performance as the screen sees it (issue 14, Deliver 4 to 6): first the
// latest finished run of these parameters (from the cache offline, with "as of"); a run started
// here is polled every 250 ms until it ends; Cancel stops it at the server. Asked offline, the
// run waits for the network, says so, and starts when the network is back. The run being polled
// is remembered per parameters for the session, so leaving and coming back picks it up again
// rather than starting a second one.

const activeRunKey = (key: string) => ['strategies', 'active-run', key] as const;
/** How often a waiting run tries again when the browser thinks it is online. */
const RETRY_WAITING_MS = 20_000;

interface Local {
  key: string;
  starting: boolean;
  waitingNetwork: boolean;
  cancelled: boolean;
  problem: string | null;
  /** The server's words for the parameters it refused, by field (`params.holdings`). */
  fields: Record<string, string>;
  autoTried: boolean;
}

const fresh = (key: string): Local => ({
  key,
  starting: false,
  waitingNetwork: false,
  cancelled: false,
  problem: null,
  fields: {},
  autoTried: false,
});

interface RunOptions {
  /** Start a run by itself when these parameters have none yet. */
  autoStart: boolean;
  /** Off: nothing is read or run (a compare view not opened). */
  enabled?: boolean;
}

export function useBacktestRun(params: StrategyParams, { autoStart, enabled = true }: RunOptions) {
  const key = useMemo(() => paramsKey(params), [params]);
  const queryClient = useQueryClient();
  const offline = useOffline();
  const latest = useQuery({ ...latestBacktestQueryOptions(key), enabled });
  const activeId =
    useQuery<string | null>({
      queryKey: activeRunKey(key),
      queryFn: skipToken,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
    }).data ?? null;
  const active = useQuery({ ...backtestQueryOptions(activeId ?? ''), enabled: activeId !== null });
  const [stored, setStored] = useState<Local>(() => fresh(key));
  const local = stored.key === key ? stored : fresh(key);
  const update = useCallback(
    (forKey: string, change: Partial<Local>) =>
      setStored((previous) => ({
        ...(previous.key === forKey ? previous : fresh(forKey)),
        ...change,
      })),
    [],
  );
  const setActiveId = useCallback(
    (forKey: string, runId: string | null) =>
      queryClient.setQueryData<string | null>(activeRunKey(forKey), runId),
    [queryClient],
  );

  // Cancel pressed before the server had answered the start: the run it answers is stopped.
  const cancelledStarts = useRef(new Set<string>());

  /**
   * Runs these parameters, or others the screen is about to show (its key moves with them).
   * Offline it waits, unless `tryNetwork` (the browser says online again: try anyway).
   */
  const start = useCallback(
    (next: StrategyParams = params, tryNetwork = false) => {
      const forKey = paramsKey(next);
      const reset = { cancelled: false, problem: null, fields: {}, autoTried: true };
      cancelledStarts.current.delete(forKey);
      if (offline && !tryNetwork) {
        update(forKey, { ...reset, waitingNetwork: true });
        return;
      }
      update(forKey, { ...reset, starting: true, waitingNetwork: false });
      startBacktest(next)
        .then((run: BacktestRun) => {
          const answer = { data: run, cache: null, cachedAt: null };
          if (cancelledStarts.current.delete(forKey) && run.status === 'running') {
            cancelBacktest(run.id).catch(() => undefined);
          } else if (run.status === 'done') {
            queryClient.setQueryData(latestBacktestKey(forKey), answer);
            setActiveId(forKey, null);
          } else {
            queryClient.setQueryData(backtestKey(run.id), answer);
            setActiveId(forKey, run.id);
          }
          update(forKey, { starting: false });
        })
        .catch((error: unknown) => {
          if (cancelledStarts.current.delete(forKey)) update(forKey, { starting: false });
          else if (isNetworkError(error)) {
            update(forKey, { starting: false, waitingNetwork: true });
          } else {
            update(forKey, {
              starting: false,
              problem: runProblemText(error),
              fields: fieldErrorsOf(error),
            });
          }
        });
    },
    [offline, params, queryClient, setActiveId, update],
  );

  const cancel = useCallback(() => {
    if (local.waitingNetwork || local.starting) {
      if (local.starting) cancelledStarts.current.add(key);
      update(key, { waitingNetwork: false, cancelled: true });
      return;
    }
    if (!activeId) return;
    update(key, { cancelled: true });
    setActiveId(key, null);
    // A cancel that cannot reach the server leaves the run to finish there; nothing to show.
    cancelBacktest(activeId).catch(() => undefined);
  }, [activeId, key, local.starting, local.waitingNetwork, setActiveId, update]);

  const noRunYet = latest.isSuccess && latest.data.data === null;
  const nothingSaved = latest.isError && isNetworkError(latest.error);
  useEffect(() => {
    if (!autoStart || !enabled || local.autoTried || activeId) return;
    if (!noRunYet && !nothingSaved) return;
    // On the next tick, so a remount in development starts one run, not two.
    const timer = setTimeout(() => start(), 0);
    return () => clearTimeout(timer);
  }, [activeId, autoStart, enabled, key, local.autoTried, noRunYet, nothingSaved, start, update]);

  useEffect(() => {
    if (!local.waitingNetwork) return;
    if (!offline) {
      const timer = setTimeout(() => start(), 0);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) start(params, true);
    }, RETRY_WAITING_MS);
    return () => clearInterval(timer);
  }, [local.waitingNetwork, offline, params, start]);

  // A run that finishes is read again as "the latest", so the response cache keeps it for
  // opening offline.
  const activeStatus = active.data?.data.status;
  useEffect(() => {
    if (activeStatus === 'done')
      void queryClient.invalidateQueries({ queryKey: latestBacktestKey(key) });
  }, [activeStatus, key, queryClient]);

  const latestState: LatestState = latest.isPending
    ? { state: 'pending' }
    : latest.isError
      ? { state: 'error', error: latest.error, offline: nothingSaved }
      : { state: 'ok', run: latest.data.data };
  const view = runView({
    latest: latestState,
    active: active.data?.data ?? null,
    starting: local.starting,
    waitingNetwork: local.waitingNetwork,
    cancelled: local.cancelled,
    problem: local.problem ?? (active.isError ? runProblemText(active.error) : null),
  });
  return {
    ...view,
    key,
    fieldErrors: local.fields,
    /** Where the shown run's answer came from, for "as of" when it is saved data. */
    source: view.shown && view.shown === active.data?.data ? active.data : (latest.data ?? null),
    start,
    cancel,
    retryLatest: () => void latest.refetch(),
  };
}

export type BacktestRunState = ReturnType<typeof useBacktestRun>;
