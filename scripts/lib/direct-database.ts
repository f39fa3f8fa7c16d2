import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import type { ServerConfig } from '../../server/env';

/** Opens the database the way the server would (migrated), for scripts run while it is down. */
export async function withDatabase<T>(
  config: ServerConfig,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}
