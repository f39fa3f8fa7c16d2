import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Typed queries; the same type whether PGlite or PostgreSQL is underneath. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL inside one transaction, for the migration runner (plain .sql files). */
export interface SqlTransaction {
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for messages: a folder, or host/database (never the password). */
  location: string;
  orm: Orm;
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
