import type { Database } from '../../db/database';

/** Demo data (local mode, idempotent: runs on every npm start): documents for the demo accounts. */
export function seedDocumentsDemo(_db: Database): Promise<void> {
  return Promise.resolve();
}
