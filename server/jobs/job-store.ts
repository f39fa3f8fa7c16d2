import type { SqlRunner } from './enqueue';

/** The worker's queries. Each finishing step names the claim it ends (id, worker, attempt). */

export interface ClaimedJob {
  id: string;
  topic: string;
  /** null: an event, completed by fanning it out to the topic's subscribers. */
  subscriber: string | null;
  payload: unknown;
  singletonKey: string | null;
  /** This attempt's number, from 1; with id and lockedBy it fences late writes of a lost lease. */
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

export interface Runnable {
  /** Events of these topics. */
  topics: string[];
  /** Jobs of these subscribers; others wait for a process that has them (a newer release). */
  subscribers: { topic: string; name: string }[];
}

const MS = `::float8 * interval '1 millisecond'`;
const CLAIMED = `id::text AS id, topic, subscriber, payload, singleton_key AS "singletonKey",
  attempts, max_attempts AS "maxAttempts", locked_by AS "lockedBy"`;
const THIS_CLAIM = `id = $1::bigint AND locked_by = $2 AND attempts = $3 AND state = 'active'`;

/** SKIP LOCKED: concurrent workers each take a different row instead of queueing on one. */
export async function claimNext(
  tx: SqlRunner,
  workerId: string,
  leaseMs: number,
  runnable: Runnable,
): Promise<ClaimedJob | undefined> {
  const [job] = await tx.query<ClaimedJob>(
    `UPDATE jobs SET state = 'active', attempts = attempts + 1,
                     locked_until = now() + $2${MS}, locked_by = $1
      WHERE id = (
        SELECT id FROM jobs
         WHERE state = 'queued' AND run_at <= now()
           AND ((subscriber IS NULL AND topic = ANY($3::text[]))
                OR (topic, subscriber) IN (SELECT * FROM unnest($4::text[], $5::text[])))
         ORDER BY run_at, id
         FOR UPDATE SKIP LOCKED
         LIMIT 1)
      RETURNING ${CLAIMED}`,
    [
      workerId,
      leaseMs,
      runnable.topics,
      runnable.subscribers.map((s) => s.topic),
      runnable.subscribers.map((s) => s.name),
    ],
  );
  return job;
}

/** Keeps a long job's lease; false when it was lost (expired and taken by another worker). */
export async function extendLease(tx: SqlRunner, job: ClaimedJob, leaseMs: number) {
  const rows = await tx.query(
    `UPDATE jobs SET locked_until = now() + $4${MS} WHERE ${THIS_CLAIM} RETURNING id`,
    [job.id, job.lockedBy, job.attempts, leaseMs],
  );
  return rows.length > 0;
}

export async function completeJob(tx: SqlRunner, job: ClaimedJob): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE jobs SET state = 'completed', completed_at = now(), locked_until = NULL
      WHERE ${THIS_CLAIM} RETURNING id`,
    [job.id, job.lockedBy, job.attempts],
  );
  return rows.length > 0;
}

/** Queued again after `retryInMs`, or failed for good when that is null or attempts ran out. */
export async function releaseFailedJob(
  tx: SqlRunner,
  job: ClaimedJob,
  error: string,
  retryInMs: number | null,
): Promise<'queued' | 'failed' | undefined> {
  const [row] = await tx.query<{ state: 'queued' | 'failed' }>(
    `UPDATE jobs
        SET state = CASE WHEN $4::float8 IS NULL OR attempts >= max_attempts THEN 'failed'
                         ELSE 'queued' END,
            run_at = CASE WHEN $4::float8 IS NULL THEN run_at ELSE now() + $4${MS} END,
            completed_at = CASE WHEN $4::float8 IS NULL OR attempts >= max_attempts THEN now() END,
            locked_until = NULL, last_error = $5
      WHERE ${THIS_CLAIM} RETURNING state`,
    [job.id, job.lockedBy, job.attempts, retryInMs, error],
  );
  return row?.state;
}

/** Active jobs past their lease belong to a worker that stopped: run them again (or fail). */
export async function requeueExpired(tx: SqlRunner): Promise<number> {
  const rows = await tx.query(
    `UPDATE jobs
        SET state = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END,
            completed_at = CASE WHEN attempts >= max_attempts THEN now() END,
            run_at = now(), locked_until = NULL,
            last_error = 'lease of ' || locked_by || ' expired before the job finished'
      WHERE state = 'active' AND locked_until < now()
      RETURNING id`,
  );
  return rows.length;
}

/** Completes an event and adds one job per subscriber, in one transaction (tx). */
export async function fanOut(
  tx: SqlRunner,
  event: ClaimedJob,
  subscribers: { name: string; maxAttempts: number | undefined }[],
): Promise<boolean> {
  if (!(await completeJob(tx, event))) return false;
  for (const subscriber of subscribers) {
    await tx.query(
      `INSERT INTO jobs (topic, subscriber, parent_id, payload, singleton_key, max_attempts)
       VALUES ($1, $2, $3::bigint, $4::jsonb, $5, $6::integer)
       ON CONFLICT DO NOTHING`,
      [
        event.topic,
        subscriber.name,
        event.id,
        JSON.stringify(event.payload),
        event.singletonKey,
        subscriber.maxAttempts ?? event.maxAttempts,
      ],
    );
  }
  return true;
}
