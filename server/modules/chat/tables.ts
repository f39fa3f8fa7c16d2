import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatRole } from '../../../src/features/chat/model/contract';

// Mirrors server/db/migrations/0024_chat.sql (the source of truth, with each column's meaning):
// change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const chatThreads = pgTable('chat_threads', {
  threadId: uuid('thread_id').primaryKey(),
  investorSub: text('investor_sub').notNull(),
  advisorSub: text('advisor_sub').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  lastMessageAt: at('last_message_at'),
});
export type ChatThreadRow = typeof chatThreads.$inferSelect;

export const CHAT_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];

export const chatAttachments = pgTable('chat_attachments', {
  attachmentId: uuid('attachment_id').primaryKey(),
  uploaderSub: text('uploader_sub').notNull(),
  name: text('name').notNull(),
  contentType: text('content_type').$type<ChatFileType>().notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  sourceDocumentId: uuid('source_document_id'),
  uploadedAt: at('uploaded_at').notNull().defaultNow(),
});
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;

export const chatMessages = pgTable('chat_messages', {
  messageId: uuid('message_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  threadId: uuid('thread_id').notNull(),
  senderSub: text('sender_sub').notNull(),
  senderRole: text('sender_role').$type<ChatRole>().notNull(),
  clientMessageId: uuid('client_message_id').notNull(),
  body: text('body').notNull(),
  attachmentId: uuid('attachment_id'),
  sentAt: at('sent_at').notNull().defaultNow(),
  deliveredAt: at('delivered_at'),
  readAt: at('read_at'),
  isDemo: boolean('is_demo').notNull().default(false),
});
export type ChatMessageRow = typeof chatMessages.$inferSelect;
