import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors server/db/migrations/*.sql, which are the source of truth: change both together.

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dataStatus = pgTable('data_status', {
  countrycode: text('countrycode').primaryKey(),
  updatedatetime: timestamp('updatedatetime', { withTimezone: true }).notNull(),
});
