import type {
  Task,
  TaskCreate,
  TaskList,
  TaskUpdate,
} from '../../../src/features/crm/model/contract';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { checkContact, emptyIsNull, fieldError, unprocessable } from './leads-service';
import { ownLeadIds } from './leads-store';
import { peopleOf, personIn } from './people';
import type { CrmTaskRow } from './tables';
import { insertTask, ownTask, taskById, taskRows, updateTask } from './tasks-store';
import { taskView } from './views';

// Tasks (issue 17, Deliver 4): due at a time, an optional in-app reminder, linked to one of the
// adviser's leads or contacts (422 at the field otherwise), done / reopened / snoozed / edited.
// Another adviser's task is 404. The reminder job (jobs.ts) sends a notice once remind_at (and
// any snooze) has passed and marks reminded_at; a change of the reminder or of the snooze clears
// that mark so the new time reminds again.

export const taskNotFound = () => new ApiError(404, 'not_found', 'No such task among yours');

async function answerOf(orm: Orm, row: CrmTaskRow): Promise<Task> {
  const people = await peopleOf(orm, [row.assigneeSub]);
  return taskView(row, personIn(people, row.assigneeSub));
}

/** GET /api/advisor/crm/tasks: open ones by when due, then done ones. */
export async function taskList(orm: Orm, advisorSub: string, now: Date): Promise<TaskList> {
  const rows = await taskRows(orm, advisorSub);
  const people = await peopleOf(
    orm,
    rows.map((row) => row.assigneeSub),
  );
  return {
    tasks: rows.map((row) => taskView(row, personIn(people, row.assigneeSub))),
    asOf: now.toISOString(),
  };
}

async function checkLead(tx: Orm, advisorSub: string, leadId: string | null): Promise<void> {
  if (leadId === null || (await ownLeadIds(tx, advisorSub, [leadId])).has(leadId)) return;
  throw unprocessable(
    'not_your_lead',
    'leadId',
    'No such lead among yours: choose one of your leads',
  );
}

export interface TaskWritten {
  task: Task;
  already: boolean;
}

/**
 * POST /api/advisor/crm/tasks. The id is the device's: sent again it answers the task as it is;
 * an id that is another adviser's task is 409.
 */
export async function createTask(
  tx: Orm,
  advisorSub: string,
  body: TaskCreate,
  now: Date,
): Promise<TaskWritten> {
  const existing = await taskById(tx, body.taskId);
  if (existing) {
    if (existing.advisorSub === advisorSub)
      return { task: await answerOf(tx, existing), already: true };
    const detail = 'A task with this id exists already: make a new id';
    throw new ApiError(409, 'task_exists', detail, {}, [fieldError('taskId', detail)]);
  }
  await checkLead(tx, advisorSub, body.leadId);
  await checkContact(tx, advisorSub, body.contactId);
  const row = await insertTask(
    tx,
    advisorSub,
    {
      taskId: body.taskId,
      leadId: body.leadId,
      contactId: body.contactId,
      title: body.title.trim(),
      notes: emptyIsNull(body.notes),
      dueAt: new Date(body.dueAt),
      remindAt: body.remindAt === null ? null : new Date(body.remindAt),
    },
    now,
  );
  return { task: await answerOf(tx, row), already: false };
}

const instantOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** PATCH /api/advisor/crm/tasks/{taskId}: done, reopen, snooze or edit; a replay leaves the same. */
export async function changeTask(
  tx: Orm,
  advisorSub: string,
  taskId: string,
  body: TaskUpdate,
  now: Date,
): Promise<Task> {
  const row = await ownTask(tx, advisorSub, taskId);
  if (!row) throw taskNotFound();
  const changes: Partial<CrmTaskRow> = { updatedAt: now };
  if (body.title !== undefined) changes.title = body.title.trim();
  if (body.notes !== undefined) changes.notes = emptyIsNull(body.notes);
  if (body.dueAt !== undefined) changes.dueAt = new Date(body.dueAt);
  let remindAgain = false;
  if (body.remindAt !== undefined) {
    changes.remindAt = instantOrNull(body.remindAt);
    remindAgain ||= changes.remindAt?.getTime() !== row.remindAt?.getTime();
  }
  if (body.snoozedUntil !== undefined) {
    changes.snoozedUntil = instantOrNull(body.snoozedUntil);
    remindAgain ||= changes.snoozedUntil?.getTime() !== row.snoozedUntil?.getTime();
  }
  if (body.status !== undefined && body.status !== row.status) {
    changes.status = body.status;
    changes.doneAt = body.status === 'done' ? now : null;
  }
  if (remindAgain) changes.remindedAt = null;
  return answerOf(tx, await updateTask(tx, taskId, changes));
}

/** "Marked the task Call Asha done": the audit line of a change. */
export function taskAction(before: TaskUpdate, task: Task): string {
  if (before.status === 'done') return `Marked the task ${task.title} done`;
  if (before.status === 'open') return `Reopened the task ${task.title}`;
  if (before.snoozedUntil) return `Snoozed the task ${task.title} until ${before.snoozedUntil}`;
  return `Changed the task ${task.title}`;
}
