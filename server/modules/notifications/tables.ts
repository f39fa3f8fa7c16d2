import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Mirrors the notifications table of server/db/migrations/0015_watchlists.sql (the source of
// truth, with each column's meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    recipientSub: text('recipient_sub').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('notifications_recipient').on(table.recipientSub, table.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
