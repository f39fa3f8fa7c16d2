import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../../server/archive/calendar';
import type { Orm } from '../../../server/db/database';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import {
  demoContactId,
  demoLeadId,
  demoTaskId,
  seedCrmDemo,
} from '../../../server/modules/crm/demo-seed';
import {
  DIGEST_NOTICE_KIND,
  digestNoticeId,
  digestText,
  REMINDER_NOTICE_KIND,
  sendDigests,
  sendTaskReminders,
} from '../../../server/modules/crm/jobs';
import {
  crmConsents,
  crmContacts,
  crmInteractions,
  crmLeads,
  crmStageLog,
  crmTasks,
} from '../../../server/modules/crm/tables';
import { seedFamiliesDemo } from '../../../server/modules/families/demo-seed';
import { notifications } from '../../../server/modules/notifications/tables';
import { bookSchema } from '../../../src/features/advisor-book/model/book-contract';
import { calendarEventsSchema } from '../../../src/features/calendar/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import type { DemoEmail } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';

// The CRM's integrations on the real server and database (issue 17): the demo data (made once,
// each adviser's apart), the daily digest (once a day, from 08:00 IST), task reminders (once,
// not while snoozed), the client book's follow-up actions and the adviser's calendar.

const ADVISER = 'advisor@example.com';
const OTHER = 'advisor2@example.com';
const DAY_MS = 86_400_000;
/** The demo data's "now": every demo date counts from it. */
const SEEDED_AT = new Date();
const TODAY = todayInIndia(SEEDED_AT);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const istAt = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld({ ...SMALL, symbols: 10, days: 30 }, [
    seedFamiliesDemo,
    (db) => seedCrmDemo(db, SEEDED_AT),
  ]);
}, 180_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const orm = () => world.db.orm;
const inTx = <T>(work: (tx: Orm) => Promise<T>) => orm().transaction(work);
const countOf = async (table: typeof crmLeads | typeof crmContacts, sub: string) => {
  const [row] = await orm().select({ n: count() }).from(table).where(eq(table.advisorSub, sub));
  return row!.n;
};
const get = (path: string, email: DemoEmail) => world.app.call('GET', path, as(email));

describe('the CRM demo data', () => {
  it('is made once, labelled demo, across every stage', async () => {
    const again = await seedCrmDemo(world.db, SEEDED_AT);
    expect(again).toEqual({ leads: 0, contacts: 0, interactions: 0, tasks: 0 });
    const adviser = demoSubOf(ADVISER);
    expect(await countOf(crmLeads, adviser)).toBe(24);
    expect(await countOf(crmContacts, adviser)).toBe(22);
    const leads = await orm().select().from(crmLeads).where(eq(crmLeads.advisorSub, adviser));
    expect(new Set(leads.map((lead) => lead.stage))).toEqual(
      new Set(['new', 'contacted', 'meeting', 'proposal', 'won', 'lost']),
    );
    expect(leads.every((lead) => lead.isDemo && lead.notes?.startsWith('Demo'))).toBe(true);
    const overdue = leads.filter(
      (lead) => lead.nextFollowUp !== null && lead.nextFollowUp < TODAY && lead.stage !== 'won',
    );
    expect(overdue.map((lead) => lead.name).sort()).toEqual([
      'Anjali Desai',
      'Ritu Agarwal',
      'Vivek Chauhan',
    ]);
    expect(leads.filter((lead) => lead.stage === 'lost').map((lead) => lead.lostReason)).toEqual([
      'Chose a discount broker and will invest on his own.',
    ]);
    const wonOpen = leads.filter((lead) => lead.stage === 'won' && lead.investorSub === null);
    expect(wonOpen.map((lead) => lead.name)).toEqual(['Deepak Saxena']);
    // Each lead's history starts with its creation and ends in its stage.
    const log = await orm()
      .select()
      .from(crmStageLog)
      .where(eq(crmStageLog.leadId, demoLeadId(ADVISER, 'rohit')));
    expect(log.map((entry) => entry.toStage)).toEqual([
      'new',
      'contacted',
      'meeting',
      'proposal',
      'lost',
    ]);
    const [interactions] = await orm()
      .select({ n: count() })
      .from(crmInteractions)
      .where(eq(crmInteractions.advisorSub, adviser));
    expect(interactions!.n).toBeGreaterThanOrEqual(35);
    const tasks = await orm().select().from(crmTasks).where(eq(crmTasks.advisorSub, adviser));
    expect(tasks).toHaveLength(10);
  });

  it('links the demo clients, with investor@ and sunita@ in the Sharma household', async () => {
    const [aarav] = await orm()
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.contactId, demoContactId(ADVISER, 'investor@example.com')));
    expect(aarav).toMatchObject({
      name: 'Aarav Sharma',
      investorSub: demoSubOf('investor@example.com'),
      householdRole: 'head',
    });
    expect(aarav!.familyId).not.toBeNull();
    const consents = await orm()
      .select()
      .from(crmConsents)
      .where(eq(crmConsents.contactId, demoContactId(ADVISER, 'pooja')));
    expect(consents.map((row) => row.granted)).toEqual([true, false]);
  });

  it('gives advisor2@ two leads and two contacts, none of them advisor@’s', async () => {
    const other = demoSubOf(OTHER);
    expect(await countOf(crmLeads, other)).toBe(2);
    expect(await countOf(crmContacts, other)).toBe(2);
    const leads = await orm().select().from(crmLeads).where(eq(crmLeads.advisorSub, other));
    expect(leads.map((lead) => lead.name).sort()).toEqual(['Kiran Joshi', 'Sameer Ali']);
    const contacts = await orm()
      .select()
      .from(crmContacts)
      .where(eq(crmContacts.advisorSub, other));
    const adviserContacts = new Set(
      (
        await orm()
          .select({ id: crmContacts.contactId })
          .from(crmContacts)
          .where(eq(crmContacts.advisorSub, demoSubOf(ADVISER)))
      ).map((row) => row.id),
    );
    expect(contacts.some((row) => adviserContacts.has(row.contactId))).toBe(false);
    expect(
      leads.every((lead) => lead.contactId === null || !adviserContacts.has(lead.contactId)),
    ).toBe(true);
  });
});

describe('the daily digest', () => {
  it('says what is due in plain words', () => {
    const text = digestText(
      [{ name: 'Vivek Chauhan', nextFollowUp: '2026-11-19' }],
      [
        { title: 'Call Ritu', dueAt: istAt('2026-11-24', '17:00') },
        { title: 'Send the proposal', dueAt: istAt('2026-11-22', '10:00') },
      ],
      '2026-11-24',
    );
    expect(text).toEqual({
      title: 'Today in your CRM: 1 follow-up and 2 tasks to see to',
      body:
        '1 follow-up overdue: Vivek Chauhan (due 19 Nov 2026). 1 task due today: Call Ritu. ' +
        '1 task overdue: Send the proposal (due 22 Nov 2026).',
    });
    expect(digestText([], [], '2026-11-24')).toBeNull();
  });

  it('goes once a day to each adviser with overdue items, not before 8 in the morning', async () => {
    // A day after the seed: the demo's overdue follow-ups are still overdue.
    const day = addDays(TODAY, 1);
    expect(await inTx((tx) => sendDigests(tx, istAt(day, '07:30')))).toEqual([]);
    const sent = await inTx((tx) => sendDigests(tx, istAt(day, '08:05')));
    expect(sent.sort()).toEqual([demoSubOf(ADVISER), demoSubOf(OTHER)].sort());
    expect(await inTx((tx) => sendDigests(tx, istAt(day, '08:10')))).toEqual([]);
    expect(await inTx((tx) => sendDigests(tx, istAt(day, '18:00')))).toEqual([]);
    const [notice] = await orm()
      .select()
      .from(notifications)
      .where(eq(notifications.id, digestNoticeId(demoSubOf(ADVISER), day)));
    expect(notice).toMatchObject({ kind: DIGEST_NOTICE_KIND, link: '/advisor/crm/lead' });
    expect(notice!.body).toContain('Vivek Chauhan');
    expect(notice!.body).toContain('Call Vivek about his business cash flows');
    expect(notice!.body).not.toContain('Sameer Ali');
    const [other] = await orm()
      .select()
      .from(notifications)
      .where(eq(notifications.id, digestNoticeId(demoSubOf(OTHER), day)));
    expect(other!.body).toContain('Sameer Ali');
    expect(other!.body).not.toContain('Vivek');
    // The next day brings the next digest.
    const next = await inTx((tx) => sendDigests(tx, istAt(addDays(day, 1), '09:00')));
    expect(next).toContain(demoSubOf(ADVISER));
  });
});

describe('task reminders', () => {
  const reminders = () =>
    orm()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, REMINDER_NOTICE_KIND),
          eq(notifications.recipientSub, demoSubOf(ADVISER)),
        ),
      );

  it('remind once when the time has come', async () => {
    const taskId = demoTaskId(ADVISER, 'proposal-arvind');
    const early = await inTx((tx) =>
      sendTaskReminders(tx, new Date(SEEDED_AT.getTime() + 30 * 60_000)),
    );
    expect(early).not.toContain(taskId);
    const due = new Date(SEEDED_AT.getTime() + 61 * 60_000);
    expect(await inTx((tx) => sendTaskReminders(tx, due))).toContain(taskId);
    expect(await inTx((tx) => sendTaskReminders(tx, due))).not.toContain(taskId);
    const sent = (await reminders()).filter(
      (row) => row.title === 'Reminder: Follow up on Arvind’s proposal',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.link).toBe(`/advisor/crm/lead?lead=${demoLeadId(ADVISER, 'arvind')}`);
    expect(sent[0]!.body).toContain('about Arvind Krishnan');
  });

  it('wait while a task is snoozed, and never come for a task done', async () => {
    const now = new Date();
    const snoozed = randomUUID();
    const done = randomUUID();
    const adviser = demoSubOf(ADVISER);
    const base = {
      advisorSub: adviser,
      assigneeSub: adviser,
      dueAt: new Date(now.getTime() - 60_000),
      remindAt: new Date(now.getTime() - 120_000),
      createdAt: now,
      updatedAt: now,
    };
    await orm()
      .insert(crmTasks)
      .values([
        {
          ...base,
          taskId: snoozed,
          title: 'Snoozed one',
          snoozedUntil: new Date(now.getTime() + 3_600_000),
        },
        { ...base, taskId: done, title: 'Done one', status: 'done', doneAt: now },
      ]);
    expect(await inTx((tx) => sendTaskReminders(tx, now))).not.toContain(snoozed);
    const later = new Date(now.getTime() + 2 * 3_600_000);
    const sent = await inTx((tx) => sendTaskReminders(tx, later));
    expect(sent).toContain(snoozed);
    expect(sent).not.toContain(done);
    await orm().delete(crmTasks).where(eq(crmTasks.taskId, snoozed));
    await orm().delete(crmTasks).where(eq(crmTasks.taskId, done));
  });
});

describe('the client book', () => {
  it('lists overdue follow-ups and tasks, opening the lead or the contact', async () => {
    const book = bookSchema.parse(await json(await get('/api/advisor/book', ADVISER), 200));
    const followUps = book.actions.filter((action) => action.kind === 'follow_up');
    const vivek = followUps.find((a) => a.id === `follow-up:lead:${demoLeadId(ADVISER, 'vivek')}`);
    expect(vivek).toMatchObject({
      title: 'Follow-up overdue',
      investor: { id: demoLeadId(ADVISER, 'vivek'), name: 'Vivek Chauhan' },
      opens: { to: '/advisor/crm/lead', search: { lead: demoLeadId(ADVISER, 'vivek') } },
    });
    expect(vivek!.urgency).toBeGreaterThanOrEqual(45);
    const task = followUps.find(
      (a) => a.id === `follow-up:task:${demoTaskId(ADVISER, 'call-vivek')}`,
    );
    expect(task).toMatchObject({
      title: 'Task overdue: Call Vivek about his business cash flows',
      opens: { to: '/advisor/crm/lead', search: { lead: demoLeadId(ADVISER, 'vivek') } },
    });
    // A done task and a lead that is not overdue are not listed.
    expect(followUps.some((a) => a.id.endsWith(demoTaskId(ADVISER, 'statement-sunita')))).toBe(
      false,
    );
    expect(followUps.some((a) => a.id.endsWith(demoLeadId(ADVISER, 'rahul')))).toBe(false);
  });

  it('shows an adviser only their own', async () => {
    const book = bookSchema.parse(await json(await get('/api/advisor/book', OTHER), 200));
    const ids = book.actions.filter((a) => a.kind === 'follow_up').map((a) => a.id);
    expect(ids).toContain(`follow-up:lead:${demoLeadId(OTHER, 'sameer')}`);
    expect(ids.some((id) => id.includes(demoLeadId(ADVISER, 'vivek')))).toBe(false);
    expect(ids).toHaveLength(1);
  });
});

describe('the adviser’s calendar', () => {
  const range = `from=${addDays(TODAY, -10)}&to=${addDays(TODAY, 60)}`;
  const eventsOf = async (email: DemoEmail) =>
    calendarEventsSchema.parse(await json(await get(`/api/calendar/events?${range}`, email), 200))
      .events;

  it('has the follow-ups, the open tasks and the contacts’ dates', async () => {
    const events = await eventsOf(ADVISER);
    const vivek = events.find(
      (event) => event.id === `crm-follow-up:${demoLeadId(ADVISER, 'vivek')}:${addDays(TODAY, -5)}`,
    );
    expect(vivek).toMatchObject({
      kind: 'crm_follow_up',
      title: 'Follow up with Vivek Chauhan',
      link: `/advisor/crm/lead?lead=${demoLeadId(ADVISER, 'vivek')}`,
    });
    const task = events.find(
      (event) => event.id === `crm-task:${demoTaskId(ADVISER, 'invite-deepak')}`,
    );
    expect(task).toMatchObject({
      kind: 'crm_task',
      date: addDays(TODAY, 1),
      title: 'Task: Convert Deepak and send his invitation',
    });
    expect(task!.detail).toBe('Due at 10:00 am IST, about Deepak Saxena.');
    // A done task is not in it.
    expect(events.some((e) => e.id === `crm-task:${demoTaskId(ADVISER, 'statement-sunita')}`)).toBe(
      false,
    );
    const birthday = events.find(
      (event) => event.kind === 'crm_date' && event.title === 'Pooja Bhatt: Birthday',
    );
    expect(birthday).toMatchObject({
      date: addDays(TODAY, 9),
      link: `/advisor/crm/contact?contact=${demoContactId(ADVISER, 'pooja')}`,
    });
    const renewal = events.find(
      (event) => event.kind === 'crm_date' && event.title.startsWith('Vivek Chauhan: Term plan'),
    );
    expect(renewal?.date).toBe(addDays(TODAY, 20));
  });

  it('has none of another adviser’s', async () => {
    const events = await eventsOf(OTHER);
    const crm = events.filter((event) => event.kind.startsWith('crm_'));
    expect(crm.map((event) => event.title)).toContain('Follow up with Kiran Joshi');
    expect(crm.some((event) => event.title.includes('Vivek'))).toBe(false);
    expect(crm.some((event) => event.title.includes('Pooja'))).toBe(false);
    const mine = await eventsOf(ADVISER);
    expect(mine.some((event) => event.title.includes('Kiran Joshi'))).toBe(false);
  });
});
