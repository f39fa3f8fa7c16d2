import { createStrategySchema, updateStrategySchema, type SavedStrategy } from './contract';

// Saved-strategy writes still waiting in the outbox (made offline, or the server not answering),
// laid over the server's list so the library shows what the user did: a strategy saved here
// (marked as waiting), a change, a deletion. Each write names its strategy in its path or body.

export const STRATEGIES_PATH = '/strategies';
export const strategyPath = (strategyId: string) => `${STRATEGIES_PATH}/${strategyId}`;

export const STRATEGY_WRITE_KINDS = {
  create: 'strategy-create',
  update: 'strategy-update',
  remove: 'strategy-delete',
} as const;

/** What this needs of an outbox item (src/outbox's OutboxItem has these and more). */
export interface WaitingWrite {
  kind: string;
  path: string;
  body?: unknown;
  state: string;
  createdAt?: number;
}

export type ListedStrategy = SavedStrategy & { waiting: boolean };

const idOf = (path: string): string | null => /^\/strategies\/([^/]+)$/.exec(path)?.[1] ?? null;

/** The server's strategies with the waiting writes applied, newest first as the server sends. */
export function withPendingStrategies(
  saved: readonly SavedStrategy[],
  items: readonly WaitingWrite[],
): ListedStrategy[] {
  const created: ListedStrategy[] = [];
  const updated = new Map<string, { name: string; params: SavedStrategy['params'] }>();
  const deleted = new Set<string>();
  for (const item of items) {
    if (item.state !== 'pending') continue;
    if (item.kind === STRATEGY_WRITE_KINDS.create && item.path === STRATEGIES_PATH) {
      const body = createStrategySchema.safeParse(item.body);
      if (!body.success) continue;
      const at = new Date(item.createdAt ?? 0).toISOString();
      created.push({ ...body.data, createdAt: at, updatedAt: at, waiting: true });
      continue;
    }
    const id = idOf(item.path);
    if (!id) continue;
    if (item.kind === STRATEGY_WRITE_KINDS.remove) deleted.add(id);
    if (item.kind === STRATEGY_WRITE_KINDS.update) {
      const body = updateStrategySchema.safeParse(item.body);
      if (body.success) updated.set(id, body.data);
    }
  }
  const known = new Set(saved.map((strategy) => strategy.id));
  const all: ListedStrategy[] = [
    ...created.filter((strategy) => !known.has(strategy.id)).reverse(),
    ...saved.map((strategy) => ({ ...strategy, waiting: false })),
  ];
  return all
    .filter((strategy) => !deleted.has(strategy.id))
    .map((strategy) => {
      const edit = updated.get(strategy.id);
      return edit ? { ...strategy, ...edit, waiting: true } : strategy;
    });
}
