import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { crmTasks } from '../../../server/modules/crm/tables';
import {
  leadDetailSchema,
  leadSchema,
  taskListSchema,
  taskSchema,
  type Task,
  type TaskCreate,
} from '../../../src/features/crm/model/contract';
import { as, json, write } from '../support/demo-world';
import { startGatewayApp, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs, tempDir } from '../support/test-server';

// The adviser's tasks over HTTP (issue 17, Deliver 4): made (once, when sent twice), linked to
// the adviser's own lead only, done, reopened, snoozed (the reminder waits for the new time), and
// another adviser's task is 404.

const ADVISER: DemoEmail = 'advisor@example.com';
const OTHER_ADVISER: DemoEmail = 'advisor2@example.com';
const TASKS = '/api/advisor/crm/tasks';
const task = (taskId: string) => `${TASKS}/${taskId}`;

let app: GatewayApp;
let db: Database;

beforeAll(async () => {
  app = await startGatewayApp({
    dataDir: await tempDir('crm-tasks'),
    jobs: false,
    beforeListen: [
      (opened) => {
        db = opened;
        return Promise.resolve();
      },
    ],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const taskBody = (over: Partial<TaskCreate> = {}): TaskCreate => ({
  taskId: randomUUID(),
  title: 'Send the retirement proposal',
  dueAt: '2026-11-26T10:00:00+05:30',
  remindAt: '2026-11-26T09:00:00+05:30',
  leadId: null,
  contactId: null,
  notes: null,
  ...over,
});

async function newTask(over: Partial<TaskCreate> = {}, email: DemoEmail = ADVISER) {
  return taskSchema.parse(await json(await write(app, email, 'POST', TASKS, taskBody(over)), 201));
}

const patch = (taskId: string, body: Record<string, unknown>, email: DemoEmail = ADVISER) =>
  write(app, email, 'PATCH', task(taskId), body);

const listOf = async (email: DemoEmail = ADVISER) =>
  taskListSchema.parse(await json(await app.call('GET', TASKS, as(email)), 200)).tasks;

const remindedAt = async (taskId: string) =>
  (await db.orm.select().from(crmTasks).where(eq(crmTasks.taskId, taskId)))[0]?.remindedAt;

describe('a task', () => {
  it('is made open, assigned to the adviser, and sent twice is one', async () => {
    const body = taskBody({ title: 'Call Asha' });
    const made = taskSchema.parse(await json(await write(app, ADVISER, 'POST', TASKS, body), 201));
    expect(made).toMatchObject({
      taskId: body.taskId,
      title: 'Call Asha',
      status: 'open',
      doneAt: null,
      snoozedUntil: null,
      dueAt: new Date(body.dueAt).toISOString(),
      assignee: { id: demoSubOf(ADVISER) },
    });
    expect(await json(await write(app, ADVISER, 'POST', TASKS, body), 201)).toEqual(made);
    expect((await listOf()).filter((item) => item.taskId === body.taskId)).toHaveLength(1);
  });

  it('links to the adviser’s own lead and shows in its detail; another’s lead is 422', async () => {
    const leadId = randomUUID();
    leadSchema.parse(
      await json(
        await write(app, ADVISER, 'POST', '/api/advisor/crm/leads', {
          leadId,
          name: 'Tasked lead',
          email: null,
          phone: null,
          source: 'website',
          expectedAssets: null,
          nextFollowUp: null,
          notes: null,
          contactId: null,
        }),
        201,
      ),
    );
    const linked = await newTask({ title: 'Meet the lead', leadId });
    const detail = leadDetailSchema.parse(
      await json(await app.call('GET', `/api/advisor/crm/leads/${leadId}`, as(ADVISER)), 200),
    );
    expect(detail.tasks.map((item) => item.taskId)).toEqual([linked.taskId]);
    const problem = await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', TASKS, taskBody({ leadId })),
      422,
    );
    expect(problem.code).toBe('not_your_lead');
    expect(problem.errors?.map((error) => error.field)).toEqual(['leadId']);
    const contact = await expectErrorBody(
      await write(app, ADVISER, 'POST', TASKS, taskBody({ contactId: randomUUID() })),
      422,
    );
    expect(contact.errors?.map((error) => error.field)).toEqual(['contactId']);
  });

  it('is done, then reopened', async () => {
    const made = await newTask({ title: 'Done and back' });
    const done = await json<Task>(await patch(made.taskId, { status: 'done' }), 200);
    expect(done.status).toBe('done');
    expect(done.doneAt).not.toBeNull();
    // Done again (a replay with a new key) keeps the time it was done.
    expect((await json<Task>(await patch(made.taskId, { status: 'done' }), 200)).doneAt).toBe(
      done.doneAt,
    );
    const reopened = await json<Task>(await patch(made.taskId, { status: 'open' }), 200);
    expect(reopened).toMatchObject({ status: 'open', doneAt: null });
  });

  it('snoozed, waits for its reminder again from the new time', async () => {
    const made = await newTask({ title: 'Snooze me' });
    await db.orm
      .update(crmTasks)
      .set({ remindedAt: new Date() })
      .where(eq(crmTasks.taskId, made.taskId));
    const until = '2026-11-27T09:00:00+05:30';
    const snoozed = await json<Task>(await patch(made.taskId, { snoozedUntil: until }), 200);
    expect(snoozed.snoozedUntil).toBe(new Date(until).toISOString());
    expect(await remindedAt(made.taskId)).toBeNull();
    const edited = await json<Task>(
      await patch(made.taskId, { title: 'Snoozed and renamed', notes: 'After the meeting' }),
      200,
    );
    expect(edited).toMatchObject({ title: 'Snoozed and renamed', notes: 'After the meeting' });
    expect(edited.snoozedUntil).toBe(snoozed.snoozedUntil);
  });

  it('lists open tasks by when they are due, done ones after', async () => {
    const later = await newTask({ title: 'Later', dueAt: '2030-01-02T10:00:00+05:30' });
    const sooner = await newTask({ title: 'Sooner', dueAt: '2030-01-01T10:00:00+05:30' });
    const finished = await newTask({ title: 'Finished', dueAt: '2020-01-01T10:00:00+05:30' });
    await json(await patch(finished.taskId, { status: 'done' }), 200);
    const ids = (await listOf()).map((item) => item.taskId);
    expect(ids.indexOf(sooner.taskId)).toBeLessThan(ids.indexOf(later.taskId));
    expect(ids.indexOf(later.taskId)).toBeLessThan(ids.indexOf(finished.taskId));
  });
});

describe('another adviser', () => {
  it('cannot see or change the adviser’s task (404) and lists only their own', async () => {
    const mine = await newTask({ title: 'Mine only' });
    const theirs = await newTask({ title: 'Theirs' }, OTHER_ADVISER);
    const problem = await expectErrorBody(
      await patch(mine.taskId, { status: 'done' }, OTHER_ADVISER),
      404,
    );
    expect(problem.code).toBe('not_found');
    expect((await listOf(OTHER_ADVISER)).map((item) => item.taskId)).toEqual([theirs.taskId]);
    expect((await listOf()).find((item) => item.taskId === mine.taskId)?.status).toBe('open');
    const taken = await expectErrorBody(
      await write(app, OTHER_ADVISER, 'POST', TASKS, taskBody({ taskId: mine.taskId })),
      409,
    );
    expect(taken.code).toBe('task_exists');
  });
});
