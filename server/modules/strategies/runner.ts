import type { FrameTexts } from '../../../src/domain/scan/frame';
import type { StrategyParams } from '../../../src/features/strategies/model/contract';
import { archiveReader } from '../../archive/read/reader';
import type { Database } from '../../db/database';
import type { Logger } from '../../logger';
import { readHistoryTexts } from './history-frame';
import { finishRun, runStatusOf } from './store';
import type { RunTimings } from './tables';
import { BacktestWorker, type Outcome } from './worker-client';

/** A run the runner was given: queued, or the one in the worker. */
interface Job {
  runId: string;
  sub: string;
  params: StrategyParams;
  progress: number;
  cancel: SharedArrayBuffer;
}

/** What a listener hears of the worker (the bench times the gaps between progress messages). */
export interface RunnerEvent {
  runId: string;
  type: 'progress' | 'done' | 'cancelled' | 'failed';
  fraction: number;
  at: number;
}

// A run's row is written in the request's transaction, which commits after the runner is told;
// on PostgreSQL the runner may look before the commit, so it looks again for a while.
const ROW_WAIT_MS = 10_000;
const ROW_POLL_MS = 25;
const FAILED_TEXT = 'The backtest could not be completed on the server: try again';
const SCORING_TEXT =
  'Factor scores were being computed for the latest market data: run it again in a few seconds';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The backtests of one database, one at a time in one worker thread (the machine has two cores
 * and the server keeps one): a queue in memory, the progress of the running one, and a cancel
 * flag per run shared with the worker. The frame's text is read here on the main thread once per
 * data version and handed over; the worker keeps the parsed frame. Only this process runs the
 * runs it was given: one server process per database (a run left 'running' by a stopped server
 * is answered as failed, see service.ts).
 */
export class BacktestRunner {
  private readonly queue: Job[] = [];
  private readonly jobs = new Map<string, Job>();
  private active: Promise<void> | undefined;
  private readonly worker = new BacktestWorker(() => this.logger);
  private holds = 0;
  private closed = false;
  private readonly listeners = new Set<(event: RunnerEvent) => void>();

  constructor(
    private readonly db: Database,
    public logger?: Logger,
  ) {}

  /** Queues a run whose row the caller is writing (the row's commit may come later). */
  enqueue(runId: string, sub: string, params: StrategyParams): void {
    if (this.closed) throw new Error('The backtest runner is closed');
    const job = { runId, sub, params, progress: 0, cancel: new SharedArrayBuffer(4) };
    this.jobs.set(runId, job);
    this.queue.push(job);
    this.pump();
  }

  /** Whether this process is running (or about to run) the run. */
  /** Starts the worker thread ahead of a run (it takes about a second to load the engine). */
  prepare(): void {
    if (!this.closed) this.worker.boot();
  }

  knows(runId: string): boolean {
    return this.jobs.has(runId);
  }

  /** 0 to 1 for a run of this process; undefined for one it does not know. */
  progressOf(runId: string): number | undefined {
    return this.jobs.get(runId)?.progress;
  }

  /** The user's runs that are queued or running. */
  activeCount(sub: string): number {
    let count = 0;
    for (const job of this.jobs.values()) {
      if (job.sub === sub && !this.cancelled(job)) count += 1;
    }
    return count;
  }

  /** Stops a run: taken off the queue, or the engine stops at its next day. */
  cancel(runId: string): void {
    const job = this.jobs.get(runId);
    if (job) Atomics.store(new Int32Array(job.cancel), 0, 1);
  }

  /** Keeps queued runs from starting until the returned release is called (tests, maintenance). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.pump();
    };
  }

  listen(listener: (event: RunnerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Cancels everything, waits for the run in hand to be recorded, stops the worker. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.jobs.values()) this.cancel(job.runId);
    this.queue.length = 0;
    await this.active;
    await this.worker.terminate();
  }

  private pump(): void {
    if (this.active || this.holds > 0 || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.active = this.process(job)
      .catch((error: unknown) =>
        this.logger?.error({ err: error, runId: job.runId }, 'backtest run failed'),
      )
      .finally(() => {
        // Forgotten only once its row says how it ended: a GET in between sees it running.
        this.jobs.delete(job.runId);
        this.active = undefined;
        this.pump();
      });
  }

  private cancelled(job: Job): boolean {
    return Atomics.load(new Int32Array(job.cancel), 0) === 1;
  }

  private async process(job: Job): Promise<void> {
    if (!(await this.rowIsRunning(job.runId))) return;
    if (this.cancelled(job)) {
      await finishRun(this.db.orm, job.runId, { status: 'cancelled' });
      return;
    }
    const timings: RunTimings = { frameReadMs: 0, parseMs: 0, runMs: 0 };
    const snapshot = await archiveReader(this.db).snapshot();
    const version = snapshot.version.updatedatetime;
    let texts: FrameTexts | null = null;
    if (this.worker.version !== version) {
      const started = performance.now();
      texts = await readHistoryTexts(this.db.orm, snapshot);
      timings.frameReadMs = performance.now() - started;
    }
    if (this.cancelled(job)) {
      await finishRun(this.db.orm, job.runId, { status: 'cancelled', timings });
      return;
    }
    if (texts && texts.factorDays.length === 0) {
      // The data changed after the request and its scores are not in yet (the request checked).
      await finishRun(this.db.orm, job.runId, { status: 'failed', error: SCORING_TEXT, timings });
      return;
    }
    let outcome = await this.inWorker(job, version, texts, timings);
    if (outcome.kind === 'failed' && outcome.missingFrame) {
      // The worker was replaced after a crash: read the texts again, once.
      const started = performance.now();
      texts = await readHistoryTexts(this.db.orm, snapshot);
      timings.frameReadMs += performance.now() - started;
      outcome = await this.inWorker(job, version, texts, timings);
    }
    const rounded: RunTimings = {
      frameReadMs: Math.round(timings.frameReadMs),
      parseMs: Math.round(timings.parseMs),
      runMs: Math.round(timings.runMs),
    };
    this.logger?.info({ runId: job.runId, outcome: outcome.kind, ...rounded }, 'backtest run');
    if (outcome.kind === 'done') {
      await finishRun(this.db.orm, job.runId, {
        status: 'done',
        result: outcome.result,
        asOf: version,
        timings: rounded,
      });
    } else if (outcome.kind === 'cancelled') {
      await finishRun(this.db.orm, job.runId, { status: 'cancelled', timings: rounded });
    } else {
      this.logger?.warn({ runId: job.runId, message: outcome.message }, 'backtest failed');
      await finishRun(this.db.orm, job.runId, {
        status: 'failed',
        error: FAILED_TEXT,
        timings: rounded,
      });
    }
  }

  /** Waits for the request's commit; false when the row never came or is no longer running. */
  private async rowIsRunning(runId: string): Promise<boolean> {
    const until = performance.now() + ROW_WAIT_MS;
    for (;;) {
      const status = await runStatusOf(this.db.orm, runId);
      if (status !== undefined) return status === 'running';
      if (performance.now() > until || this.closed) return false;
      await sleep(ROW_POLL_MS);
    }
  }

  private async inWorker(
    job: Job,
    version: string,
    texts: FrameTexts | null,
    timings: RunTimings,
  ): Promise<Outcome> {
    const onProgress = (fraction: number) => {
      job.progress = Math.min(1, Math.max(job.progress, fraction));
      this.emit(job.runId, 'progress', fraction);
    };
    const run = { runId: job.runId, params: job.params, cancel: job.cancel, onProgress };
    const outcome = await this.worker.run(run, version, texts, timings);
    if (outcome.kind === 'done') job.progress = 1;
    this.emit(job.runId, outcome.kind, job.progress);
    return outcome;
  }

  private emit(runId: string, type: RunnerEvent['type'], fraction: number): void {
    const event = { runId, type, fraction, at: performance.now() };
    for (const listener of this.listeners) listener(event);
  }
}

const runners = new WeakMap<Database, BacktestRunner>();

/** The runner of a database (the one the routes see), made on first use. */
export function backtestRunner(db: Database, logger?: Logger): BacktestRunner {
  let runner = runners.get(db);
  if (!runner) {
    runner = new BacktestRunner(db, logger);
    runners.set(db, runner);
  } else if (logger && !runner.logger) {
    runner.logger = logger;
  }
  return runner;
}

/** At the server's close, before the database closes: cancels and stops the runner, if any. */
export async function closeBacktestRunner(db: Database): Promise<void> {
  const runner = runners.get(db);
  if (!runner) return;
  runners.delete(db);
  await runner.close();
}
