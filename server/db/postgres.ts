import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from './database';
import * as schema from './schema';

const describe = (url: string): string => {
  const { hostname, port, pathname } = new URL(url);
  return `postgres ${hostname}${port ? `:${port}` : ''}${pathname}`;
};

type Listeners = Map<string, Set<{ onPayload: (payload: string) => void; onGap?: () => void }>>;

/**
 * LISTEN for the whole process on one dedicated connection (a pooled one would be handed to
 * other queries), opened with the first listen. A lost connection is opened again after a
 * growing pause (at most 30 s); its channels are listened to again and each `onGap` called,
 * since what was notified in between is lost.
 */
function pgListener(connectionString: string) {
  const listeners: Listeners = new Map();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const lost = (which: pg.Client) => {
    if (client !== which || closed) return;
    client = undefined;
    connecting = undefined;
    which.end().catch(() => undefined);
    const pause = Math.min(30_000, 250 * 2 ** failures++);
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          for (const entries of listeners.values()) for (const entry of entries) entry.onGap?.();
        })
        .catch(() => undefined);
    }, pause);
    retry.unref();
  };

  const connect = (): Promise<pg.Client> =>
    (connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', ({ channel, payload }) => {
        for (const entry of listeners.get(channel) ?? []) entry.onPayload(payload ?? '');
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        connecting = undefined;
        client = next;
        lost(next);
        throw error;
      }
      failures = 0;
      client = next;
      return next;
    })());

  return {
    async listen(
      channel: string,
      onPayload: (payload: string) => void,
      onGap?: () => void,
    ): Promise<() => Promise<void>> {
      const entry = { onPayload, ...(onGap && { onGap }) };
      let entries = listeners.get(channel);
      const first = !entries;
      if (!entries) listeners.set(channel, (entries = new Set()));
      entries.add(entry);
      const open = await connect();
      if (first) await open.query(`LISTEN ${quote(channel)}`);
      return async () => {
        entries.delete(entry);
        if (entries.size > 0 || listeners.get(channel) !== entries) return;
        listeners.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      listeners.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

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
  const listener = pgListener(databaseUrl);
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
    listen: (channel, onPayload, onGap) => listener.listen(channel, onPayload, onGap),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
