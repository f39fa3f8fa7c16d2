import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { bumpGeneration } from '../services/change-generation';
import { wakeOnEnqueue } from './enqueue';
import { claimNext, fanOut, requeueExpired, type ClaimedJob, type Runnable } from './job-store';
import { recurringScheduler } from './recurring';
import type { JobRegistry } from './registry';
import { DEFAULT_BACKOFF, type Backoff } from './retry-delay';
import { runSubscriberJob } from './run-subscriber-job';
import { createWakeableSleep } from './wakeable-sleep';

export interface JobWorkerOptions {
  db: Database;
  registry: JobRegistry;
  logger: Logger;
  /** How often to look for due jobs when not woken (default 1 s). */
  pollMs?: number;
  /** How long a claim lasts unless renewed; a stopped process's jobs run again after it. */
  leaseMs?: number;
  backoff?: Backoff;
  id?: string;
}

export interface JobWorker {
  readonly id: string;
  /** Look for jobs now (this process just committed one); safe to pass around unbound. */
  readonly wake: () => void;
  /** Resolves once the running job, if any, has finished and been recorded. */
  stop(): Promise<void>;
}

/**
 * Runs jobs one at a time until stopped; any number of workers, in any number of processes,
 * may share one database. Polls, as PGlite has no LISTEN across processes.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, registry, pollMs = 1000, leaseMs = 60_000, backoff = DEFAULT_BACKOFF } = options;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const logger = options.logger.child({ jobWorker: id });
  const sleep = createWakeableSleep();
  const deps = { db, handlerDb: wakeOnEnqueue(db, sleep.wake), logger, leaseMs, backoff };
  const scheduleRecurring = recurringScheduler(db, registry);
  const runnable: Runnable = {
    topics: registry.topics().map((topic) => topic.name),
    subscribers: registry.subscriptions().map((s) => ({ topic: s.topic.name, name: s.name })),
  };
  let stopping = false;

  async function runEvent(event: ClaimedJob) {
    const subscribers = registry
      .subscriptions(event.topic)
      .map((s) => ({ name: s.name, maxAttempts: s.maxAttempts }));
    const done = await db.transaction((tx) => fanOut(tx, event, subscribers));
    logger.debug(
      { job: event.id, topic: event.topic, subscribers: subscribers.length, done },
      'event',
    );
  }

  /** Claims and runs one due job; false when there was none. */
  async function runNext(): Promise<boolean> {
    const job = await db.transaction((tx) => claimNext(tx, id, leaseMs, runnable));
    if (!job) return false;
    const { subscriber } = job;
    if (subscriber === null) await runEvent(job);
    else {
      const subscription = registry.subscriptions(job.topic).find((s) => s.name === subscriber);
      await runSubscriberJob({ ...job, subscriber }, subscription, deps);
    }
    // A job may have changed what in-memory answers are made of (the client book).
    bumpGeneration();
    return true;
  }

  async function loop() {
    let nextUpkeep = 0;
    while (!stopping) {
      let ran = false;
      try {
        if (Date.now() >= nextUpkeep) {
          nextUpkeep = Date.now() + pollMs;
          await scheduleRecurring(Date.now());
          const requeued = await db.transaction(requeueExpired);
          if (requeued > 0) logger.warn({ requeued }, 'jobs of a stopped worker queued again');
        }
        ran = await runNext();
      } catch (error) {
        // The database may be briefly unreachable; the next poll tries again.
        logger.error({ err: error }, 'job worker step failed');
      }
      if (!ran && !stopping) await sleep.sleep(pollMs);
    }
  }

  const running = loop();
  logger.debug({ runnable }, 'job worker started');
  return {
    id,
    wake: sleep.wake,
    stop: async () => {
      stopping = true;
      sleep.wake();
      await running;
      logger.debug('job worker stopped');
    },
  };
}
