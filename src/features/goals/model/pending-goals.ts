import type { GoalCreate, GoalUpdate } from './contract';

// Goal writes still waiting in the outbox (made offline, or the server not answering), read back
// so that the screens show what the investor did: a new goal, an edit, a link, a deletion, money
// recorded. Each write names its goal in its path or body, so this needs no other state.

export const GOALS_PATH = '/investor/goals';

/** The outbox kinds of goal writes. */
export const GOAL_WRITE_KINDS = {
  create: 'goal-create',
  update: 'goal-update',
  remove: 'goal-delete',
  contribution: 'goal-contribution',
} as const;

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  kind: string;
  method: string;
  path: string;
  body?: unknown;
  state: string;
}

export interface PendingGoals {
  /** Goals made on this device and not yet on the server, oldest first. */
  created: GoalCreate[];
  /** The latest waiting edit of each goal (a PUT states the whole goal). */
  updated: Map<string, GoalUpdate>;
  deleted: Set<string>;
  /** Money recorded elsewhere and not yet sent, paise per goal. */
  recorded: Map<string, number>;
}

const goalIdOf = (path: string): string | null => {
  const match = /^\/investor\/goals\/([^/]+)(?:\/contributions)?$/.exec(path);
  return match?.[1] ?? null;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function pendingGoals(items: readonly WaitingWrite[]): PendingGoals {
  const pending: PendingGoals = {
    created: [],
    updated: new Map(),
    deleted: new Set(),
    recorded: new Map(),
  };
  for (const item of items) {
    if (item.state !== 'pending') continue;
    if (item.kind === GOAL_WRITE_KINDS.create && item.path === GOALS_PATH) {
      if (!isObject(item.body)) continue;
      pending.created.push(item.body as GoalCreate);
      continue;
    }
    const goalId = goalIdOf(item.path);
    if (!goalId) continue;
    if (item.kind === GOAL_WRITE_KINDS.update && isObject(item.body)) {
      pending.updated.set(goalId, item.body as GoalUpdate);
    } else if (item.kind === GOAL_WRITE_KINDS.remove) {
      pending.deleted.add(goalId);
    } else if (item.kind === GOAL_WRITE_KINDS.contribution && isObject(item.body)) {
      const amount = (item.body as { amount?: unknown }).amount;
      if (typeof amount === 'number') {
        pending.recorded.set(goalId, (pending.recorded.get(goalId) ?? 0) + amount);
      }
    }
  }
  // A goal made and deleted before either was sent: nothing to show. One made and then edited
  // (linked to a basket) shows as edited; new objects, as the bodies belong to the outbox.
  pending.created = pending.created
    .filter((goal) => !goal.id || !pending.deleted.has(goal.id))
    .map((goal) => {
      const edit = goal.id ? pending.updated.get(goal.id) : undefined;
      if (!edit || !goal.id) return goal;
      pending.updated.delete(goal.id);
      return { ...goal, ...edit, id: goal.id };
    });
  return pending;
}
