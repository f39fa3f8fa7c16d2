import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FamilyRole } from '../../../src/features/families/model/contract';
import type {
  ConsentChannel,
  ImportantDate,
  InteractionKind,
  LeadSource,
  LeadStage,
  TaskStatus,
} from '../../../src/features/crm/model/contract';

// Mirrors server/db/migrations/0026_crm.sql (the source of truth, with each column's meaning):
// change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const crmContacts = pgTable('crm_contacts', {
  contactId: uuid('contact_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  importantDates: jsonb('important_dates').$type<ImportantDate[]>().notNull().default([]),
  familyId: uuid('family_id'),
  householdRole: text('household_role').$type<FamilyRole>(),
  notes: text('notes'),
  investorSub: text('investor_sub'),
  mergedInto: uuid('merged_into'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type CrmContactRow = typeof crmContacts.$inferSelect;

export const crmConsents = pgTable(
  'crm_consents',
  {
    consentId: bigint('consent_id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    contactId: uuid('contact_id').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    recordedAt: at('recorded_at').notNull(),
  },
  (table) => [index('crm_consents_contact').on(table.contactId, table.channel, table.recordedAt)],
);
export type CrmConsentRow = typeof crmConsents.$inferSelect;

export const crmLeads = pgTable('crm_leads', {
  leadId: uuid('lead_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  ownerSub: text('owner_sub').notNull(),
  contactId: uuid('contact_id'),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
  source: text('source').$type<LeadSource>().notNull(),
  expectedAssets: bigint('expected_assets', { mode: 'number' }),
  nextFollowUp: date('next_follow_up', { mode: 'string' }),
  notes: text('notes'),
  stage: text('stage').$type<LeadStage>().notNull(),
  lostReason: text('lost_reason'),
  position: integer('position').notNull().default(0),
  investorSub: text('investor_sub'),
  isDemo: boolean('is_demo').notNull().default(false),
  stageChangedAt: at('stage_changed_at').notNull(),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type CrmLeadRow = typeof crmLeads.$inferSelect;

export const crmStageLog = pgTable('crm_stage_log', {
  entryId: bigint('entry_id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
  leadId: uuid('lead_id').notNull(),
  fromStage: text('from_stage').$type<LeadStage>(),
  toStage: text('to_stage').$type<LeadStage>().notNull(),
  lostReason: text('lost_reason'),
  at: at('at').notNull(),
});
export type CrmStageLogRow = typeof crmStageLog.$inferSelect;

export const crmInteractions = pgTable('crm_interactions', {
  interactionId: uuid('interaction_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  leadId: uuid('lead_id'),
  contactId: uuid('contact_id'),
  kind: text('kind').$type<InteractionKind>().notNull(),
  occurredAt: at('occurred_at').notNull(),
  outcome: text('outcome'),
  notes: text('notes'),
  createdAt: at('created_at').notNull(),
});
export type CrmInteractionRow = typeof crmInteractions.$inferSelect;

export const crmTasks = pgTable('crm_tasks', {
  taskId: uuid('task_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  assigneeSub: text('assignee_sub').notNull(),
  leadId: uuid('lead_id'),
  contactId: uuid('contact_id'),
  title: text('title').notNull(),
  notes: text('notes'),
  dueAt: at('due_at').notNull(),
  remindAt: at('remind_at'),
  snoozedUntil: at('snoozed_until'),
  remindedAt: at('reminded_at'),
  status: text('status').$type<TaskStatus>().notNull().default('open'),
  doneAt: at('done_at'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type CrmTaskRow = typeof crmTasks.$inferSelect;

export const crmInvitations = pgTable('crm_invitations', {
  leadId: uuid('lead_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  email: text('email').notNull(),
  sentAt: at('sent_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  acceptedAt: at('accepted_at'),
  investorSub: text('investor_sub'),
});
export type CrmInvitationRow = typeof crmInvitations.$inferSelect;
