import { z } from 'zod';
import type { Orm } from '../../db/database';
import { enqueue } from '../../jobs/enqueue';
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import { sqlRunnerOf } from '../kyc/job-runner';
import { addNotification } from '../notifications/store';
import { namesOf } from './store';
import { meetingReminders, meetings, type MeetingRow } from './tables';
import { and, eq } from 'drizzle-orm';

// Reminders of an accepted meeting (issue 18, Deliver 1): an in-app notification to both sides
// the day before and an hour before. Each is a job on the database's queue, enqueued in the
// transaction that accepts the meeting and due at its time, so it runs once whichever process
// is up then; meeting_reminders makes a second run (or a second process) send nothing. A
// meeting moved, cancelled or past by the time the job runs is not reminded of.

export const REMINDERS = [
  { which: 'day', beforeMs: 24 * 60 * 60_000 },
  { which: 'hour', beforeMs: 60 * 60_000 },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['which'];

export const meetingReminder = defineTopic(
  'calendar.meeting-reminder',
  z.object({
    meetingId: z.uuid(),
    which: z.enum(['day', 'hour']),
    /** The meeting's time when the reminder was set: a moved meeting's old reminders lapse. */
    start: z.iso.datetime({ offset: true }),
  }),
);

/** The notification kind (server/modules/notifications). */
export const REMINDER_NOTICE_KIND = 'meeting-reminder';

const when = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "Tue, 1 Dec, 10:30 am IST". */
export const meetingTimeText = (at: Date): string => `${when.format(at)} IST`;

/**
 * Enqueues the reminders of a meeting just accepted, in the caller's transaction: those whose
 * time is still ahead (a meeting accepted 3 hours before gets the hour's reminder only).
 */
export async function scheduleReminders(tx: Orm, row: MeetingRow, now: Date): Promise<number> {
  if (row.status !== 'accepted' || !row.startAt) return 0;
  const start = row.startAt.toISOString();
  let count = 0;
  for (const { which, beforeMs } of REMINDERS) {
    const runAt = new Date(row.startAt.getTime() - beforeMs);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueue(
      sqlRunnerOf(tx),
      meetingReminder,
      { meetingId: row.meetingId, which, start },
      { runAt, singletonKey: `${row.meetingId}:${which}:${start}` },
    );
    count += 1;
  }
  return count;
}

/**
 * Sends one reminder to both sides, once: true when it sent. Nothing when the meeting is gone,
 * no longer accepted, moved from `start`, or already begun.
 */
export async function sendReminder(
  tx: Orm,
  payload: { meetingId: string; which: ReminderKind; start: string },
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(eq(meetings.meetingId, payload.meetingId))
    .for('update');
  const start = new Date(payload.start);
  if (
    !row?.startAt ||
    row.status !== 'accepted' ||
    row.startAt.getTime() !== start.getTime() ||
    row.startAt.getTime() <= now.getTime()
  ) {
    return false;
  }
  const claimed = await tx
    .insert(meetingReminders)
    .values({ meetingId: row.meetingId, which: payload.which, startAt: start, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: meetingReminders.meetingId });
  if (claimed.length === 0) return false;
  const names = await namesOf(tx, [row.advisorSub, row.investorSub]);
  const lead = payload.which === 'day' ? 'Tomorrow' : 'In an hour';
  const sides = [
    { sub: row.investorSub, other: names.get(row.advisorSub), link: '/investor/calendar' },
    { sub: row.advisorSub, other: names.get(row.investorSub), link: '/advisor/calendar' },
  ];
  for (const side of sides) {
    await addNotification(tx, {
      recipientSub: side.sub,
      kind: REMINDER_NOTICE_KIND,
      title: `${lead}: ${row.title}`,
      body:
        `${meetingTimeText(row.startAt)}, ${row.durationMinutes} minutes` +
        (side.other ? ` with ${side.other}` : '') +
        (row.location ? `. Where: ${row.location}` : '') +
        '.',
      link: side.link,
      at: now,
      demo: row.isDemo,
    });
  }
  return true;
}

/** Whether the reminder was sent (tests and the demo). */
export async function reminderSent(
  orm: Orm,
  meetingId: string,
  which: ReminderKind,
): Promise<boolean> {
  const rows = await orm
    .select({ id: meetingReminders.meetingId })
    .from(meetingReminders)
    .where(and(eq(meetingReminders.meetingId, meetingId), eq(meetingReminders.which, which)));
  return rows.length > 0;
}

export function calendarJobs(registry: JobRegistry): void {
  registry.subscribe(meetingReminder, 'meeting-reminder', async (payload, { db, logger }) => {
    const sent = await db.orm.transaction((tx: Orm) => sendReminder(tx, payload, new Date()));
    if (sent)
      logger.info({ meetingId: payload.meetingId, which: payload.which }, 'meeting reminder sent');
  });
}
