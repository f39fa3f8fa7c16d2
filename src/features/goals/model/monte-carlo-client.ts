import { simulateGoal, type SimulateInput, type SimulateResult } from './monte-carlo';
import type { WorkerReply, WorkerRequest } from './monte-carlo.worker';

// Runs the goal Monte Carlo in a module worker (monte-carlo.worker.ts) in the browser, so a
// 1,000 × 360-month run never blocks the page; where `Worker` does not exist (tests, the server
// through tsx) it runs directly. One worker per run, ended when the run finishes or the signal
// aborts it (the caller aborts a stale run when the inputs change); an aborted run rejects with
// the signal's reason. A finished browser run leaves a `performance.measure('monte-carlo')` of
// its worker round trip (start, simulation, reply), which tests/bench/goal-plan-worker.ts reads.

/** The user-timing name of a finished worker run (tests/bench/goal-plan-worker.ts). */
export const MONTE_CARLO_MEASURE = 'monte-carlo';

export type MonteCarloInput = Omit<SimulateInput, 'onProgress'>;

const aborted = (signal: AbortSignal | undefined): Error =>
  signal?.reason instanceof Error
    ? signal.reason
    : new DOMException('The simulation was stopped', 'AbortError');

export function runMonteCarlo(
  input: MonteCarloInput,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<SimulateResult> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(aborted(signal));
  if (typeof Worker === 'undefined') {
    try {
      return Promise.resolve(simulateGoal({ ...input, onProgress }));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  return new Promise<SimulateResult>((resolve, reject) => {
    const started = performance.now();
    const worker = new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(aborted(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress?.(reply.done);
        return;
      }
      stop();
      if (reply.type === 'result') {
        performance.measure(MONTE_CARLO_MEASURE, { start: started });
        resolve(reply.result);
      } else reject(new Error(reply.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message || 'The simulation failed'));
    };
    worker.postMessage({ input } satisfies WorkerRequest);
  });
}
