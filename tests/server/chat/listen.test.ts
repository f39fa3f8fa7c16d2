import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Orm } from '../../../server/db/database';
import { usingPostgres, openTestDatabase } from '../support/test-database';
import { removeTempDirs, tempDir } from '../support/test-server';

// The database's listen seam the chat's events ride on (server/db: Database.listen): a NOTIFY
// arrives after its transaction commits and never from one rolled back, on PGlite and on
// PostgreSQL; on PostgreSQL a lost listening connection comes back by itself and says so.

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase(await tempDir('listen'));
});

afterAll(async () => {
  await db?.close();
  await removeTempDirs();
});

function collector() {
  const payloads: string[] = [];
  const waiters = new Set<() => void>();
  return {
    payloads,
    onPayload: (payload: string) => {
      payloads.push(payload);
      for (const wake of [...waiters]) wake();
    },
    /** Resolves once `count` payloads have arrived. */
    until: (count: number, timeoutMs = 5000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${payloads.length} of ${count} payloads arrived`)),
          timeoutMs,
        );
        const check = () => {
          if (payloads.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
  };
}

const notify = (orm: Orm, channel: string, payload: string) =>
  orm.execute(sql`SELECT pg_notify(${channel}, ${payload})`);

describe('Database.listen', () => {
  it('hears what a committed transaction notified, after the commit, and nothing rolled back', async () => {
    const heard = collector();
    const unlisten = await db.listen('listen_test', heard.onPayload);
    try {
      await db.orm.transaction(async (tx: Orm) => {
        await notify(tx, 'listen_test', 'committed');
        // Still inside the transaction: nothing has gone out.
        await tx.execute(sql`SELECT 1`);
        expect(heard.payloads).toEqual([]);
      });
      await heard.until(1);
      await db.orm
        .transaction(async (tx: Orm) => {
          await notify(tx, 'listen_test', 'rolled back');
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await notify(db.orm, 'listen_test', 'after');
      await heard.until(2);
      expect(heard.payloads).toEqual(['committed', 'after']);
      // Another channel is not heard.
      await notify(db.orm, 'listen_other', 'elsewhere');
      await notify(db.orm, 'listen_test', 'last');
      await heard.until(3);
      expect(heard.payloads).toEqual(['committed', 'after', 'last']);
    } finally {
      await unlisten();
    }
    await notify(db.orm, 'listen_test', 'unheard');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.payloads).toHaveLength(3);
  });

  it.skipIf(!usingPostgres)(
    'listens again after its connection is lost, and reports the gap',
    async () => {
      const heard = collector();
      let gaps = 0;
      const unlisten = await db.listen('listen_gap', heard.onPayload, () => {
        gaps += 1;
      });
      try {
        await db.orm.execute(
          sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
              WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
        );
        const deadline = Date.now() + 10_000;
        while (gaps === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(gaps).toBe(1);
        await notify(db.orm, 'listen_gap', 'after the gap');
        await heard.until(1);
        expect(heard.payloads).toEqual(['after the gap']);
      } finally {
        await unlisten();
      }
    },
    20_000,
  );
});
