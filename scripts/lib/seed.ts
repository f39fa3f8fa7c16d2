import type { Database } from '../../server/db/database';

/**
 * Demo data, run after migrations by npm start (every start, so each task must be idempotent)
 * and by npm run reset. The migrations seed the rows the app needs to boot; the demo users and
 * their portfolios arrive here with their issue.
 */
export interface SeedTask {
  title: string;
  run(db: Database): Promise<void>;
}

export const SEED_TASKS: SeedTask[] = [];
