import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database';
import * as schema from './schema';

const describe = (url: string): string => {
  const { hostname, port, pathname } = new URL(url);
  return `postgres ${hostname}${port ? `:${port}` : ''}${pathname}`;
};

export async function openPostgres(databaseUrl: string): Promise<Database> {
  const location = describe(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the database ends (restart, failover, pg_terminate_backend) is an 'error'
  // event on the pool, and an unhandled one ends the process. The pool has already dropped that
  // connection; the next query opens a new one.
  pool.on('error', () => undefined);
  // The same on a connection in use (a transaction, the job worker's poll): its query fails
  // with the error, and the event must not end the process too.
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    // Fail at start with a readable message rather than on the first request.
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot reach ${location}: ${(error as Error).message}`, { cause: error });
  }
  return {
    kind: 'postgres',
    location,
    orm: drizzle({ client: pool, schema }),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
