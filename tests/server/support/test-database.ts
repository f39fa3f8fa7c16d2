import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database';
import { openDatabase } from '../../../server/db/open-database';

/**
 * The server suite runs on PGlite by default and on a real PostgreSQL when TEST_DATABASE_URL is
 * set (scripts/with-test-postgres.sh sets it): then each test server, and each test that opens a
 * database itself, gets a fresh database of its own on that cluster.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const usingPostgres = ADMIN_URL !== undefined;

export interface TestDatabase {
  /** postgres://… of the new database, for startServer's databaseUrl or openDatabase. */
  url: string;
  /** Drops it, closing whatever connections are still open; running it again does nothing. */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database `nivesh_t_<random>` on TEST_DATABASE_URL's cluster. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!ADMIN_URL) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const name = `nivesh_t_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropping: Promise<void> | undefined;
  return {
    url: url.toString(),
    drop: () =>
      (dropping ??= admin(async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      })),
  };
}

/**
 * openDatabase for a test that opens one itself: PGlite in dataDir, or with TEST_DATABASE_URL a
 * fresh PostgreSQL database that close() drops.
 */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  if (!usingPostgres) return openDatabase({ dataDir });
  const database = await createTestDatabase();
  try {
    const db = await openDatabase({ dataDir, databaseUrl: database.url });
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          await database.drop();
        }
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
