import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MeetingParty, MeetingStatus } from '../../../src/features/calendar/model/contract';

// Mirrors server/db/migrations/0025_calendar.sql (the source of truth, with each column's
// meaning): change both together.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const meetings = pgTable('meetings', {
  meetingId: uuid('meeting_id').primaryKey(),
  advisorSub: text('advisor_sub').notNull(),
  investorSub: text('investor_sub').notNull(),
  title: text('title').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  slots: jsonb('slots').$type<string[]>().notNull(),
  proposedBy: text('proposed_by').$type<MeetingParty>().notNull(),
  status: text('status').$type<MeetingStatus>().notNull(),
  startAt: at('start_at'),
  location: text('location'),
  note: text('note'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type MeetingRow = typeof meetings.$inferSelect;

export const meetingReminders = pgTable(
  'meeting_reminders',
  {
    meetingId: uuid('meeting_id').notNull(),
    which: text('which').$type<'day' | 'hour'>().notNull(),
    startAt: at('start_at').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.meetingId, table.which, table.startAt] })],
);

export const calendarFeeds = pgTable('calendar_feeds', {
  feedId: uuid('feed_id').primaryKey(),
  ownerSub: text('owner_sub').notNull(),
  tokenSha256: text('token_sha256').notNull(),
  createdAt: at('created_at').notNull(),
  revokedAt: at('revoked_at'),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
