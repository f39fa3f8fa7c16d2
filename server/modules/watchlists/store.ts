import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Watchlist } from '../../../src/features/watchlists/model/contract';
import type { StockRef } from '../../../src/features/watchlists/model/rules';
import type { Orm } from '../../db/database';
import { instruments, userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { watchlistItems, watchlists, type WatchlistRow } from './tables';

// The watchlist tables' queries; the rules are service.ts's.

export const notFound = () => new ApiError(404, 'not_found', 'No such watchlist in this account');

/**
 * Serialises one investor's list edits (the 10-list limit, unique names) across concurrent
 * requests on PostgreSQL; PGlite runs one transaction at a time anyway.
 */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

export const listRows = (orm: Orm, sub: string): Promise<WatchlistRow[]> =>
  orm
    .select()
    .from(watchlists)
    .where(eq(watchlists.ownerSub, sub))
    .orderBy(asc(watchlists.position), asc(watchlists.createdAt));

/** The caller's list, locked for the write; another user's, or none, is 404. */
export async function ownList(tx: Orm, sub: string, id: string): Promise<WatchlistRow> {
  const [row] = await tx
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.ownerSub, sub)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The lists with their stocks in order, the archive's names joined (the symbol if gone). */
export async function answersOf(orm: Orm, rows: readonly WatchlistRow[]): Promise<Watchlist[]> {
  if (rows.length === 0) return [];
  const items = await orm
    .select({
      watchlistId: watchlistItems.watchlistId,
      exchange: watchlistItems.exchange,
      symbol: watchlistItems.symbol,
      addedAt: watchlistItems.addedAt,
      name: instruments.name,
    })
    .from(watchlistItems)
    .leftJoin(
      instruments,
      and(
        eq(instruments.exchange, watchlistItems.exchange),
        eq(instruments.symbol, watchlistItems.symbol),
      ),
    )
    .where(
      inArray(
        watchlistItems.watchlistId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(watchlistItems.position), asc(watchlistItems.addedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: items
      .filter((item) => item.watchlistId === row.id)
      .map((item) => ({
        exchange: item.exchange,
        symbol: item.symbol,
        name: item.name ?? item.symbol,
        addedAt: item.addedAt.toISOString(),
      })),
  }));
}

export async function oneAnswer(orm: Orm, row: WatchlistRow): Promise<Watchlist> {
  const [answer] = await answersOf(orm, [row]);
  return answer!;
}

export async function itemsOf(tx: Orm, id: string) {
  return tx
    .select()
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, id))
    .orderBy(asc(watchlistItems.position), asc(watchlistItems.addedAt));
}

/** Replaces the list's stocks with `stocks`, in that order; a stock kept keeps its added time. */
export async function replaceItems(
  tx: Orm,
  id: string,
  stocks: readonly StockRef[],
  now: Date,
): Promise<void> {
  const before = await itemsOf(tx, id);
  const addedAt = new Map(before.map((item) => [`${item.exchange}:${item.symbol}`, item.addedAt]));
  await tx.delete(watchlistItems).where(eq(watchlistItems.watchlistId, id));
  if (stocks.length === 0) return;
  await tx.insert(watchlistItems).values(
    stocks.map((stock, position) => ({
      watchlistId: id,
      exchange: stock.exchange,
      symbol: stock.symbol,
      position,
      addedAt: addedAt.get(`${stock.exchange}:${stock.symbol}`) ?? now,
    })),
  );
}

/** Adds the stock last, unless it is there already. */
export async function appendItem(tx: Orm, id: string, stock: StockRef, now: Date) {
  const [last] = await tx
    .select({ position: max(watchlistItems.position) })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, id));
  await tx
    .insert(watchlistItems)
    .values({ watchlistId: id, ...stock, position: (last?.position ?? -1) + 1, addedAt: now })
    .onConflictDoNothing();
}

export const deleteItem = (tx: Orm, id: string, stock: StockRef) =>
  tx
    .delete(watchlistItems)
    .where(
      and(
        eq(watchlistItems.watchlistId, id),
        eq(watchlistItems.exchange, stock.exchange),
        eq(watchlistItems.symbol, stock.symbol),
      ),
    )
    .returning({ symbol: watchlistItems.symbol });

export const touchList = (tx: Orm, id: string, now: Date, name?: string) =>
  tx
    .update(watchlists)
    .set({ updatedAt: now, ...(name !== undefined && { name }) })
    .where(eq(watchlists.id, id))
    .returning();

/** The next list's place: after the investor's last. */
export async function nextPosition(tx: Orm, sub: string): Promise<number> {
  const [row] = await tx
    .select({ position: max(watchlists.position) })
    .from(watchlists)
    .where(eq(watchlists.ownerSub, sub));
  return (row?.position ?? -1) + 1;
}
