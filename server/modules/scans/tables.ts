import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedScan } from '../../../src/features/scans/model/contract';

// Mirrors server/db/migrations/0019_scans.sql (the source of truth, with each column's meaning):
// change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export type LastRun = NonNullable<SavedScan['lastRun']>;

export const savedScans = pgTable(
  'saved_scans',
  {
    id: uuid('id').primaryKey(),
    ownerSub: text('owner_sub').notNull(),
    name: text('name').notNull(),
    expression: text('expression').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastRun: jsonb('last_run').$type<LastRun>(),
    newSymbols: text('new_symbols').array().notNull().default([]),
    demo: boolean('demo').notNull().default(false),
  },
  (table) => [index('saved_scans_owner').on(table.ownerSub, table.createdAt)],
);

export type SavedScanRow = typeof savedScans.$inferSelect;
