import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { completeJob, extendLease, releaseFailedJob, type ClaimedJob } from './job-store';
import { PermanentJobError, type Subscription } from './registry';
import { retryDelay, type Backoff } from './retry-delay';

export interface RunDeps {
  db: Database;
  /** What the handler gets: the database that wakes this worker when a job enqueues more. */
  handlerDb: Database;
  logger: Logger;
  leaseMs: number;
  backoff: Backoff;
}

const describeError = (error: unknown): string =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);

/**
 * Runs one claimed subscriber job outside any transaction (a handler opens its own), renewing
 * the lease meanwhile, then records completed, queued again with backoff, or failed.
 */
export async function runSubscriberJob(
  job: ClaimedJob & { subscriber: string },
  subscription: Subscription | undefined,
  { db, handlerDb, logger, leaseMs, backoff }: RunDeps,
): Promise<void> {
  const { subscriber } = job;
  const log = logger.child({ job: job.id, topic: job.topic, subscriber, attempt: job.attempts });
  const controller = new AbortController();
  const renew = async () => {
    const kept = await db.transaction((tx) => extendLease(tx, job, leaseMs));
    if (!kept) controller.abort(new Error('lease lost'));
  };
  const heartbeat = setInterval(() => {
    renew().catch((error: unknown) => log.warn({ err: error }, 'job lease not renewed'));
  }, leaseMs / 3);
  let failure: unknown;
  try {
    if (!subscription) throw new PermanentJobError(`${subscriber} left ${job.topic}`);
    await subscription.handle(job.payload, {
      job: {
        id: job.id,
        topic: job.topic,
        subscriber,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      },
      db: handlerDb,
      logger: log,
      signal: controller.signal,
    });
  } catch (error) {
    // A handler that throws undefined still failed.
    failure = error ?? new Error('the handler threw without a value');
  } finally {
    clearInterval(heartbeat);
  }

  if (failure === undefined) {
    if (await db.transaction((tx) => completeJob(tx, job))) log.debug('job completed');
    else log.warn('job finished after its lease was lost; another worker may run it again');
    return;
  }
  const retryIn = failure instanceof PermanentJobError ? null : retryDelay(job.attempts, backoff);
  const state = await db.transaction((tx) =>
    releaseFailedJob(tx, job, describeError(failure), retryIn),
  );
  if (state === 'queued') log.warn({ err: failure, retryInMs: retryIn }, 'job failed; will retry');
  else if (state === 'failed') log.error({ err: failure }, 'job failed for good');
  else log.warn({ err: failure }, 'job failed after its lease was lost');
}
