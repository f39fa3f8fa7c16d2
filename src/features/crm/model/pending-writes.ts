import { applyMove } from './board';
import type {
  InteractionCreate,
  Lead,
  LeadCreate,
  LeadUpdate,
  StageChange,
  Task,
  TaskCreate,
  TaskUpdate,
} from './contract';

// CRM lead and task writes still waiting in the outbox (made offline, or the server not
// answering), read back so the board shows what the adviser did after a reload: new leads,
// edits, moves in the order they were made, new tasks and their changes. Each write names its
// record in its path or body, so this needs no other state.

export const CRM_PATH = '/advisor/crm';
export const LEADS_PATH = `${CRM_PATH}/leads`;
export const TASKS_PATH = `${CRM_PATH}/tasks`;

const segment = (id: string) => encodeURIComponent(id);
export const leadPath = (leadId: string) => `${LEADS_PATH}/${segment(leadId)}`;
export const leadStagePath = (leadId: string) => `${leadPath(leadId)}/stage`;
export const leadInteractionsPath = (leadId: string) => `${leadPath(leadId)}/interactions`;
export const leadConvertPath = (leadId: string) => `${leadPath(leadId)}/convert`;
export const taskPath = (taskId: string) => `${TASKS_PATH}/${segment(taskId)}`;

/** The outbox kinds of lead and task writes (every CRM kind starts with `crm-`). */
export const CRM_LEAD_WRITE_KINDS = {
  create: 'crm-lead-create',
  update: 'crm-lead-update',
  stage: 'crm-lead-stage',
  interaction: 'crm-lead-interaction',
  taskCreate: 'crm-task-create',
  taskUpdate: 'crm-task-update',
} as const;

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  kind: string;
  path: string;
  body?: unknown;
  state: string;
}

export interface PendingCrm {
  createdLeads: LeadCreate[];
  /** Every waiting edit of a lead, merged in order (a PATCH names only what changed). */
  leadUpdates: Map<string, LeadUpdate>;
  /** Moves in the order they were made: a later one may depend on an earlier. */
  moves: Array<StageChange & { leadId: string }>;
  interactions: Array<InteractionCreate & { leadId: string }>;
  createdTasks: TaskCreate[];
  taskUpdates: Map<string, TaskUpdate>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The id in `<base>/<id>` or `<base>/<id>/<tail>`; null for any other path. */
function idIn(path: string, base: string, tail?: string): string | null {
  if (!path.startsWith(`${base}/`)) return null;
  const parts = path.slice(base.length + 1).split('/');
  const [id, ...rest] = parts;
  if (!id) return null;
  const wanted = tail ? [tail] : [];
  if (rest.length !== wanted.length || rest.some((part, i) => part !== wanted[i])) return null;
  return decodeURIComponent(id);
}

export function pendingCrm(items: readonly WaitingWrite[]): PendingCrm {
  const pending: PendingCrm = {
    createdLeads: [],
    leadUpdates: new Map(),
    moves: [],
    interactions: [],
    createdTasks: [],
    taskUpdates: new Map(),
  };
  for (const item of items) {
    if (item.state !== 'pending' || !isObject(item.body)) continue;
    switch (item.kind) {
      case CRM_LEAD_WRITE_KINDS.create:
        if (item.path === LEADS_PATH) pending.createdLeads.push(item.body as LeadCreate);
        break;
      case CRM_LEAD_WRITE_KINDS.update: {
        const leadId = idIn(item.path, LEADS_PATH);
        if (leadId) {
          const before = pending.leadUpdates.get(leadId) ?? {};
          pending.leadUpdates.set(leadId, { ...before, ...(item.body as LeadUpdate) });
        }
        break;
      }
      case CRM_LEAD_WRITE_KINDS.stage: {
        const leadId = idIn(item.path, LEADS_PATH, 'stage');
        if (leadId) pending.moves.push({ ...(item.body as StageChange), leadId });
        break;
      }
      case CRM_LEAD_WRITE_KINDS.interaction: {
        const leadId = idIn(item.path, LEADS_PATH, 'interactions');
        if (leadId) pending.interactions.push({ ...(item.body as InteractionCreate), leadId });
        break;
      }
      case CRM_LEAD_WRITE_KINDS.taskCreate:
        if (item.path === TASKS_PATH) pending.createdTasks.push(item.body as TaskCreate);
        break;
      case CRM_LEAD_WRITE_KINDS.taskUpdate: {
        const taskId = idIn(item.path, TASKS_PATH);
        if (taskId) {
          const before = pending.taskUpdates.get(taskId) ?? {};
          pending.taskUpdates.set(taskId, { ...before, ...(item.body as TaskUpdate) });
        }
        break;
      }
    }
  }
  return pending;
}

export interface Owner {
  id: string;
  name: string | null;
}

/** A lead made on this device, as the server will answer it: new, at the bottom of New. */
export function leadFromCreate(
  body: LeadCreate,
  owner: Owner,
  nowIso: string,
  position: number,
): Lead {
  return {
    ...body,
    stage: 'new',
    lostReason: null,
    position,
    owner,
    investorId: null,
    stageChangedAt: nowIso,
    createdAt: nowIso,
    updatedAt: nowIso,
    isDemo: false,
  };
}

/** An edit laid over a lead (phone as typed: the server normalises it when it lands). */
export const applyLeadUpdate = (lead: Lead, update: LeadUpdate): Lead => ({
  ...lead,
  ...Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined)),
});

/**
 * The server's leads with the waiting writes laid over them. Laying a write over an answer that
 * already has it changes nothing (a create whose lead is there is skipped; an edit or a move
 * applied twice gives the same lead), so the optimistic cache and the outbox can both show it.
 */
export function leadsWithPending(
  leads: readonly Lead[],
  pending: PendingCrm,
  owner: Owner,
  nowIso: string,
): Lead[] {
  let result = [...leads];
  const known = new Set(result.map((lead) => lead.leadId));
  for (const body of pending.createdLeads) {
    if (known.has(body.leadId)) continue;
    const position = result.filter((lead) => lead.stage === 'new').length;
    result.push(leadFromCreate(body, owner, nowIso, position));
    known.add(body.leadId);
  }
  result = result.map((lead) => {
    const update = pending.leadUpdates.get(lead.leadId);
    return update ? applyLeadUpdate(lead, update) : lead;
  });
  for (const move of pending.moves) result = applyMove(result, move, nowIso);
  return result;
}

/** A task made on this device, as the server will answer it. */
export const taskFromCreate = (body: TaskCreate, assignee: Owner, nowIso: string): Task => ({
  ...body,
  snoozedUntil: null,
  status: 'open',
  doneAt: null,
  assignee,
  createdAt: nowIso,
  updatedAt: nowIso,
});

/** A change laid over a task: done sets `doneAt`, reopening clears it. */
export function applyTaskUpdate(task: Task, update: TaskUpdate, nowIso: string): Task {
  const changed = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as Partial<Task>;
  const next: Task = { ...task, ...changed, updatedAt: nowIso };
  if (update.status === 'done' && task.status !== 'done') next.doneAt = nowIso;
  if (update.status === 'open') next.doneAt = null;
  return next;
}

export function tasksWithPending(
  tasks: readonly Task[],
  pending: PendingCrm,
  assignee: Owner,
  nowIso: string,
): Task[] {
  const known = new Set(tasks.map((task) => task.taskId));
  const all = [
    ...tasks,
    ...pending.createdTasks
      .filter((body) => !known.has(body.taskId))
      .map((body) => taskFromCreate(body, assignee, nowIso)),
  ];
  return all.map((task) => {
    const update = pending.taskUpdates.get(task.taskId);
    return update ? applyTaskUpdate(task, update, task.updatedAt) : task;
  });
}
