import type { Database } from '../../db/database';

/** Demo data (local mode, idempotent: runs on every npm start): broker for the demo accounts. */
export function seedBrokerDemo(_db: Database): Promise<void> {
  return Promise.resolve();
}
