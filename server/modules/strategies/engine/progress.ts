// Progress and cancel of a running backtest (issue 14): the worker asks "stop?" every simulated
// day and reads the clock once a day, reporting progress whenever PROGRESS_EVERY_MS of work
// has passed, so the screen's bar moves at least every 250 ms however slow the machine is.

/** Thrown out of runBacktest when shouldStop() says so; nothing of the run is kept. */
export class BacktestCancelledError extends Error {
  constructor() {
    super('The backtest was cancelled');
    this.name = 'BacktestCancelledError';
  }
}

/**
 * Well under the 250 ms the issue allows between progress messages: the longest gap is this
 * plus the longest single step (a rebalance day's first entry-rule scan, computing indicators).
 */
export const PROGRESS_EVERY_MS = 100;

export interface ProgressOptions {
  onProgress?: ((fraction: number) => void) | undefined;
  shouldStop?: (() => boolean) | undefined;
  now?: (() => number) | undefined;
}

export interface Ticker {
  /** Once a day: throws when cancelled; reports done / total when it is time. */
  tick(done: number): void;
  /** The end: reports 1. */
  finish(): void;
}

export function ticker(options: ProgressOptions, total: number): Ticker {
  const now = options.now ?? (() => performance.now());
  const report = options.onProgress;
  let last = now();
  return {
    tick(done) {
      if (options.shouldStop?.()) throw new BacktestCancelledError();
      if (!report) return;
      const at = now();
      if (at - last < PROGRESS_EVERY_MS) return;
      last = at;
      report(total > 0 ? Math.min(1, Math.round((done / total) * 1000) / 1000) : 0);
    },
    finish() {
      report?.(1);
    },
  };
}
