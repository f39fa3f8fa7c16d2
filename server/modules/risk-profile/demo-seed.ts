import type { Database } from '../../db/database';

/** Demo data (local mode, idempotent: runs on every npm start): risk-profile for the demo accounts. */
export function seedRiskProfileDemo(_db: Database): Promise<void> {
  return Promise.resolve();
}
