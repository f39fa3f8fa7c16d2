import { eq } from 'drizzle-orm';
import { addDays, istDay } from '../../../src/features/calendar/model/events';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { scheduleReminders } from './reminders';
import { meetings, type MeetingRow } from './tables';

/** The demo meetings' fixed ids, so every start finds them. */
export const DEMO_PROPOSED_MEETING_ID = demoUuid('nivesh-demo-meeting:investor-proposed');
export const DEMO_ACCEPTED_MEETING_ID = demoUuid('nivesh-demo-meeting:sunita-accepted');

/** A weekday `ahead` weekdays after `from` (IST days). */
function weekdayAhead(from: string, ahead: number): string {
  let day = from;
  let left = ahead;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

const ist = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** The two demo meetings as they are first made, dated from `now`. */
export function demoMeetings(now: Date): MeetingRow[] {
  const today = istDay(now);
  const advisorSub = demoSubOf('advisor@example.com');
  return [
    {
      meetingId: DEMO_PROPOSED_MEETING_ID,
      advisorSub,
      investorSub: demoSubOf('investor@example.com'),
      title: 'Half-yearly portfolio review (demo)',
      durationMinutes: 45,
      slots: [
        ist(weekdayAhead(today, 2), '11:00'),
        ist(weekdayAhead(today, 3), '15:30'),
        ist(weekdayAhead(today, 4), '10:00'),
      ].map((at) => at.toISOString()),
      proposedBy: 'advisor',
      status: 'proposed',
      startAt: null,
      location: 'Video call: the link comes in chat',
      note: 'The car goal, the SIP step-up and the insurance gap. Demo data.',
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    },
    {
      meetingId: DEMO_ACCEPTED_MEETING_ID,
      advisorSub,
      investorSub: demoSubOf('sunita@example.com'),
      title: 'Retirement income plan (demo)',
      durationMinutes: 30,
      slots: [ist(weekdayAhead(today, 3), '16:00').toISOString()],
      proposedBy: 'advisor',
      status: 'accepted',
      startAt: ist(weekdayAhead(today, 3), '16:00'),
      location: 'Office, Pune',
      note: 'Bring the health policy papers. Demo data.',
      isDemo: true,
      createdAt: now,
      updatedAt: now,
    },
  ];
}

/** Still as the seed left it, and every time on it passed: the demo moves it ahead. */
function stale(row: MeetingRow, now: Date): boolean {
  if (!row.isDemo || row.updatedAt.getTime() !== row.createdAt.getTime()) return false;
  if (row.status === 'proposed')
    return row.slots.every((slot) => Date.parse(slot) <= now.getTime());
  return row.status === 'accepted' && row.startAt !== null && row.startAt <= now;
}

/**
 * Demo data of the calendar (local mode, idempotent): advisor@ proposes three times to
 * investor@ (Aarav Sharma), and sunita@ (Sunita Kulkarni) has accepted a meeting with her,
 * with its reminders on the job queue; both labelled demo. Made when missing; a demo meeting
 * nobody touched whose times have all passed is moved ahead, and one a user answered is left.
 */
export async function seedCalendarDemo(db: Database, now = new Date()): Promise<void> {
  await db.orm.transaction(async (tx: Orm) => {
    for (const fresh of demoMeetings(now)) {
      const [row] = await tx
        .select()
        .from(meetings)
        .where(eq(meetings.meetingId, fresh.meetingId))
        .for('update');
      if (row && !stale(row, now)) continue;
      if (row) {
        const { meetingId: _id, advisorSub: _a, investorSub: _i, ...moved } = fresh;
        await tx.update(meetings).set(moved).where(eq(meetings.meetingId, fresh.meetingId));
      } else {
        await tx.insert(meetings).values(fresh).onConflictDoNothing();
      }
      await scheduleReminders(tx, fresh, now);
    }
  });
}
