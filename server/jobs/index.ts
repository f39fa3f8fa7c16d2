// Background jobs on the database (ARCHITECTURE.md, "The write path").
export { appJobRegistry } from './app-jobs';
export {
  DEFAULT_MAX_ATTEMPTS,
  enqueue,
  enqueueJob,
  wakeOnEnqueue,
  type EnqueueOptions,
  type SqlRunner,
} from './enqueue';
export {
  createJobRegistry,
  PermanentJobError,
  type JobContext,
  type JobHandler,
  type JobRegistry,
} from './registry';
export { DEFAULT_BACKOFF, retryDelay, type Backoff } from './retry-delay';
export { defineTopic, type Topic, type TopicPayload } from './topic';
export { APP_TOPICS, DATA_SOURCES, dataUpdated, type DataSource } from './topics';
export { startJobWorker, type JobWorker, type JobWorkerOptions } from './worker';
