import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { KycDetails, KycDraft } from '../../../src/features/onboarding/model/kyc-rules';

/** What is kept of the submitted details: all but the account number typed a second time. */
export type StoredKycDetails = Omit<KycDetails, 'accountNumberConfirm'>;

export type KycRecordStatus = 'draft' | 'submitted' | 'verified' | 'rejected';

// 0007_kyc.sql
export const kycRecords = pgTable(
  'kyc_records',
  {
    investorSub: text('investor_sub').primaryKey(),
    status: text('status').$type<KycRecordStatus>().notNull(),
    draft: jsonb('draft').$type<KycDraft>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    details: jsonb('details').$type<StoredKycDetails>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    rejectionReason: text('rejection_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kyc_records_awaiting')
      .on(table.submittedAt)
      .where(sql`status = 'submitted'`),
  ],
);

export type KycRow = typeof kycRecords.$inferSelect;
