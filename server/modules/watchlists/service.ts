import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  Watchlist,
  WatchlistCreate,
  Watchlists,
  WatchlistUpdate,
} from '../../../src/features/watchlists/model/contract';
import {
  canAddItem,
  canAddList,
  distinctStocks,
  MAX_ITEMS,
  MAX_LISTS,
  NAME_PROBLEM_TEXT,
  nameProblem,
  type StockRef,
} from '../../../src/features/watchlists/model/rules';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { requireKnownStocks } from './stocks';
import {
  answersOf,
  appendItem,
  deleteItem,
  itemsOf,
  listRows,
  lockOwner,
  nextPosition,
  oneAnswer,
  ownList,
  replaceItems,
  touchList,
} from './store';
import { watchlists } from './tables';

// Watchlists (issue 12, Deliver 10): the rules of src/features/watchlists/model/rules.ts
// enforced for one investor, whose lists only they can see or change (anyone else's is 404).

const LIMITS = { lists: MAX_LISTS, items: MAX_ITEMS } as const;

export async function watchlistsOf(orm: Orm, sub: string): Promise<Watchlists> {
  return { lists: await answersOf(orm, await listRows(orm, sub)), limits: LIMITS };
}

function checkName(name: string, lists: ReadonlyArray<{ id: string; name: string }>, id?: string) {
  const problem = nameProblem(name, lists, id);
  if (!problem) return;
  const detail = NAME_PROBLEM_TEXT[problem];
  throw new ApiError(409, 'name_taken', detail, {}, [
    { in: 'body', field: 'name', pointer: '#/name', detail },
  ]);
}

const listFull = () =>
  new ApiError(
    409,
    'list_full',
    `A list holds at most ${MAX_ITEMS} stocks: remove one, or start another list`,
  );

/** Checks the stocks against the archive; returns them once each, in order. */
async function checkedStocks(tx: Orm, items: readonly StockRef[]): Promise<StockRef[]> {
  const stocks = distinctStocks(items);
  await requireKnownStocks(tx, stocks, 'items');
  return stocks.map(({ exchange, symbol }) => ({ exchange, symbol }));
}

export async function createWatchlist(
  tx: Orm,
  sub: string,
  body: WatchlistCreate,
  now: Date,
): Promise<Watchlist> {
  await lockOwner(tx, sub);
  const lists = await listRows(tx, sub);
  if (!canAddList(lists.length)) {
    throw new ApiError(
      409,
      'watchlist_limit',
      `You have ${MAX_LISTS} lists, the most there can be: delete one to start another`,
    );
  }
  checkName(body.name, lists);
  const id = body.id ?? randomUUID();
  const [taken] = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(eq(watchlists.id, id));
  if (taken) throw new ApiError(409, 'watchlist_exists', 'A list with this id exists already');
  const stocks = await checkedStocks(tx, body.items ?? []);
  const [row] = await tx
    .insert(watchlists)
    .values({
      id,
      ownerSub: sub,
      name: body.name,
      position: await nextPosition(tx, sub),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await replaceItems(tx, id, stocks, now);
  return oneAnswer(tx, row!);
}

/** A rename and/or the list's whole contents in order: the same body twice, the same list. */
export async function updateWatchlist(
  tx: Orm,
  sub: string,
  id: string,
  body: WatchlistUpdate,
  now: Date,
): Promise<Watchlist> {
  await lockOwner(tx, sub);
  const list = await ownList(tx, sub, id);
  if (body.name !== undefined) checkName(body.name, await listRows(tx, sub), id);
  if (body.items !== undefined) {
    await replaceItems(tx, id, await checkedStocks(tx, body.items), now);
  }
  const [row] = await touchList(tx, id, now, body.name);
  return oneAnswer(tx, row ?? list);
}

export async function deleteWatchlist(tx: Orm, sub: string, id: string): Promise<string> {
  const list = await ownList(tx, sub, id);
  await tx.delete(watchlists).where(eq(watchlists.id, id));
  return list.name;
}

/** Adds a stock last; one already in the list stays where it is (a replay changes nothing). */
export async function addToWatchlist(
  tx: Orm,
  sub: string,
  id: string,
  stock: StockRef,
  now: Date,
): Promise<Watchlist> {
  await ownList(tx, sub, id);
  await requireKnownStocks(tx, [stock], '');
  const items = await itemsOf(tx, id);
  const present = items.some((i) => i.exchange === stock.exchange && i.symbol === stock.symbol);
  if (!present) {
    if (!canAddItem(items.length)) throw listFull();
    await appendItem(tx, id, stock, now);
  }
  const [row] = await touchList(tx, id, now);
  return oneAnswer(tx, row!);
}

/** Removes a stock; one not in the list is already removed (a replay is answered the same). */
export async function removeFromWatchlist(
  tx: Orm,
  sub: string,
  id: string,
  stock: StockRef,
  now: Date,
): Promise<Watchlist> {
  await ownList(tx, sub, id);
  await deleteItem(tx, id, stock);
  const [row] = await touchList(tx, id, now);
  return oneAnswer(tx, row!);
}
