import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { defaultAssumptionRows } from '../../../src/domain/goal-assumptions';
import type { GoalType } from '../../../src/features/goals/model/contract';
import { addMonths } from '../../../src/features/goals/model/goal-maths';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { basketInvestments, baskets } from '../baskets/tables';
import { contextOf, goalAnswerOf } from './answer';
import { hasAdviserTable, setAdviserAssumptions } from './assumptions';
import { marketDay } from './store';
import { goalContributions, goals, type GoalRow } from './tables';

/** The demo's `n`-th goal of an investor (0 first), the same id on every start. */
export const demoGoalId = (sub: string, n = 0): string => demoUuid(`nivesh-demo-goal:${sub}:${n}`);
const demoContributionId = (sub: string, n = 0): string =>
  demoUuid(`nivesh-demo-goal-contribution:${sub}:${n}`);

const LAKH = 1_00_000_00;

interface DemoGoal {
  type: GoalType;
  name: string;
  /** Made this many months before the market day; due this many months after it was made. */
  madeMonthsAgo: number;
  horizonMonths: number;
  setAside: number;
  inflationBp: number;
  stepUpBp: number;
  /** Targets to try, largest first: the first with this status is kept (null: the first). */
  targets: number[];
  want: 'on-track' | 'off-track' | null;
  /** Invests through the investor's demo basket, when the baskets demo made one. */
  linkBasket?: boolean;
  /** Money recorded elsewhere, this many months before the market day. */
  recorded?: { amount: number; monthsAgo: number; note: string };
}

const GOALS: Record<string, DemoGoal[]> = {
  'investor@example.com': [
    {
      type: 'car',
      name: 'A family car',
      madeMonthsAgo: 6,
      horizonMonths: 42,
      setAside: 2 * LAKH,
      inflationBp: 500,
      stepUpBp: 0,
      targets: [12, 10, 8, 7, 6, 5, 4, 3, 2.5, 2].map((lakh) => lakh * LAKH),
      want: 'on-track',
      linkBasket: true,
    },
    {
      type: 'education',
      name: 'Ananya’s engineering degree',
      madeMonthsAgo: 24,
      horizonMonths: 120,
      setAside: 1 * LAKH,
      inflationBp: 800,
      stepUpBp: 1_000,
      targets: [25, 30, 40, 50].map((lakh) => lakh * LAKH),
      want: 'off-track',
      recorded: { amount: 50_000_00, monthsAgo: 10, note: 'PPF deposit' },
    },
  ],
  'neha@example.com': [
    {
      type: 'emergency',
      name: 'Emergency fund',
      madeMonthsAgo: 2,
      horizonMonths: 24,
      setAside: 50_000_00,
      inflationBp: 600,
      stepUpBp: 0,
      targets: [3 * LAKH],
      want: null,
    },
  ],
};

/** The adviser's table differs from the defaults in one row: a more cautious moderate return. */
const ADVISER_TABLE: Record<string, { moderate: number }> = {
  'advisor@example.com': { moderate: 950 },
};

async function demoBasketOf(tx: Orm, sub: string): Promise<string | null> {
  const [row] = await tx
    .select({ basketId: baskets.basketId })
    .from(baskets)
    .where(and(eq(baskets.investorSub, sub), eq(baskets.demo, true)))
    .orderBy(asc(baskets.createdAt))
    .limit(1);
  return row?.basketId ?? null;
}

async function seedGoal(tx: Orm, sub: string, n: number, goal: DemoGoal, today: string) {
  const createdOn = addMonths(today, -goal.madeMonthsAgo);
  const createdAt = new Date(`${createdOn}T10:00:00Z`);
  const goalId = demoGoalId(sub, n);
  const basketId = goal.linkBasket ? await demoBasketOf(tx, sub) : null;
  if (basketId) {
    // The demo basket's past instalments were made for this goal (its top-ups list shows them).
    await tx
      .update(basketInvestments)
      .set({ goalId })
      .where(and(eq(basketInvestments.basketId, basketId), isNull(basketInvestments.goalId)));
  }
  const [inserted] = await tx
    .insert(goals)
    .values({
      goalId,
      investorSub: sub,
      type: goal.type,
      name: goal.name,
      targetToday: goal.targets[0]!,
      targetDate: addMonths(createdOn, goal.horizonMonths),
      inflationBp: goal.inflationBp,
      setAside: goal.setAside,
      stepUpBp: goal.stepUpBp,
      basketId,
      createdOn,
      createdAt,
      updatedAt: createdAt,
      demo: true,
    })
    .returning();
  const recorded = [];
  if (goal.recorded) {
    const [row] = await tx
      .insert(goalContributions)
      .values({
        id: demoContributionId(sub, n),
        goalId,
        amount: goal.recorded.amount,
        date: addMonths(today, -goal.recorded.monthsAgo),
        note: goal.recorded.note,
        createdAt: new Date(`${addMonths(today, -goal.recorded.monthsAgo)}T10:00:00Z`),
      })
      .returning();
    recorded.push(row!);
  }
  if (goal.want === null) return;
  // The status depends on the archive's prices (the basket's value): the first target that
  // shows the wanted status is kept, so the demo has one goal on track and one off it.
  const context = await contextOf(tx, sub);
  let row: GoalRow = inserted!;
  for (const target of goal.targets) {
    row = { ...row, targetToday: target };
    const answer = await goalAnswerOf(tx, sub, row, context, recorded);
    if (answer.progress.status === goal.want) break;
  }
  await tx.update(goals).set({ targetToday: row.targetToday }).where(eq(goals.goalId, goalId));
}

const hasGoals = async (tx: Orm, sub: string) => {
  const [row] = await tx.select({ n: count() }).from(goals).where(eq(goals.investorSub, sub));
  return (row?.n ?? 0) > 0;
};

/**
 * Demo data (local mode, idempotent): investor@ gets two goals, a car on track through the
 * demo basket (run after the baskets demo, which makes it) and a child's education off track
 * with money recorded elsewhere; neha@ an emergency fund; the demo adviser a table of
 * assumptions that differs from the defaults in one row. An account with goals of its own, or
 * an adviser with a table, is left alone. Runs after the archive (the market day dates them).
 */
export async function seedGoalsDemo(db: Database): Promise<void> {
  const now = new Date();
  await db.orm.transaction(async (tx: Orm) => {
    for (const [email, change] of Object.entries(ADVISER_TABLE)) {
      const sub = demoSubOf(email);
      if (await hasAdviserTable(tx, sub)) continue;
      const rows = defaultAssumptionRows().map((row) =>
        row.category === 'moderate' ? { ...row, expectedReturnBp: change.moderate } : row,
      );
      await setAdviserAssumptions(tx, sub, { rows }, now);
    }
  });
  const today = await marketDay(db.orm, now);
  for (const [email, list] of Object.entries(GOALS)) {
    const sub = demoSubOf(email);
    await db.orm.transaction(async (tx: Orm) => {
      if (await hasGoals(tx, sub)) return;
      for (const [n, goal] of list.entries()) await seedGoal(tx, sub, n, goal, today);
    });
  }
}
