import { z } from 'zod';
import { todayInIndia } from '../../archive/calendar';
import type { Orm } from '../../db/database';
// Not '../../jobs': its index loads app-jobs.ts, which loads this file.
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import { demoUuid } from '../../services/demo-ids';
import { formatIsoDate } from '../../../src/ui/format-money';
import { addNotification } from '../notifications/store';
import { notifications } from '../notifications/tables';
import {
  claimDueReminders,
  overdueFollowUps,
  recordNames,
  tasksDueBy,
  type FollowUpLead,
} from './follow-ups-store';
import type { CrmTaskRow } from './tables';
import { eq } from 'drizzle-orm';

// The CRM's recurring work (issue 17, docs/crm.md "The digest and reminders"):
//
// - the daily digest: from 08:00 in India, one in-app notice per adviser listing their leads
//   whose follow-up day has passed and their open tasks due today or overdue; at most one a day
//   per adviser (the notice's id is made from the adviser and the day, so a second run, or a
//   second process, finds it and sends none). An adviser with nothing due gets none that day;
//   one whose first item appears later in the day gets the digest then.
// - task reminders: an in-app notice when a task's remind_at has passed (and its snooze, if
//   any, is over), once (reminded_at is set in the statement that claims it).
//
// Both run in one job every 5 minutes on the database's job queue (server/jobs): the slot is
// the singleton key, so however many processes run, one job runs per slot.

export const DIGEST_NOTICE_KIND = 'crm-digest';
export const REMINDER_NOTICE_KIND = 'crm-task-reminder';
/** The digest goes from this hour (IST) onwards. */
export const DIGEST_HOUR_IST = 8;
const CHECK_EVERY_MS = 5 * 60_000;

/** Every 5 minutes: the task reminders due, and the daily digest once it is morning. */
export const crmFollowUps = defineTopic('crm.follow-ups', z.object({ slot: z.iso.datetime() }));

/** The digest notice's id: one per adviser and IST day. */
export const digestNoticeId = (advisorSub: string, day: string): string =>
  demoUuid(`nivesh-crm-digest:${advisorSub}:${day}`);

const istHour = (now: Date): number => new Date(now.getTime() + 330 * 60_000).getUTCHours();

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** "25 Nov, 3:30 pm IST". */
const timeText = (at: Date) => `${when.format(at)} IST`;

const istDayOf = (at: Date) => todayInIndia(at);

/** The digest's words for one adviser; null when nothing is due. Pure (tests read it). */
export function digestText(
  leads: readonly Pick<FollowUpLead, 'name' | 'nextFollowUp'>[],
  tasks: readonly Pick<CrmTaskRow, 'title' | 'dueAt'>[],
  today: string,
): { title: string; body: string } | null {
  const dueToday = tasks.filter((task) => istDayOf(task.dueAt) === today);
  const overdueTasks = tasks.filter((task) => istDayOf(task.dueAt) < today);
  if (leads.length === 0 && tasks.length === 0) return null;
  const parts: string[] = [];
  if (leads.length > 0) {
    parts.push(
      `${plural(leads.length, 'follow-up')} overdue: ` +
        leads.map((lead) => `${lead.name} (due ${formatIsoDate(lead.nextFollowUp)})`).join(', ') +
        '.',
    );
  }
  if (dueToday.length > 0) {
    parts.push(
      `${plural(dueToday.length, 'task')} due today: ` +
        dueToday.map((task) => task.title).join('; ') +
        '.',
    );
  }
  if (overdueTasks.length > 0) {
    parts.push(
      `${plural(overdueTasks.length, 'task')} overdue: ` +
        overdueTasks
          .map((task) => `${task.title} (due ${formatIsoDate(istDayOf(task.dueAt))})`)
          .join('; ') +
        '.',
    );
  }
  const counts = [
    leads.length > 0 ? plural(leads.length, 'follow-up') : null,
    tasks.length > 0 ? plural(tasks.length, 'task') : null,
  ].filter(Boolean);
  return { title: `Today in your CRM: ${counts.join(' and ')} to see to`, body: parts.join(' ') };
}

/**
 * Sends today's digest to each adviser with something due who has not had it yet; nothing
 * before DIGEST_HOUR_IST. Returns the advisers it was sent to.
 */
export async function sendDigests(tx: Orm, now: Date): Promise<string[]> {
  if (istHour(now) < DIGEST_HOUR_IST) return [];
  const today = todayInIndia(now);
  const leads = await overdueFollowUps(tx, null, today);
  const tasks = await tasksDueBy(tx, null, today, now);
  const advisers = [...new Set([...leads, ...tasks].map((row) => row.advisorSub))].sort();
  const sent: string[] = [];
  for (const advisorSub of advisers) {
    const id = digestNoticeId(advisorSub, today);
    const [already] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.id, id));
    if (already) continue;
    const own = leads.filter((lead) => lead.advisorSub === advisorSub);
    const ownTasks = tasks.filter((task) => task.advisorSub === advisorSub);
    const text = digestText(own, ownTasks, today);
    if (!text) continue;
    await addNotification(tx, {
      id,
      recipientSub: advisorSub,
      kind: DIGEST_NOTICE_KIND,
      title: text.title,
      body: text.body,
      link: '/advisor/crm/lead',
      at: now,
      demo: [...own, ...ownTasks].every((row) => row.isDemo),
    });
    sent.push(advisorSub);
  }
  return sent;
}

/** Sends every task reminder due at `now`, once each. Returns the tasks reminded of. */
export async function sendTaskReminders(tx: Orm, now: Date): Promise<string[]> {
  const due = await claimDueReminders(tx, now);
  if (due.length === 0) return [];
  const names = await recordNames(
    tx,
    due.flatMap((task) => (task.leadId ? [task.leadId] : [])),
    due.flatMap((task) => (task.contactId ? [task.contactId] : [])),
  );
  for (const task of due) {
    const about =
      (task.leadId && names.get(task.leadId)) || (task.contactId && names.get(task.contactId));
    await addNotification(tx, {
      recipientSub: task.assigneeSub,
      kind: REMINDER_NOTICE_KIND,
      title: `Reminder: ${task.title}`,
      body: `Due ${timeText(task.dueAt)}${about ? `, about ${about}` : ''}.`,
      link: task.leadId
        ? `/advisor/crm/lead?lead=${task.leadId}`
        : task.contactId
          ? `/advisor/crm/contact?contact=${task.contactId}`
          : '/advisor/crm/lead',
      at: now,
      demo: task.isDemo,
    });
  }
  return due.map((task) => task.taskId);
}

/** The CRM's jobs, subscribed to the app's registry (server/jobs/app-jobs.ts). */
export function crmJobs(registry: JobRegistry): void {
  registry.every(crmFollowUps, CHECK_EVERY_MS, (at) => ({ slot: at.toISOString() }));
  registry.subscribe(crmFollowUps, 'crm-follow-ups', async (_payload, { db, logger }) => {
    const now = new Date();
    const reminded = await db.orm.transaction((tx: Orm) => sendTaskReminders(tx, now));
    if (reminded.length > 0) logger.info({ tasks: reminded.length }, 'crm task reminders sent');
    const digests = await db.orm.transaction((tx: Orm) => sendDigests(tx, now));
    if (digests.length > 0) logger.info({ advisers: digests.length }, 'crm digests sent');
  });
}
