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
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload (sent with pg_notify, delivered
   * after the sending transaction commits, to every process on the database). PostgreSQL: one
   * dedicated connection that reconnects by itself, calling `onGap` after it did (notifications
   * sent meanwhile are lost); PGlite: its own in-process listen. Resolves to the unlisten.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
