import type { FrameTexts } from '../../../src/domain/scan/frame';
import type {
  BacktestResult,
  StrategyParams,
} from '../../../src/features/strategies/model/contract';

// Messages between the runner (main thread, runner.ts) and the backtest worker
// (backtest-worker.ts). Plain data: structured clone carries them.

/** Run one backtest. `texts` comes when the worker does not hold the frame of `version`. */
export interface RunRequest {
  type: 'run';
  runId: string;
  version: string;
  params: StrategyParams;
  texts: FrameTexts | null;
  /** One Int32: the main thread stores 1 to cancel; the engine's shouldStop reads it. */
  cancel: SharedArrayBuffer;
}

export type WorkerMessage =
  /** The worker parsed `version`'s texts and keeps that frame. */
  | { type: 'frame'; runId: string; version: string; parseMs: number }
  | { type: 'progress'; runId: string; fraction: number }
  | { type: 'done'; runId: string; result: BacktestResult; runMs: number }
  | { type: 'cancelled'; runId: string }
  /** `missingFrame`: the worker holds another version and got no texts (send them again). */
  | { type: 'failed'; runId: string; message: string; missingFrame?: true };
