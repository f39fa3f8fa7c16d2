import type { SqlTransaction } from '../../db/database';

export interface BulkColumn {
  name: string;
  /** PostgreSQL element type of the array parameter, e.g. int, bigint, date, text. */
  type: 'int' | 'bigint' | 'date' | 'text' | 'float8' | 'bool';
  values: ArrayLike<unknown>;
}

/** Rows per statement: large enough to amortise parsing, small enough for one parameter array. */
const BATCH = 50_000;

export interface InsertOptions {
  /** SQL literals for columns that are the same on every row, e.g. { is_demo: 'true' }. */
  constants?: Record<string, string>;
  /** e.g. 'ON CONFLICT DO NOTHING'. */
  onConflict?: string;
}

/**
 * Inserts many rows in few statements: each column travels as one array parameter and
 * `unnest` turns them back into rows. Works the same on PGlite and PostgreSQL; measured
 * here at about 170,000 bar rows a second on PGlite (620,000 in 3.6 s).
 */
export async function insertColumns(
  tx: SqlTransaction,
  table: string,
  columns: readonly BulkColumn[],
  { constants = {}, onConflict = '' }: InsertOptions = {},
): Promise<number> {
  const count = columns[0]?.values.length ?? 0;
  if (columns.some((column) => column.values.length !== count)) {
    throw new Error(`insertColumns(${table}): columns of different lengths`);
  }
  const names = [...columns.map((column) => column.name), ...Object.keys(constants)].join(', ');
  const arrays = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
  const literals = Object.values(constants)
    .map((literal) => `, ${literal}`)
    .join('');
  const statement =
    `INSERT INTO ${table} (${names}) SELECT u.*${literals} FROM unnest(${arrays}) AS u ` +
    onConflict;
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH);
    const params = columns.map((column): unknown[] =>
      Array.from({ length: end - start }, (_, i) => column.values[start + i]),
    );
    await tx.query(statement, params);
  }
  return count;
}

/** Column arrays grown row by row, for loaders that do not have typed arrays at hand. */
export class ColumnBuffer<Name extends string> {
  readonly values = new Map<Name, unknown[]>();
  constructor(private readonly types: Record<Name, BulkColumn['type']>) {
    for (const name of Object.keys(types) as Name[]) this.values.set(name, []);
  }

  push(row: Record<Name, unknown>): void {
    for (const [name, list] of this.values) list.push(row[name]);
  }

  get length(): number {
    return this.values.values().next().value?.length ?? 0;
  }

  columns(): BulkColumn[] {
    return [...this.values].map(([name, values]) => ({ name, type: this.types[name], values }));
  }
}
