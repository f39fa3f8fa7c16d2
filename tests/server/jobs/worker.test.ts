import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../server/db/database';
import {
  createJobRegistry,
  defineTopic,
  enqueue,
  enqueueJob,
  PermanentJobError,
  startJobWorker,
  wakeOnEnqueue,
  type JobRegistry,
  type JobWorker,
} from '../../../server/jobs';
import { claimNext, completeJob, requeueExpired } from '../../../server/jobs/job-store';
import { removeTempDirs } from '../support/test-server';
import { eventually, jobRows, openJobsDatabase, pause, quiet } from './support';

// One database for the file: each test has topics of its own, and a worker runs only the
// topics its registry knows, so what earlier tests left behind stays untouched.
let db: Database;
const workers: JobWorker[] = [];
const fast = { pollMs: 10, backoff: { baseMs: 40, maxMs: 80 } };
const start = (registry: JobRegistry, options: { pollMs?: number; leaseMs?: number } = {}) => {
  const worker = startJobWorker({ db, registry, logger: quiet, ...fast, ...options });
  workers.push(worker);
  return worker;
};
const numbered = (name: string) => defineTopic(name, z.object({ n: z.number().int() }));

beforeAll(async () => {
  db = await openJobsDatabase();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

afterAll(async () => {
  await db?.close();
  await removeTempDirs();
});

describe('job worker', () => {
  it('runs each of 50 jobs exactly once while two workers compete for them', async () => {
    const topic = numbered('test.exactly-once');
    const calls = new Map<string, number>();
    const payloads: number[] = [];
    const registry = createJobRegistry();
    registry.subscribe(topic, 'counter', async ({ n }, { job }) => {
      calls.set(job.id, (calls.get(job.id) ?? 0) + 1);
      payloads.push(n);
      // Let the other worker claim meanwhile.
      await pause(2);
    });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 50; n += 1) await enqueue(tx, topic, { n });
    });
    start(registry);
    start(registry);

    await eventually(async () => {
      const done = (await jobRows(db, topic.name)).filter((row) => row.state === 'completed');
      expect(done).toHaveLength(100);
    });
    expect(calls.size).toBe(50);
    expect([...calls.values()].every((count) => count === 1)).toBe(true);
    expect(payloads.toSorted((a, b) => a - b)).toEqual([...Array(50).keys()]);
    const runners = new Set(
      (await jobRows(db, topic.name)).filter((r) => r.subscriber).map((r) => r.locked_by),
    );
    expect(runners.size).toBe(2);
  });

  it('keeps one job per singleton key, and completes an event nobody subscribes to', async () => {
    const once = numbered('test.singleton');
    const lonely = numbered('test.no-subscriber');
    let handled = 0;
    const registry = createJobRegistry([lonely]);
    registry.subscribe(once, 'counter', () => {
      handled += 1;
    });
    const first = await enqueueJob(db, once, { n: 1 }, { singletonKey: '2026-07-01' });
    expect(first).toMatch(/^\d+$/);
    expect(await enqueueJob(db, once, { n: 2 }, { singletonKey: '2026-07-01' })).toBeNull();
    await enqueueJob(db, lonely, { n: 3 });
    start(registry);

    await eventually(async () => {
      expect((await jobRows(db, once.name)).map((r) => [r.subscriber, r.state])).toEqual([
        [null, 'completed'],
        ['counter', 'completed'],
      ]);
      expect((await jobRows(db, lonely.name)).map((r) => [r.subscriber, r.state])).toEqual([
        [null, 'completed'],
      ]);
    });
    // Even after it ran, the key stays taken.
    expect(await enqueueJob(db, once, { n: 4 }, { singletonKey: '2026-07-01' })).toBeNull();
    await pause(50);
    expect(handled).toBe(1);
  });

  it('retries a failing job with growing delays, then fails it keeping the error', async () => {
    const topic = numbered('test.always-fails');
    const calledAt: number[] = [];
    const registry = createJobRegistry();
    registry.subscribe(topic, 'flaky', () => {
      calledAt.push(Date.now());
      throw new Error('quote feed down');
    });
    await enqueueJob(db, topic, { n: 1 }, { maxAttempts: 3 });
    start(registry);

    await eventually(async () => {
      expect((await jobRows(db, topic.name))[1]?.state).toBe('failed');
    });
    const job = (await jobRows(db, topic.name))[1];
    expect(job).toMatchObject({ subscriber: 'flaky', attempts: 3 });
    expect(job?.last_error).toContain('quote feed down');
    expect(job?.completed_at).not.toBeNull();
    expect(calledAt).toHaveLength(3);
    // Equal jitter waits at least half the exponential delay: 20 ms, then 40 ms.
    const [first = 0, second = 0, third = 0] = calledAt;
    expect(second - first).toBeGreaterThanOrEqual(20);
    expect(third - second).toBeGreaterThanOrEqual(40);
  });

  it('completes a job that succeeds on a retry, and fails at once on a permanent error', async () => {
    const retried = numbered('test.fails-once');
    const hopeless = numbered('test.permanent');
    let tries = 0;
    const registry = createJobRegistry();
    registry.subscribe(retried, 'second-time-lucky', () => {
      tries += 1;
      if (tries === 1) throw new Error('timeout');
    });
    registry.subscribe(hopeless, 'strict', () => {
      throw new PermanentJobError('no such SIP');
    });
    await enqueueJob(db, retried, { n: 1 });
    await enqueueJob(db, hopeless, { n: 1 });
    start(registry);

    await eventually(async () => {
      expect((await jobRows(db, retried.name))[1]).toMatchObject({
        state: 'completed',
        attempts: 2,
        last_error: expect.stringContaining('timeout') as unknown,
      });
      expect((await jobRows(db, hopeless.name))[1]).toMatchObject({
        state: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('no such SIP') as unknown,
      });
    });
  });

  it('runs again a job whose worker stopped holding it (expired lease)', async () => {
    const topic = numbered('test.crash');
    const runnable = { topics: [topic.name], subscribers: [] };
    const calls: string[] = [];
    const registry = createJobRegistry();
    registry.subscribe(topic, 'survivor', (_payload, { job }) => {
      calls.push(job.id);
    });
    await enqueueJob(db, topic, { n: 1 });
    // A process that claimed the event and died: it never finishes, its lease runs out.
    const lost = await db.transaction((tx) => claimNext(tx, 'crashed-worker', 1, runnable));
    expect(lost).toBeDefined();
    await pause(20);
    start(registry);

    await eventually(() => {
      expect(calls).toHaveLength(1);
    });
    const [event] = await jobRows(db, topic.name);
    expect(event).toMatchObject({ state: 'completed', attempts: 2 });
    expect(event?.locked_by).not.toBe('crashed-worker');
    expect(event?.last_error).toContain('lease of crashed-worker expired');
  });

  it('ignores the late completion of a worker whose lease was taken over', async () => {
    const topic = numbered('test.fencing');
    const runnable = { topics: [topic.name], subscribers: [] };
    await enqueueJob(db, topic, { n: 1 });
    const slow = await db.transaction((tx) => claimNext(tx, 'slow-worker', 1, runnable));
    await pause(20);
    await db.transaction(requeueExpired);
    const other = await db.transaction((tx) => claimNext(tx, 'other-worker', 60_000, runnable));
    if (!slow || !other) throw new Error('nothing claimed');
    expect(other.id).toBe(slow.id);
    expect(await db.transaction((tx) => completeJob(tx, slow))).toBe(false);
    expect(await db.transaction((tx) => completeJob(tx, other))).toBe(true);
    expect((await jobRows(db, topic.name))[0]).toMatchObject({
      state: 'completed',
      locked_by: 'other-worker',
    });
  });

  it('schedules a recurring job once per interval however many workers run', async () => {
    const tick = defineTopic('test.tick', z.object({ slot: z.iso.datetime() }));
    const seen = new Map<string, number>();
    const registry = createJobRegistry();
    registry.every(tick, 150, (slot) => ({ slot: slot.toISOString() }));
    registry.subscribe(tick, 'clock', ({ slot }) => {
      seen.set(slot, (seen.get(slot) ?? 0) + 1);
    });
    start(registry);
    start(registry);

    await eventually(() => {
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    const events = (await jobRows(db, tick.name)).filter((row) => row.subscriber === null);
    expect(new Set(events.map((row) => row.singleton_key)).size).toBe(events.length);
  });

  it('wakes at once when this process commits a job, without waiting for the poll', async () => {
    const topic = numbered('test.wake');
    const calls: number[] = [];
    const registry = createJobRegistry();
    registry.subscribe(topic, 'eager', ({ n }) => {
      calls.push(n);
    });
    const worker = start(registry, { pollMs: 120_000 });
    // Past its first look at the table: from here on it sleeps two minutes unless woken.
    await pause(300);
    await enqueueJob(wakeOnEnqueue(db, worker.wake), topic, { n: 7 });
    await eventually(() => {
      expect(calls).toEqual([7]);
    });
  });

  it('lets the running job finish before stop() resolves', async () => {
    const topic = numbered('test.graceful');
    let release = () => {};
    let started = false;
    const registry = createJobRegistry();
    registry.subscribe(topic, 'slow', async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await enqueueJob(db, topic, { n: 1 });
    const worker = start(registry);
    await eventually(() => {
      expect(started).toBe(true);
    });
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await pause(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await jobRows(db, topic.name))[1]?.state).toBe('completed');
  });
});
