import type { Database } from '../db/database';
import type { z } from 'zod';
import type { Topic } from './topic';

/** Enough of a transaction to enqueue; SqlTransaction fits, so a job commits with its cause. */
export interface SqlRunner {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface EnqueueOptions {
  /** Not before this time (default now); delayMs counts from now instead. */
  runAt?: Date;
  delayMs?: number;
  /** At most one job per topic and key, ever: later enqueues with the key do nothing. */
  singletonKey?: string;
  /** Tries per subscriber, including the first; a subscriber's own maxAttempts wins. */
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

// Transactions that enqueued, so wakeOnEnqueue can wake the worker once they commit. Weak: a
// transaction object lives only as long as its work.
const enqueuedIn = new WeakSet<SqlRunner>();
export const hasEnqueued = (tx: SqlRunner): boolean => enqueuedIn.has(tx);

/**
 * Records an event of `topic` in the caller's transaction; a worker runs every subscriber of
 * the topic once it commits. Returns the job id, or null when the singleton key was taken.
 */
export async function enqueue<S extends z.ZodType>(
  tx: SqlRunner,
  topic: Topic<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const { runAt, delayMs = 0, singletonKey, maxAttempts = DEFAULT_MAX_ATTEMPTS } = options;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`maxAttempts must be a positive whole number, not ${maxAttempts}`);
  }
  const data: unknown = topic.schema.parse(payload);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO jobs (topic, payload, singleton_key, max_attempts, run_at)
     VALUES ($1, $2::jsonb, $3, $4::integer,
             coalesce($5::timestamptz, now() + $6::float8 * interval '1 millisecond'))
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [
      topic.name,
      JSON.stringify(data),
      singletonKey ?? null,
      maxAttempts,
      runAt?.toISOString() ?? null,
      delayMs,
    ],
  );
  enqueuedIn.add(tx);
  return row?.id ?? null;
}

/** enqueue in a transaction of its own, for callers with no write to join. */
export const enqueueJob = <S extends z.ZodType>(
  db: Database,
  topic: Topic<S>,
  payload: z.input<S>,
  options?: EnqueueOptions,
): Promise<string | null> => db.transaction((tx) => enqueue(tx, topic, payload, options));

/**
 * The database with transactions that wake `wake` after they commit having enqueued: on
 * PostgreSQL a worker woken earlier would not yet see the row.
 */
export function wakeOnEnqueue(db: Database, wake: () => void): Database {
  return {
    ...db,
    transaction: async (work) => {
      let used: SqlRunner | undefined;
      const result = await db.transaction((tx) => {
        used = tx;
        return work(tx);
      });
      if (used && hasEnqueued(used)) wake();
      return result;
    },
  };
}
