import { bigint, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors advisor_settings of server/db/migrations/0022_advisor_practice.sql (the source of
// truth, with each column's meaning): change both together. The client book (server/modules/
// advisor-book) reads review_period_months and idle_cash_threshold_paise with its own query.

export const advisorSettings = pgTable('advisor_settings', {
  advisorSub: text('advisor_sub').primaryKey(),
  practiceName: text('practice_name'),
  sebiValidUntil: date('sebi_valid_until', { mode: 'string' }),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  officeAddress: text('office_address'),
  defaultDriftBandBp: integer('default_drift_band_bp').notNull().default(500),
  reviewPeriodMonths: integer('review_period_months').notNull().default(12),
  idleCashThresholdPaise: bigint('idle_cash_threshold_paise', { mode: 'number' })
    .notNull()
    .default(5_000_000),
  notifications: jsonb('notifications').notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdvisorSettingsRow = typeof advisorSettings.$inferSelect;
