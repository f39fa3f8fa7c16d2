// The backtest worker's entry (server/modules/strategies/runner.ts): a worker thread does not
// inherit tsx from the thread that starts it, so this plain module registers tsx's loader and
// then imports the TypeScript worker named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
