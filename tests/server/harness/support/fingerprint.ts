import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { readRoute } from '../../../../server/api/route';
import type { Database } from '../../../../server/db/database';

// A test-only read route that tells whether the database changed: the row count and a hash of
// the rows of every table, the ones later issues add included. It works the same on PGlite and
// on PostgreSQL (TEST_DATABASE_URL), because it reads through the server's own connection.

export const FINGERPRINT_PATH = '/api/test/harness-fingerprint';

const tableRows = z.object({ table_name: z.string() });
const summary = z.object({
  name: z.string(),
  rows: z.coerce.number(),
  hash: z.string().nullable(),
});
// Both drivers answer { rows }, typed differently.
const rowsOf = (result: unknown): unknown => (result as { rows: unknown }).rows;

// The tables are the migrations', the same for the whole run of a server.
const tableLists = new WeakMap<Database, Promise<string[]>>();

function tablesOf(db: Database): Promise<string[]> {
  let tables = tableLists.get(db);
  if (!tables) {
    tables = db.orm
      .execute(
        sql`SELECT table_name FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      )
      .then((result) =>
        z
          .array(tableRows)
          .parse(rowsOf(result))
          .map((row) => row.table_name),
      );
    tableLists.set(db, tables);
  }
  return tables;
}

export const fingerprintRoute = readRoute({
  method: 'GET',
  path: FINGERPRINT_PATH,
  operationId: 'testHarnessFingerprint',
  summary: 'Test only: rows and a hash of every table',
  tag: 'Test',
  access: 'guest',
  response: { description: 'Per table', schema: z.record(z.string(), z.string()) },
  handler: async ({ deps }) => {
    const orm = deps.db.orm;
    const tables = await tablesOf(deps.db);
    // One statement, not one a table: the fuzzer asks after every request.
    const perTable = tables.map(
      (name) =>
        sql`SELECT ${name}::text AS name, count(*) AS rows,
              md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash
            FROM ${sql.identifier(name)} t`,
    );
    const result = await orm.execute(sql.join(perTable, sql` UNION ALL `));
    const rows = z.array(summary).parse(rowsOf(result));
    return Object.fromEntries(
      rows
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((row) => [row.name, `${row.rows} rows ${row.hash ?? '-'}`]),
    );
  },
});
