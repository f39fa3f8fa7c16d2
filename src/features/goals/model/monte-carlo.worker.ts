import { simulateGoal, type SimulateInput, type SimulateResult } from './monte-carlo';

// The goal Monte Carlo off the main thread (issue 13, Bench: no main-thread task over 50 ms).
// A module worker: new Worker(new URL('./monte-carlo.worker.ts', import.meta.url), { type: 'module' }).
// In: { input } (SimulateInput without onProgress). Out: { type: 'progress', done } every 100
// paths, then { type: 'result', result }, or { type: 'error', message }.

export type WorkerRequest = { input: Omit<SimulateInput, 'onProgress'> };
export type WorkerReply =
  | { type: 'progress'; done: number }
  | { type: 'result'; result: SimulateResult }
  | { type: 'error'; message: string };

// The DOM lib types `self` as a Window; in a worker only postMessage(message) exists.
const scope = self as unknown as {
  postMessage: (reply: WorkerReply) => void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};

scope.onmessage = (event) => {
  try {
    const result = simulateGoal({
      ...event.data.input,
      onProgress: (done) => scope.postMessage({ type: 'progress', done }),
    });
    scope.postMessage({ type: 'result', result });
  } catch (error) {
    scope.postMessage({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
