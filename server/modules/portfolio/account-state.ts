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
import { batchedPerDatabase } from '../../db/batched-read';
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
  /** Answers already made from this state (the dashboard's bytes, tax reports), by name. */
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
    days: () => (days ??= dailyValues(orm, snapshot, entries, trades)),
    recentOrders: recent.items,
    openOrders: open?.open ?? 0,
    memo: new Map<string, unknown>(),
  };
}

/** What decides whether a cached state still holds: the account row's version and its cash. */
interface AccountVersion {
  cash: number;
  key: string;
}

// Read on every portfolio request. `xmin` is the id of the transaction that last wrote the row:
// every order, fill, cash movement and dividend writes it (moveCash, touch in orders/engine.ts),
// so it changes even when `updated_at` does not (two writes in one millisecond) or goes back (a
// dividend is dated its ex-date), and another server process's writes are seen too.
const accountVersions = preparedPerDatabase((orm) =>
  orm
    .select({
      sub: paperAccounts.investorSub,
      cash: paperAccounts.cashPaise,
      updatedAt: paperAccounts.updatedAt,
      row: sql<string>`xmin::text`,
    })
    .from(paperAccounts)
    .where(sql`${paperAccounts.investorSub} = ANY(${sql.placeholder('subs')}::text[])`)
    .prepare('paper_account_versions'),
);

/**
 * The version of an investor's account. Requests that arrive together (a busy server, an
 * adviser's page of clients) share one read (server/db/batched-read.ts).
 */
const versionOf = batchedPerDatabase(async (orm, subs: string[]) => {
  const rows = await accountVersions(orm).execute({ subs });
  return new Map(
    rows.map((row): [string, AccountVersion] => [
      row.sub,
      { cash: row.cash, key: `${row.row}|${row.updatedAt.toISOString()}|${row.cash}` },
    ]),
  );
});

const noAccount = () =>
  new ApiError(
    409,
    'no_paper_account',
    'Link the paper broker first (Broker, in the menu): it opens your paper account with virtual cash.',
  );

/**
 * The investor's account state, from the cache while neither the account (its row version,
 * moved by every order, fill, cash movement and dividend) nor the archive's data-update time
 * has changed. 409 when the investor has no paper account.
 */
export async function accountState(
  orm: Orm,
  sub: string,
  snapshot: ArchiveSnapshot,
): Promise<AccountState> {
  const account = await versionOf(orm, sub);
  if (!account) throw noAccount();
  const key = `${account.key}|${snapshot.meta.updatedatetime}`;
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

/** The account state built afresh, bypassing the cache: what the cached answers must equal. */
export async function freshAccountState(
  orm: Orm,
  sub: string,
  snapshot: ArchiveSnapshot,
): Promise<AccountState> {
  const account = await versionOf(orm, sub);
  if (!account) throw noAccount();
  return build(orm, sub, account.cash, snapshot);
}
