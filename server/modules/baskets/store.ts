import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  basketInvestments,
  basketOrders,
  baskets,
  basketSips,
  basketStocks,
  sipRuns,
  type BasketRow,
  type BasketStockRow,
  type InvestmentRow,
  type LegRow,
  type SipRow,
} from './tables';

// The basket tables' queries; the rules are the service's and src/features/baskets/model's.

export const notFound = () => new ApiError(404, 'not_found', 'No such basket in this account');

/** Serialises one investor's basket edits (the limit of 20) across concurrent requests. */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

export const basketRows = (orm: Orm, sub: string): Promise<BasketRow[]> =>
  orm
    .select()
    .from(baskets)
    .where(eq(baskets.investorSub, sub))
    .orderBy(asc(baskets.createdAt), asc(baskets.basketId));

export async function basketCount(orm: Orm, sub: string): Promise<number> {
  const [row] = await orm.select({ n: count() }).from(baskets).where(eq(baskets.investorSub, sub));
  return row?.n ?? 0;
}

/** The caller's basket (locked for a write when `lock`); another user's, or none, is 404. */
export async function ownBasket(
  orm: Orm,
  sub: string,
  basketId: string,
  lock = false,
): Promise<BasketRow> {
  const query = orm
    .select()
    .from(baskets)
    .where(and(eq(baskets.basketId, basketId), eq(baskets.investorSub, sub)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function stocksOf(
  orm: Orm,
  basketIds: readonly string[],
): Promise<Map<string, BasketStockRow[]>> {
  const byBasket = new Map<string, BasketStockRow[]>(basketIds.map((id) => [id, []]));
  if (basketIds.length === 0) return byBasket;
  const rows = await orm
    .select()
    .from(basketStocks)
    .where(inArray(basketStocks.basketId, [...basketIds]))
    .orderBy(asc(basketStocks.position));
  for (const row of rows) byBasket.get(row.basketId)?.push(row);
  return byBasket;
}

/** Replaces a basket's stocks with these, in this order. */
export async function replaceStocks(
  tx: Orm,
  basketId: string,
  stocks: readonly { symbol: string; instrumentId: number; weightBp: number }[],
): Promise<void> {
  await tx.delete(basketStocks).where(eq(basketStocks.basketId, basketId));
  if (stocks.length === 0) return;
  await tx
    .insert(basketStocks)
    .values(stocks.map((stock, position) => ({ basketId, position, ...stock })));
}

/** The groups of these baskets, newest first, by basket id. */
export async function investmentsOf(
  orm: Orm,
  basketIds: readonly string[],
): Promise<Map<string, InvestmentRow[]>> {
  const byBasket = new Map<string, InvestmentRow[]>(basketIds.map((id) => [id, []]));
  if (basketIds.length === 0) return byBasket;
  const rows = await orm
    .select()
    .from(basketInvestments)
    .where(inArray(basketInvestments.basketId, [...basketIds]))
    .orderBy(desc(basketInvestments.createdAt), desc(basketInvestments.investmentId));
  for (const row of rows) byBasket.get(row.basketId)?.push(row);
  return byBasket;
}

/** The legs of these groups, each group's in its order, by investment id. */
export async function legsOf(
  orm: Orm,
  investmentIds: readonly string[],
): Promise<Map<string, LegRow[]>> {
  const byGroup = new Map<string, LegRow[]>(investmentIds.map((id) => [id, []]));
  if (investmentIds.length === 0) return byGroup;
  const rows = await orm
    .select()
    .from(basketOrders)
    .where(inArray(basketOrders.investmentId, [...investmentIds]))
    .orderBy(asc(basketOrders.position));
  for (const row of rows) byGroup.get(row.investmentId)?.push(row);
  return byGroup;
}

/** A group of this basket of the caller's (locked when `lock`); else 404. */
export async function ownInvestment(
  orm: Orm,
  sub: string,
  basketId: string,
  investmentId: string,
  lock = false,
): Promise<InvestmentRow> {
  const query = orm
    .select()
    .from(basketInvestments)
    .where(
      and(
        eq(basketInvestments.investmentId, investmentId),
        eq(basketInvestments.basketId, basketId),
        eq(basketInvestments.investorSub, sub),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) {
    throw new ApiError(404, 'not_found', 'No such investment of this basket in this account', {}, [
      {
        in: 'body',
        field: 'retryOf',
        pointer: '#/retryOf',
        detail: 'No such investment of this basket',
      },
    ]);
  }
  return row;
}

export async function sipsOf(orm: Orm, basketIds: readonly string[]): Promise<Map<string, SipRow>> {
  if (basketIds.length === 0) return new Map();
  const rows = await orm
    .select()
    .from(basketSips)
    .where(inArray(basketSips.basketId, [...basketIds]));
  return new Map(rows.map((row) => [row.basketId, row]));
}

/** The months whose SIP instalment was taken, by basket id. */
export async function sipMonthsOf(
  orm: Orm,
  basketIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byBasket = new Map<string, Set<string>>(basketIds.map((id) => [id, new Set<string>()]));
  if (basketIds.length === 0) return byBasket;
  const rows = await orm
    .select({ basketId: sipRuns.basketId, month: sipRuns.month })
    .from(sipRuns)
    .where(inArray(sipRuns.basketId, [...basketIds]));
  for (const row of rows) byBasket.get(row.basketId)?.add(row.month);
  return byBasket;
}

// PGlite and node-postgres under drizzle both answer { rows }.
async function rowsOf<Row>(orm: Orm, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result: unknown = await orm.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Whether the goals table exists yet (0018_goals.sql comes with the goals module). */
async function hasGoals(orm: Orm): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    orm,
    sql`SELECT to_regclass('goals') IS NOT NULL AS present`,
  );
  return row?.present === true;
}

/** The goal each basket invests for (the first by name when several link it), by basket id. */
export async function goalsOfBaskets(
  orm: Orm,
  sub: string,
  basketIds: readonly string[],
): Promise<Map<string, { goalId: string; name: string }>> {
  const byBasket = new Map<string, { goalId: string; name: string }>();
  if (basketIds.length === 0 || !(await hasGoals(orm))) return byBasket;
  const rows = await rowsOf<{ goal_id: string; name: string; basket_id: string }>(
    orm,
    sql`SELECT goal_id::text AS goal_id, name, basket_id::text AS basket_id FROM goals
         WHERE investor_sub = ${sub} AND basket_id IN (${sql.join(
           basketIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         ORDER BY name, goal_id`,
  );
  for (const row of rows) {
    if (!byBasket.has(row.basket_id)) {
      byBasket.set(row.basket_id, { goalId: row.goal_id, name: row.name });
    }
  }
  return byBasket;
}

/** Whether the investor has this goal (always true before the goals table exists). */
export async function hasGoal(orm: Orm, sub: string, goalId: string): Promise<boolean> {
  if (!(await hasGoals(orm))) return true;
  const rows = await rowsOf<{ goal_id: string }>(
    orm,
    sql`SELECT goal_id::text AS goal_id FROM goals
         WHERE goal_id = ${goalId}::uuid AND investor_sub = ${sub}`,
  );
  return rows.length > 0;
}
