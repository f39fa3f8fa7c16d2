import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type {
  ContactDateInput,
  FollowUpInput,
  TaskInput,
} from '../../../src/features/calendar/model/events';
import type { ImportantDate } from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import type { OverdueFollowUp, OverdueTask } from '../advisor-book/action-rules';
import { crmContacts, crmLeads, crmTasks, type CrmTaskRow } from './tables';

// What is due in an adviser's CRM, read straight from the CRM's tables for the daily digest
// and the task reminders (jobs.ts), the client book's follow-up actions
// (server/modules/advisor-book) and the adviser's calendar (server/modules/calendar). Days are
// IST days (YYYY-MM-DD); a task's due time is an instant, so "due on or before a day" is "due
// before the next day's IST midnight".

/** The instant an IST day starts. */
export const istMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A lead still in the pipeline whose follow-up day is set. */
export interface FollowUpLead {
  leadId: string;
  advisorSub: string;
  name: string;
  stage: string;
  nextFollowUp: string;
  isDemo: boolean;
}

const OPEN_STAGES = notInArray(crmLeads.stage, ['won', 'lost']);

/** Leads (of one adviser, or of all when null) whose follow-up day is before `today`. */
export async function overdueFollowUps(
  orm: Orm,
  advisorSub: string | null,
  today: string,
): Promise<FollowUpLead[]> {
  const rows = await orm
    .select({
      leadId: crmLeads.leadId,
      advisorSub: crmLeads.advisorSub,
      name: crmLeads.name,
      stage: crmLeads.stage,
      nextFollowUp: crmLeads.nextFollowUp,
      isDemo: crmLeads.isDemo,
    })
    .from(crmLeads)
    .where(
      and(
        advisorSub === null ? undefined : eq(crmLeads.advisorSub, advisorSub),
        OPEN_STAGES,
        isNotNull(crmLeads.nextFollowUp),
        lt(crmLeads.nextFollowUp, today),
      ),
    )
    .orderBy(asc(crmLeads.nextFollowUp), asc(crmLeads.name), asc(crmLeads.leadId));
  return rows.map((row) => ({ ...row, nextFollowUp: row.nextFollowUp! }));
}

/** Leads in the pipeline with a follow-up day from `from` to `to` (the calendar). */
export async function followUpsBetween(
  orm: Orm,
  advisorSub: string,
  from: string,
  to: string,
): Promise<FollowUpLead[]> {
  const rows = await orm
    .select({
      leadId: crmLeads.leadId,
      advisorSub: crmLeads.advisorSub,
      name: crmLeads.name,
      stage: crmLeads.stage,
      nextFollowUp: crmLeads.nextFollowUp,
      isDemo: crmLeads.isDemo,
    })
    .from(crmLeads)
    .where(
      and(
        eq(crmLeads.advisorSub, advisorSub),
        OPEN_STAGES,
        gte(crmLeads.nextFollowUp, from),
        lte(crmLeads.nextFollowUp, to),
      ),
    )
    .orderBy(asc(crmLeads.nextFollowUp), asc(crmLeads.name));
  return rows.map((row) => ({ ...row, nextFollowUp: row.nextFollowUp! }));
}

/** A snoozed task is out of sight until its snooze ends. */
const notSnoozed = (now: Date) =>
  or(isNull(crmTasks.snoozedUntil), lte(crmTasks.snoozedUntil, now));

/**
 * Open tasks (of one adviser, or of all when null) due on or before `today` (IST) and not
 * snoozed at `now`, soonest first.
 */
export async function tasksDueBy(
  orm: Orm,
  advisorSub: string | null,
  today: string,
  now: Date,
): Promise<CrmTaskRow[]> {
  return orm
    .select()
    .from(crmTasks)
    .where(
      and(
        advisorSub === null ? undefined : eq(crmTasks.advisorSub, advisorSub),
        eq(crmTasks.status, 'open'),
        lt(crmTasks.dueAt, istMidnight(nextDay(today))),
        notSnoozed(now),
      ),
    )
    .orderBy(asc(crmTasks.dueAt), asc(crmTasks.taskId));
}

/** Open tasks due from `from` to `to` (IST days, both in), snoozed or not (the calendar). */
export async function openTasksBetween(
  orm: Orm,
  advisorSub: string,
  from: string,
  to: string,
): Promise<CrmTaskRow[]> {
  return orm
    .select()
    .from(crmTasks)
    .where(
      and(
        eq(crmTasks.advisorSub, advisorSub),
        eq(crmTasks.status, 'open'),
        gte(crmTasks.dueAt, istMidnight(from)),
        lt(crmTasks.dueAt, istMidnight(nextDay(to))),
      ),
    )
    .orderBy(asc(crmTasks.dueAt));
}

/**
 * Claims the task reminders due at `now`, in the caller's transaction: open tasks whose
 * remind_at has passed, not snoozed past `now`, not reminded yet. Each is marked reminded in
 * the same statement, so a second run (or a second process) claims none of them again.
 */
export async function claimDueReminders(tx: Orm, now: Date): Promise<CrmTaskRow[]> {
  return tx
    .update(crmTasks)
    .set({ remindedAt: now })
    .where(
      and(
        eq(crmTasks.status, 'open'),
        isNull(crmTasks.remindedAt),
        isNotNull(crmTasks.remindAt),
        lte(crmTasks.remindAt, now),
        notSnoozed(now),
      ),
    )
    .returning();
}

/** The names of leads and contacts by id (a task's "about"). */
export async function recordNames(
  orm: Orm,
  leadIds: readonly string[],
  contactIds: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const leads = [...new Set(leadIds)];
  const contacts = [...new Set(contactIds)];
  if (leads.length > 0) {
    const rows = await orm
      .select({ id: crmLeads.leadId, name: crmLeads.name })
      .from(crmLeads)
      .where(inArray(crmLeads.leadId, leads));
    for (const row of rows) names.set(row.id, row.name);
  }
  if (contacts.length > 0) {
    const rows = await orm
      .select({ id: crmContacts.contactId, name: crmContacts.name })
      .from(crmContacts)
      .where(inArray(crmContacts.contactId, contacts));
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/** A contact's important dates (birthdays, anniversaries, renewals) for the calendar. */
export interface ContactDates {
  contactId: string;
  name: string;
  investorSub: string | null;
  dates: ImportantDate[];
  isDemo: boolean;
}

/** The adviser's listed contacts (not merged away) that have any important date. */
export async function contactDatesOf(orm: Orm, advisorSub: string): Promise<ContactDates[]> {
  const rows = await orm
    .select({
      contactId: crmContacts.contactId,
      name: crmContacts.name,
      investorSub: crmContacts.investorSub,
      dates: crmContacts.importantDates,
      isDemo: crmContacts.isDemo,
    })
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.advisorSub, advisorSub),
        isNull(crmContacts.mergedInto),
        sql`jsonb_array_length(${crmContacts.importantDates}) > 0`,
      ),
    )
    .orderBy(asc(crmContacts.name), asc(crmContacts.contactId));
  return rows;
}

/** The adviser's overdue follow-ups and tasks, as the client book's rule reads them. */
export async function bookFollowUpsOf(
  orm: Orm,
  advisorSub: string,
  today: string,
  now: Date,
): Promise<{ leads: OverdueFollowUp[]; tasks: OverdueTask[] }> {
  const leads = await overdueFollowUps(orm, advisorSub, today);
  const late = await orm
    .select()
    .from(crmTasks)
    .where(
      and(
        eq(crmTasks.advisorSub, advisorSub),
        eq(crmTasks.status, 'open'),
        lt(crmTasks.dueAt, now),
        notSnoozed(now),
      ),
    )
    .orderBy(asc(crmTasks.dueAt), asc(crmTasks.taskId));
  const names = await recordNames(
    orm,
    late.flatMap((task) => (task.leadId ? [task.leadId] : [])),
    late.flatMap((task) => (task.contactId ? [task.contactId] : [])),
  );
  return {
    leads: leads.map(({ leadId, name, nextFollowUp }) => ({ leadId, name, nextFollowUp })),
    tasks: late.map((task) => ({
      taskId: task.taskId,
      title: task.title,
      dueAt: task.dueAt,
      leadId: task.leadId,
      contactId: task.contactId,
      about:
        (task.leadId && names.get(task.leadId)) ||
        (task.contactId && names.get(task.contactId)) ||
        null,
    })),
  };
}

/** The adviser's CRM in the calendar's terms (server/modules/calendar/store.ts advisorSources). */
export async function crmSourcesOf(
  orm: Orm,
  advisorSub: string,
  from: string,
  to: string,
): Promise<{
  followUps: FollowUpInput[];
  tasks: TaskInput[];
  contactDates: ContactDateInput[];
  demo: boolean;
}> {
  const leads = await followUpsBetween(orm, advisorSub, from, to);
  const tasks = await openTasksBetween(orm, advisorSub, from, to);
  const contacts = await contactDatesOf(orm, advisorSub);
  const names = await recordNames(
    orm,
    tasks.flatMap((task) => (task.leadId ? [task.leadId] : [])),
    tasks.flatMap((task) => (task.contactId ? [task.contactId] : [])),
  );
  return {
    followUps: leads.map((lead) => ({
      leadId: lead.leadId,
      name: lead.name,
      date: lead.nextFollowUp,
    })),
    tasks: tasks.map((task) => ({
      taskId: task.taskId,
      title: task.title,
      dueAt: task.dueAt,
      about:
        (task.leadId && names.get(task.leadId)) ||
        (task.contactId && names.get(task.contactId)) ||
        null,
      link: task.leadId
        ? `/advisor/crm/lead?lead=${task.leadId}`
        : task.contactId
          ? `/advisor/crm/contact?contact=${task.contactId}`
          : '/advisor/crm/lead',
    })),
    contactDates: contacts.flatMap((contact) =>
      contact.dates.map((entry) => ({
        contactId: contact.contactId,
        name: contact.name,
        kind: entry.kind,
        date: entry.date,
        label: entry.label ?? null,
        ...(contact.investorSub !== null && { investorSub: contact.investorSub }),
      })),
    ),
    demo: [...leads, ...tasks, ...contacts].some((row) => row.isDemo),
  };
}
