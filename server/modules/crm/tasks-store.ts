import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { crmTasks, type CrmTaskRow } from './tables';

// The tasks' queries (issue 17): crm_tasks, always for one adviser. The rules are
// tasks-service.ts's; the reminder job (jobs.ts) reads and marks reminders itself.

export type TaskValues = Pick<
  CrmTaskRow,
  'taskId' | 'leadId' | 'contactId' | 'title' | 'notes' | 'dueAt' | 'remindAt'
>;

/** Open tasks first, each by when it is due; then done ones, the latest done first. */
const ORDER = [
  sql`CASE WHEN ${crmTasks.status} = 'open' THEN 0 ELSE 1 END`,
  asc(sql`CASE WHEN ${crmTasks.status} = 'open' THEN ${crmTasks.dueAt} END`),
  desc(crmTasks.doneAt),
  asc(crmTasks.createdAt),
];

export const taskRows = (orm: Orm, advisorSub: string): Promise<CrmTaskRow[]> =>
  orm
    .select()
    .from(crmTasks)
    .where(eq(crmTasks.advisorSub, advisorSub))
    .orderBy(...ORDER);

export const leadTasks = (orm: Orm, advisorSub: string, leadId: string): Promise<CrmTaskRow[]> =>
  orm
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.advisorSub, advisorSub), eq(crmTasks.leadId, leadId)))
    .orderBy(...ORDER);

export async function taskById(tx: Orm, taskId: string): Promise<CrmTaskRow | undefined> {
  const [row] = await tx.select().from(crmTasks).where(eq(crmTasks.taskId, taskId));
  return row;
}

/** The adviser's task, locked for the write, or undefined (another's is as unknown as none). */
export async function ownTask(
  tx: Orm,
  advisorSub: string,
  taskId: string,
): Promise<CrmTaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.taskId, taskId), eq(crmTasks.advisorSub, advisorSub)))
    .for('update');
  return row;
}

export async function insertTask(
  tx: Orm,
  advisorSub: string,
  values: TaskValues,
  at: Date,
  isDemo = false,
): Promise<CrmTaskRow> {
  const [row] = await tx
    .insert(crmTasks)
    .values({
      ...values,
      advisorSub,
      assigneeSub: advisorSub,
      status: 'open',
      isDemo,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

export async function updateTask(
  tx: Orm,
  taskId: string,
  values: Partial<Omit<CrmTaskRow, 'taskId' | 'advisorSub'>>,
): Promise<CrmTaskRow> {
  const [row] = await tx
    .update(crmTasks)
    .set(values)
    .where(eq(crmTasks.taskId, taskId))
    .returning();
  return row!;
}
