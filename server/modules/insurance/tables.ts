import {
  bigint,
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  NeedsInputs,
  Nominee,
  PolicyKind,
  PremiumFrequency,
} from '../../../src/features/insurance/model/contract';

// Mirrors server/db/migrations/0023_insurance.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });
const paise = (name: string) => bigint(name, { mode: 'number' });

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    policyId: uuid('policy_id').primaryKey(),
    investorSub: text('investor_sub').notNull(),
    kind: text('kind').$type<PolicyKind>().notNull(),
    insurer: text('insurer').notNull(),
    policyNumber: text('policy_number'),
    sumAssured: paise('sum_assured').notNull(),
    premium: paise('premium').notNull(),
    frequency: text('frequency').$type<PremiumFrequency>().notNull(),
    startDate: date('start_date').notNull(),
    renewalDate: date('renewal_date'),
    nominees: jsonb('nominees').$type<Nominee[]>().notNull().default([]),
    documentIds: jsonb('document_ids').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('insurance_policies_investor').on(table.investorSub, table.createdAt)],
);
export type PolicyRow = typeof insurancePolicies.$inferSelect;

export const insuranceNeeds = pgTable('insurance_needs', {
  investorSub: text('investor_sub').primaryKey(),
  inputs: jsonb('inputs').$type<NeedsInputs>().notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});
export type NeedsRow = typeof insuranceNeeds.$inferSelect;
