import type { Database } from '../../db/database';

/** Demo data (local mode, idempotent: runs on every npm start): kyc for the demo accounts. */
export function seedKycDemo(_db: Database): Promise<void> {
  return Promise.resolve();
}
