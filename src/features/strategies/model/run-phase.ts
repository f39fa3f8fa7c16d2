import type { BacktestRun } from './contract';

// Where a past-performance run stands (issue 14, Deliver 4 and 6), from what the screen knows:
// the latest finished run of these parameters (GET /api/backtests/latest, from the cache
// offline), the run being polled, and what the user asked. One pure function, so every state
// has its words and a test.

export type LatestState =
  | { state: 'pending' }
  | { state: 'error'; error: unknown; offline: boolean }
  | { state: 'ok'; run: BacktestRun | null };

export interface RunFacts {
  latest: LatestState;
  /** The run started from this screen and polled, as last read. */
  active: BacktestRun | null;
  /** POST sent, no answer yet. */
  starting: boolean;
  /** Asked to run while offline: it starts when the network is back. */
  waitingNetwork: boolean;
  /** The user cancelled the run. */
  cancelled: boolean;
  /** Plain words of a refused start or a failed poll. */
  problem: string | null;
}

export type RunPhase =
  | { kind: 'loading' }
  | { kind: 'waiting-network' }
  | { kind: 'starting' }
  | { kind: 'running'; progress: number; runId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' }
  | { kind: 'never-run' }
  | { kind: 'unavailable'; error: unknown }
  | { kind: 'done' };

export interface RunView {
  phase: RunPhase;
  /** The finished run whose results to show (may sit under a running one's progress). */
  shown: BacktestRun | null;
}

const clampProgress = (value: number) => Math.min(1, Math.max(0, value));

export function runView(facts: RunFacts): RunView {
  const latestRun = facts.latest.state === 'ok' ? facts.latest.run : null;
  const activeDone = facts.active?.status === 'done' && facts.active.result ? facts.active : null;
  const shown = activeDone ?? (latestRun?.result ? latestRun : null);
  const phase = ((): RunPhase => {
    if (facts.waitingNetwork) return { kind: 'waiting-network' };
    if (facts.cancelled) return { kind: 'cancelled' };
    if (facts.starting) return { kind: 'starting' };
    const active = facts.active;
    if (active?.status === 'running') {
      return { kind: 'running', progress: clampProgress(active.progress), runId: active.id };
    }
    if (facts.problem) return { kind: 'failed', message: facts.problem };
    if (active?.status === 'failed') {
      return { kind: 'failed', message: active.error ?? 'The run stopped with an error.' };
    }
    if (active?.status === 'cancelled') return { kind: 'cancelled' };
    if (shown) return { kind: 'done' };
    if (facts.latest.state === 'pending') return { kind: 'loading' };
    if (facts.latest.state === 'error') {
      return facts.latest.offline
        ? { kind: 'waiting-network' }
        : { kind: 'unavailable', error: facts.latest.error };
    }
    return { kind: 'never-run' };
  })();
  return { phase, shown };
}

/** Whole percent for the progress bar and its words. */
export const progressPercent = (progress: number): number =>
  Math.floor(clampProgress(progress) * 100);

/** What a screen reader hears, in steps of a quarter (not every 250 ms poll). */
export const progressAnnouncement = (progress: number): string => {
  const quarter = Math.floor(clampProgress(progress) * 4) * 25;
  return quarter === 0 ? 'Working out past performance' : `${quarter} % done`;
};
