import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FamilyRole } from '../../../src/features/families/model/contract';

// Mirrors the families tables of server/db/migrations/0022_advisor_practice.sql (the source of
// truth, with each column's meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const families = pgTable('families', {
  familyId: uuid('family_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  name: text('name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
export type FamilyRow = typeof families.$inferSelect;

export const familyMembers = pgTable(
  'family_members',
  {
    familyId: uuid('family_id').notNull(),
    investorSub: text('investor_sub').notNull(),
    role: text('role').$type<FamilyRole>().notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.familyId, table.investorSub] })],
);
export type FamilyMemberRow = typeof familyMembers.$inferSelect;
