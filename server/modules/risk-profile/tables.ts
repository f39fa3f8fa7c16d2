import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { RiskDriver } from '../../../src/features/onboarding/model/risk-scoring';
import { userProfiles } from '../../db/schema';

// Mirrors server/db/migrations/0008_risk_profile.sql, the source of truth: change both together.

export const riskProfiles = pgTable(
  'risk_profiles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    investorSub: text('investor_sub')
      .notNull()
      .references(() => userProfiles.sub),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    capacityScore: smallint('capacity_score').notNull(),
    capacityCategory: text('capacity_category').$type<RiskCategoryId>().notNull(),
    toleranceScore: smallint('tolerance_score').notNull(),
    toleranceCategory: text('tolerance_category').$type<RiskCategoryId>().notNull(),
    category: text('category').$type<RiskCategoryId>().notNull(),
    drivers: jsonb('drivers').$type<RiskDriver[]>().notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('risk_profiles_investor').on(table.investorSub, table.id)],
);

export const riskProfileOverrides = pgTable(
  'risk_profile_overrides',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => riskProfiles.id),
    advisorSub: text('advisor_sub')
      .notNull()
      .references(() => userProfiles.sub),
    category: text('category').$type<RiskCategoryId>().notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('risk_profile_overrides_profile').on(table.profileId, table.id)],
);

export type RiskProfileRow = typeof riskProfiles.$inferSelect;
export type NewRiskProfileRow = typeof riskProfiles.$inferInsert;
