import { z } from 'zod';
import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { taskAnswer, taskCreateBody, taskListAnswer, taskUpdateBody } from './leads-schema';
import { changeTask, createTask, taskAction, taskList } from './tasks-service';

const TAG = 'CRM';
const BASE = '/api/advisor/crm/tasks';

const taskParam = z.object({
  taskId: z.uuid({ error: 'A task id is a UUID' }).meta({ description: 'The task’s id' }),
});

const now = () => new Date();
const BAD_FIELD =
  'A field the contract refuses, named by field: an empty title, a time without its offset';
const NOT_YOURS =
  'A lead or contact that is not one of yours (`not_your_lead` at `leadId`, ' +
  '`not_your_contact` at `contactId`)';

/**
 * The adviser's tasks (issue 17, Deliver 4): due at a time, an optional in-app reminder, linked
 * to a lead or a contact, done / reopened / snoozed. Another adviser's task is 404.
 */
export const crmTasksRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: BASE,
    operationId: 'listCrmTasks',
    summary: 'The adviser’s tasks: open ones by when they are due, then done ones',
    tag: TAG,
    access: ['A'],
    response: { description: 'The tasks', schema: taskListAnswer },
    handler: ({ caller, deps }) => taskList(deps.db.orm, caller.sub, now()),
  }),
  writeRoute({
    method: 'POST',
    path: BASE,
    operationId: 'createCrmTask',
    summary: 'Adds a task, optionally with a reminder and linked to a lead or contact',
    description:
      'The id is made by the client, so a task typed offline and replayed by the outbox is one.',
    tag: TAG,
    access: ['A'],
    idempotency: 'required',
    body: taskCreateBody,
    problems: {
      400: BAD_FIELD,
      409: 'The id is another’s task (`task_exists`)',
      422: NOT_YOURS,
    },
    response: { status: 201, description: 'The task', schema: taskAnswer },
    handler: async ({ caller, body, tx }) => {
      const { task, already } = await createTask(tx, caller.sub, body, now());
      return {
        status: 201,
        body: task,
        audit: {
          entity: 'crm_task',
          entityId: task.taskId,
          action: already
            ? `Sent the task ${task.title} again: it was recorded already`
            : `Added the task ${task.title}`,
        },
      };
    },
  }),
  writeRoute({
    method: 'PATCH',
    path: `${BASE}/:taskId`,
    operationId: 'updateCrmTask',
    summary: 'Marks the task done or open, snoozes it, or changes it',
    tag: TAG,
    access: ['A'],
    owner: 'self',
    idempotency: 'optional',
    params: taskParam,
    body: taskUpdateBody,
    problems: { 400: BAD_FIELD, 404: 'No such task among yours' },
    response: { status: 200, description: 'The task as changed', schema: taskAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const task = await changeTask(tx, caller.sub, params.taskId, body, now());
      return {
        status: 200,
        body: task,
        audit: { entity: 'crm_task', entityId: task.taskId, action: taskAction(body, task) },
      };
    },
  }),
];
