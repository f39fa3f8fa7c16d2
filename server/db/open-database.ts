import type { Database } from './database';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite folder in DATA_DIR/pg. */
export const openDatabase = ({ dataDir, databaseUrl }: DatabaseOptions): Promise<Database> =>
  databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
