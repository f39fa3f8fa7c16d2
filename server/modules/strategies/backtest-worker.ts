import { parentPort } from 'node:worker_threads';
import type { Expr } from '../../../src/domain/scan/ast';
import type { Frame } from '../../../src/domain/scan/frame';
import { parseFrame } from '../../../src/domain/scan/frame-parse';
import { parseScan } from '../../../src/domain/scan/parse';
import { BacktestCancelledError, runBacktest } from './engine/backtest';
import type { RunRequest, WorkerMessage } from './worker-protocol';

// The backtest worker thread (issue 14, Deliver 4: "running in a worker with progress and
// cancel"), started by runner.ts through worker-boot.mjs. It parses the archive's frame texts
// once per data version and keeps that Frame, so later runs on the same data start at once; the
// engine's work never touches the server's event loop.

let kept: Frame | undefined;

const port = parentPort;
if (!port) throw new Error('backtest-worker.ts runs only as a worker thread');
const post = (message: WorkerMessage) => port.postMessage(message);

/** A rule's tree; the service checked the text before the run was accepted. */
function ruleOf(text: string | null, what: string): Expr | undefined {
  if (text === null) return undefined;
  const parsed = parseScan(text);
  if (!parsed.ok) throw new Error(`The ${what} rule is not valid: ${parsed.error.message}`);
  return parsed.ast;
}

function run(request: RunRequest): void {
  const { runId } = request;
  if (request.texts) {
    const started = performance.now();
    kept = undefined;
    kept = parseFrame(request.texts);
    post({ type: 'frame', runId, version: kept.version, parseMs: performance.now() - started });
  }
  if (!kept || kept.version !== request.version) {
    post({
      type: 'failed',
      runId,
      message: 'The worker has no frame of this data',
      missingFrame: true,
    });
    return;
  }
  const flag = new Int32Array(request.cancel);
  const entryAst = ruleOf(request.params.entry, 'entry');
  const exitAst = ruleOf(request.params.exit, 'exit');
  const started = performance.now();
  const result = runBacktest(kept, request.params, {
    onProgress: (fraction) => post({ type: 'progress', runId, fraction }),
    shouldStop: () => Atomics.load(flag, 0) === 1,
    ...(entryAst && { entryAst }),
    ...(exitAst && { exitAst }),
  });
  post({ type: 'done', runId, result, runMs: performance.now() - started });
}

port.on('message', (request: RunRequest) => {
  try {
    run(request);
  } catch (error) {
    if (error instanceof BacktestCancelledError) {
      post({ type: 'cancelled', runId: request.runId });
    } else {
      const message = error instanceof Error ? error.message : String(error);
      post({ type: 'failed', runId: request.runId, message });
    }
  }
});
