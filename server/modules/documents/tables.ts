import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userProfiles } from '../../db/schema';

/**
 * pan, address: the KYC documents (issue 10), the newest of each kind the current one. policy: an
 * insurance policy's document (issue 18), every upload of it current (many policies).
 */
export const DOCUMENT_KINDS = ['pan', 'address', 'policy'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The documents a KYC needs, and all the adviser's verification and the journey read. */
export const KYC_DOCUMENT_KINDS = ['pan', 'address'] as const satisfies readonly DocumentKind[];

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

// Mirrors server/db/migrations/0010_documents.sql and 0027_policy_documents.sql (the source of
// truth): change both together.
export const investorDocuments = pgTable(
  'investor_documents',
  {
    id: uuid('id').primaryKey(),
    investorSub: text('investor_sub')
      .notNull()
      .references(() => userProfiles.sub),
    kind: text('kind').$type<DocumentKind>().notNull(),
    contentType: text('content_type').$type<DocumentType>().notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('investor_documents_current').on(table.investorSub, table.kind, table.uploadedAt.desc()),
  ],
);

export type DocumentRow = typeof investorDocuments.$inferSelect;
