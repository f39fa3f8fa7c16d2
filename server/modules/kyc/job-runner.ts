import { sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import type { SqlRunner } from '../../jobs/enqueue';

/**
 * The write path's drizzle transaction as the job queue's SqlRunner, so that a job is enqueued
 * in the same transaction as the write that causes it (enqueueJob would open a second
 * transaction: on PGlite's single connection it would wait for this one forever). `$n`
 * placeholders become bound parameters, never text.
 */
export function sqlRunnerOf(tx: Orm): SqlRunner {
  return {
    async query<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`));
      const result = await tx.execute(sql.join(chunks));
      // Both drivers (PGlite, node-postgres) answer { rows }.
      return (result as { rows: Row[] }).rows;
    },
  };
}
