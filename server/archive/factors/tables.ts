import { customType, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/0014_factor_scores.sql (the source of truth, with each column's
// meaning): change both together. The engine writes with raw SQL (base64 through decode(), the
// fast path on PGlite); these are for typed reads and for readers of the schema.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const factorDays = pgTable('factor_days', {
  tradeDate: date('trade_date').primaryKey(),
  instrumentIds: integer('instrument_ids').array().notNull(),
  scores: bytea('scores').notNull(),
});

export const factorState = pgTable('factor_state', {
  id: integer('id').primaryKey(),
  updatedatetime: timestamp('updatedatetime', { withTimezone: true }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  days: integer('days').notNull(),
  milliseconds: integer('milliseconds').notNull(),
});
