import type { Database } from '../db/database';
import { enqueueJob } from './enqueue';
import type { JobRegistry, Schedule } from './registry';

/**
 * Enqueues each `every` schedule once per slot. The slot's start is the singleton key: every
 * process computes the same one, so however many run, the database keeps one job per slot.
 * Slots missed while no process ran are not made up.
 */
export function recurringScheduler(db: Database, registry: JobRegistry) {
  const lastSlot = new Map<Schedule, number>();
  return async (now: number): Promise<void> => {
    for (const schedule of registry.schedules()) {
      const slot = Math.floor(now / schedule.intervalMs) * schedule.intervalMs;
      if (lastSlot.get(schedule) === slot) continue;
      const at = new Date(slot);
      await enqueueJob(db, schedule.topic, schedule.payload(at), {
        singletonKey: `every ${schedule.intervalMs}ms ${at.toISOString()}`,
        runAt: at,
      });
      lastSlot.set(schedule, slot);
    }
  };
}
