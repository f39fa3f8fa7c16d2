import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../db/schema';

// Mirrors server/db/migrations/0012_account_settings.sql (the source of truth, with each
// column's meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const notificationPreferences = pgTable('notification_preferences', {
  investorSub: text('investor_sub')
    .primaryKey()
    .references(() => userProfiles.sub),
  choices: jsonb('choices').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const retainedRecords = pgTable('retained_records', {
  investorSub: text('investor_sub')
    .primaryKey()
    .references(() => userProfiles.sub),
  advisorSub: text('advisor_sub').references(() => userProfiles.sub),
  erasedAt: at('erased_at').notNull(),
  retainUntil: at('retain_until').notNull(),
  kept: jsonb('kept').$type<string[]>().notNull(),
});
