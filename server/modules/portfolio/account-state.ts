import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Holdings, Order } from '../../../src/features/portfolio/model/contract';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { ApiError } from '../../errors';
import { paperAccounts } from '../broker/tables';
import { RESTING } from '../orders/account';
import { positionsOf, tradesOf, type Position } from '../orders/ledger';
import { paperOrders } from '../orders/tables';
import { listOrders, namesFrom } from '../orders/views';
import { cashMovementsOf, dailyValues, type CashMovement, type DayValue } from './history';
import { holdingsOf } from './holdings';

/** Everything the portfolio's answers are made of, for one account at one moment. */
export interface AccountState {
  cash: number;
  positions: Map<number, Position>;
  holdings: Holdings;
  /** The cash ledger summed by day and kind. */
  entries: CashMovement[];
  /** The daily values since the account opened: built on first use (the tax report needs none). */
  days(): Promise<DayValue[]>;
  recentOrders: Order[];
  openOrders: number;
  /** Answers already made from this state (the dashboard's summary), by name. */
  memo: Map<string, unknown>;
}

interface Cached {
  key: string;
  state: Promise<AccountState>;
}

// One entry per investor; an account's answers are rebuilt when it or the archive changes.
const cache = new Map<string, Cached>();
const MAX_CACHED = 500;

async function build(orm: Orm, sub: string, cash: number, snapshot: ArchiveSnapshot) {
  const trades = await tradesOf(orm, sub);
  const [positions, entries] = await Promise.all([
    positionsOf(orm, sub, { trades }),
    cashMovementsOf(orm, sub),
  ]);
  let days: Promise<DayValue[]> | undefined;
  const [holdings, recent, [open]] = await Promise.all([
    holdingsOf(orm, sub, positions, snapshot),
    listOrders(orm, sub, { limit: 5, offset: 0 }, namesFrom(snapshot)),
    orm
      .select({ open: count() })
      .from(paperOrders)
      .where(and(eq(paperOrders.investorSub, sub), inArray(paperOrders.status, [...RESTING]))),
  ]);
  return {
    cash,
    positions,
    holdings,
    entries,
    days: () => (days ??= dailyValues(orm, entries, trades)),
    recentOrders: recent.items,
    openOrders: open?.open ?? 0,
    memo: new Map<string, unknown>(),
  };
}

// Read on every portfolio request: what decides whether the cached state still holds.
const accountVersion = preparedPerDatabase((orm) =>
  orm
    .select({ cash: paperAccounts.cashPaise, updatedAt: paperAccounts.updatedAt })
    .from(paperAccounts)
    .where(eq(paperAccounts.investorSub, sql.placeholder('sub')))
    .prepare('paper_account_version'),
);

/**
 * The investor's account state, from the cache while neither the account (its `updated_at`,
 * moved by every order, fill, cash movement and dividend) nor the archive's data-update time
 * has changed. 409 when the investor has no paper account.
 */
export async function accountState(
  orm: Orm,
  sub: string,
  snapshot: ArchiveSnapshot,
): Promise<AccountState> {
  const [account] = await accountVersion(orm).execute({ sub });
  if (!account) {
    throw new ApiError(
      409,
      'no_paper_account',
      'Link the paper broker first (Broker, in the menu): it opens your paper account with virtual cash.',
    );
  }
  const key = `${account.updatedAt.toISOString()}|${account.cash}|${snapshot.meta.updatedatetime}`;
  const hit = cache.get(sub);
  if (hit?.key === key) return hit.state;
  const state = build(orm, sub, account.cash, snapshot);
  state.catch(() => {
    if (cache.get(sub)?.state === state) cache.delete(sub);
  });
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(sub, { key, state });
  return state;
}
