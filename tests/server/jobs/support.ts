import { vi } from 'vitest';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { createLogger } from '../../../server/logger';
import { openTestDatabase } from '../support/test-database';
import { tempDir } from '../support/test-server';

export const quiet = createLogger('silent');

/** A migrated database of its own: PGlite, or a fresh PostgreSQL one with TEST_DATABASE_URL. */
export async function openJobsDatabase(): Promise<Database> {
  const db = await openTestDatabase(await tempDir('jobs'));
  await migrate(db);
  return db;
}

export interface JobRow {
  id: string;
  subscriber: string | null;
  state: 'queued' | 'active' | 'completed' | 'failed';
  attempts: number;
  singleton_key: string | null;
  locked_by: string | null;
  last_error: string | null;
  completed_at: Date | string | null;
}

export const jobRows = (db: Database, topic: string): Promise<JobRow[]> =>
  db.transaction((tx) =>
    tx.query<JobRow>(
      `SELECT id::text AS id, subscriber, state, attempts, singleton_key, locked_by, last_error,
              completed_at
         FROM jobs WHERE topic = $1 ORDER BY jobs.id`,
      [topic],
    ),
  );

/** Waits for the worker to get there; generous, as two cores are shared by the suite. */
export const eventually = (check: () => Promise<void> | void) =>
  vi.waitFor(check, { timeout: 15_000, interval: 20 });

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
