import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { latestTradeDate } from '../orders/market';
import { baskets } from '../baskets/tables';
import { goalContributions, goals, type GoalContributionRow, type GoalRow } from './tables';

// The goal tables' queries; the rules are service.ts's.

export const notFound = () => new ApiError(404, 'not_found', 'No such goal in this account');

/** India's calendar day of `at` (YYYY-MM-DD). */
const indianDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * "Today" for goals: the archive's market day (its latest quote), so that dates and values
 * agree with the prices (the local market is simulated and moves by `npm run market:advance`);
 * India's calendar day only when the archive is empty.
 */
export async function marketDay(orm: Orm, now: Date = new Date()): Promise<string> {
  return (await latestTradeDate(orm)) ?? indianDay(now);
}

/** Serialises one investor's goal writes (the goal limit) across concurrent requests. */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

export const goalRows = (orm: Orm, sub: string): Promise<GoalRow[]> =>
  orm
    .select()
    .from(goals)
    .where(eq(goals.investorSub, sub))
    .orderBy(asc(goals.targetDate), asc(goals.createdAt));

export async function goalCount(tx: Orm, sub: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(goals).where(eq(goals.investorSub, sub));
  return row?.n ?? 0;
}

/** The caller's goal; another user's, or none, is 404. `lock` for a write. */
export async function ownGoal(orm: Orm, sub: string, goalId: string, lock = false) {
  const query = orm
    .select()
    .from(goals)
    .where(and(eq(goals.goalId, goalId), eq(goals.investorSub, sub)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function idTaken(tx: Orm, goalId: string): Promise<boolean> {
  const [row] = await tx.select({ id: goals.goalId }).from(goals).where(eq(goals.goalId, goalId));
  return row !== undefined;
}

export async function contributionIdTaken(tx: Orm, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: goalContributions.id })
    .from(goalContributions)
    .where(eq(goalContributions.id, id));
  return row !== undefined;
}

/** Whether the basket is one of the investor's own (another's is as unknown as none). */
export async function ownBasket(orm: Orm, sub: string, basketId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: baskets.basketId })
    .from(baskets)
    .where(and(eq(baskets.basketId, basketId), eq(baskets.investorSub, sub)));
  return row !== undefined;
}

/** The goals' recorded contributions, oldest first, by goal id. */
export async function contributionsOf(
  orm: Orm,
  goalIds: readonly string[],
): Promise<Map<string, GoalContributionRow[]>> {
  const byGoal = new Map<string, GoalContributionRow[]>();
  if (goalIds.length === 0) return byGoal;
  const rows = await orm
    .select()
    .from(goalContributions)
    .where(inArray(goalContributions.goalId, [...goalIds]))
    .orderBy(asc(goalContributions.date), asc(goalContributions.createdAt));
  for (const row of rows) byGoal.set(row.goalId, [...(byGoal.get(row.goalId) ?? []), row]);
  return byGoal;
}

export const touchGoal = (tx: Orm, goalId: string, now: Date) =>
  tx.update(goals).set({ updatedAt: now }).where(eq(goals.goalId, goalId)).returning();
