import { Worker } from 'node:worker_threads';
import type { FrameTexts } from '../../../src/domain/scan/frame';
import type {
  BacktestResult,
  StrategyParams,
} from '../../../src/features/strategies/model/contract';
import type { Logger } from '../../logger';
import type { RunTimings } from './tables';
import type { RunRequest, WorkerMessage } from './worker-protocol';

export type Outcome =
  | { kind: 'done'; result: BacktestResult }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; missingFrame?: true };

export interface WorkerRun {
  runId: string;
  params: StrategyParams;
  cancel: SharedArrayBuffer;
  /** Each progress message of the engine, 0 to 1. */
  onProgress: (fraction: number) => void;
}

/**
 * The main thread's side of the backtest worker thread (backtest-worker.ts): started on first
 * use through worker-boot.mjs (tsx does not reach a worker by itself), one run at a time, and
 * started again after a crash. It knows which data version's frame the worker holds.
 */
export class BacktestWorker {
  private worker: Worker | undefined;
  /** The data version whose frame the worker holds, if any. */
  version: string | undefined;
  private pending:
    { run: WorkerRun; timings: RunTimings; settle: (o: Outcome) => void } | undefined;

  constructor(private readonly logger: () => Logger | undefined) {}

  /** Runs one backtest; `texts` when the worker does not hold `version`'s frame. */
  run(run: WorkerRun, version: string, texts: FrameTexts | null, timings: RunTimings) {
    const worker = this.ensure();
    return new Promise<Outcome>((resolve) => {
      this.pending = {
        run,
        timings,
        settle: (outcome) => {
          this.pending = undefined;
          resolve(outcome);
        },
      };
      const request: RunRequest = {
        type: 'run',
        runId: run.runId,
        version,
        params: run.params,
        texts,
        cancel: run.cancel,
      };
      worker.postMessage(request);
    });
  }

  /** Starts the thread now, if it is not running: the next run finds the engine loaded. */
  boot(): void {
    this.ensure();
  }

  async terminate(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.version = undefined;
    await worker?.terminate();
  }

  private receive(message: WorkerMessage): void {
    const pending = this.pending;
    if (!pending || pending.run.runId !== message.runId) return;
    switch (message.type) {
      case 'frame':
        this.version = message.version;
        pending.timings.parseMs += message.parseMs;
        return;
      case 'progress':
        pending.run.onProgress(message.fraction);
        return;
      case 'done':
        pending.timings.runMs += message.runMs;
        pending.settle({ kind: 'done', result: message.result });
        return;
      case 'cancelled':
        pending.settle({ kind: 'cancelled' });
        return;
      case 'failed':
        pending.settle({
          kind: 'failed',
          message: message.message,
          ...(message.missingFrame && { missingFrame: true as const }),
        });
    }
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./backtest-worker.ts', import.meta.url).href },
    });
    // The server's exit is not held up by an idle worker.
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    const lost = (why: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.version = undefined;
      this.pending?.settle({ kind: 'failed', message: why });
    };
    worker.on('error', (error) => {
      this.logger()?.error({ err: error }, 'backtest worker failed');
      lost(error.message);
    });
    worker.on('exit', (code) => lost(`The backtest worker stopped (exit code ${code})`));
    this.worker = worker;
    return worker;
  }
}
