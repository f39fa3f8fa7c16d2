import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, SqlTransaction } from './database';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^\d{4}_[a-z0-9_]+\.sql$/;
// Serialises runners that share one PostgreSQL (two servers starting at once).
const ADVISORY_LOCK_KEY = 7_424_011_001;

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => FILE_NAME.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(join(dir, name), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

const lock = (tx: SqlTransaction) =>
  tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);

/** Applies each pending migration in its own transaction; running it again changes nothing. */
export async function migrate(
  db: Database,
  migrations?: Migration[],
): Promise<{ applied: string[] }> {
  const all = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const applied: string[] = [];
  for (const migration of all) {
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const [existing] = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE name = $1',
        [migration.name],
      );
      if (existing) {
        // An applied migration that changed on disk would leave databases that differ silently.
        if (existing.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} changed after it was applied to this database; ` +
              'add a new migration instead (or npm run reset for local data).',
          );
        }
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return { applied };
}
