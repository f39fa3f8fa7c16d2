import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_INFLATION_BP } from '../../../src/domain/goal-assumptions';
import {
  HORIZON_MAX_YEARS,
  MAX_GOALS,
  type ContributionCreate,
  type Goal,
  type GoalCreate,
  type Goals,
  type GoalUpdate,
} from '../../../src/features/goals/model/contract';
import { addMonths } from '../../../src/features/goals/model/goal-maths';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import { contextOf, goalAnswersOf } from './answer';
import {
  contributionIdTaken,
  goalCount,
  goalRows,
  idTaken,
  lockOwner,
  marketDay,
  ownBasket,
  ownGoal,
  touchGoal,
} from './store';
import { goalContributions, goals, type GoalRow } from './tables';

// Goals (issue 13, Deliver 2 and 3): made, changed and deleted by their investor only (anyone
// else's is 404), checked here where the contract's shapes cannot: dates against the market
// day, the basket against the investor's own, and the number of goals.

/** A 400 naming one body field, as a validation failure is. */
const fieldProblem = (field: string, detail: string) =>
  new ApiError(400, 'invalid_body', `${field}: ${detail}`, {}, [
    { in: 'body', field, pointer: `#/${field}`, detail },
  ]);

/** A goal's date is a month to 50 years after the market day. */
function checkTargetDate(targetDate: string, today: string): void {
  const earliest = addMonths(today, 1);
  const latest = addMonths(today, HORIZON_MAX_YEARS * 12);
  if (targetDate < earliest) {
    throw fieldProblem(
      'targetDate',
      `A goal is at least a month away: pick ${earliest} or later (today is ${today})`,
    );
  }
  if (targetDate > latest) {
    throw fieldProblem(
      'targetDate',
      `A goal is at most ${HORIZON_MAX_YEARS} years away: pick ${latest} or earlier`,
    );
  }
}

async function checkBasket(tx: Orm, sub: string, basketId: string | null | undefined) {
  if (!basketId) return;
  if (!(await ownBasket(tx, sub, basketId))) {
    throw fieldProblem('basketId', 'No such basket in your account');
  }
}

export async function goalsOf(orm: Orm, sub: string): Promise<Goals> {
  const context = await contextOf(orm, sub);
  return {
    goals: await goalAnswersOf(orm, sub, await goalRows(orm, sub), context),
    assumptions: context.assumptions,
    limit: MAX_GOALS,
  };
}

export async function oneGoal(orm: Orm, sub: string, row: GoalRow): Promise<Goal> {
  const [answer] = await goalAnswersOf(orm, sub, [row]);
  return answer!;
}

export async function goalOf(orm: Orm, sub: string, goalId: string): Promise<Goal> {
  return oneGoal(orm, sub, await ownGoal(orm, sub, goalId));
}

export async function createGoal(tx: Orm, sub: string, body: GoalCreate, now: Date): Promise<Goal> {
  await lockOwner(tx, sub);
  if ((await goalCount(tx, sub)) >= MAX_GOALS) {
    throw new ApiError(
      409,
      'goal_limit',
      `You have ${MAX_GOALS} goals, the most there can be: delete one to make another`,
    );
  }
  const today = await marketDay(tx, now);
  checkTargetDate(body.targetDate, today);
  await checkBasket(tx, sub, body.basketId);
  const goalId = body.id ?? randomUUID();
  if (await idTaken(tx, goalId)) {
    throw new ApiError(409, 'goal_exists', 'A goal with this id exists already');
  }
  const [row] = await tx
    .insert(goals)
    .values({
      goalId,
      investorSub: sub,
      type: body.type,
      name: body.name,
      targetToday: body.targetToday,
      targetDate: body.targetDate,
      inflationBp: body.inflationBp ?? DEFAULT_INFLATION_BP,
      setAside: body.setAside ?? 0,
      stepUpBp: body.stepUpBp ?? 0,
      basketId: body.basketId ?? null,
      createdOn: today,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return oneGoal(tx, sub, row!);
}

/**
 * The whole goal as it should be: the same body twice leaves the same goal. Its start (the day
 * it was made, where its plan begins) stays; a date that changes must be a month to 50 years
 * away, one left as it was may be nearer by now.
 */
export async function updateGoal(
  tx: Orm,
  sub: string,
  goalId: string,
  body: GoalUpdate,
  now: Date,
): Promise<Goal> {
  const goal = await ownGoal(tx, sub, goalId, true);
  if (body.targetDate !== goal.targetDate) {
    checkTargetDate(body.targetDate, await marketDay(tx, now));
  }
  if (body.basketId !== goal.basketId) await checkBasket(tx, sub, body.basketId);
  const [row] = await tx
    .update(goals)
    .set({
      type: body.type,
      name: body.name,
      targetToday: body.targetToday,
      targetDate: body.targetDate,
      inflationBp: body.inflationBp,
      setAside: body.setAside,
      stepUpBp: body.stepUpBp,
      basketId: body.basketId,
      updatedAt: now,
    })
    .where(eq(goals.goalId, goalId))
    .returning();
  return oneGoal(tx, sub, row!);
}

export async function deleteGoal(tx: Orm, sub: string, goalId: string): Promise<string> {
  const goal = await ownGoal(tx, sub, goalId, true);
  // Its recorded contributions go with it (ON DELETE CASCADE); the basket stays.
  await tx.delete(goals).where(eq(goals.goalId, goalId));
  return goal.name;
}

/** Money invested elsewhere for the goal, on a day up to the market day. */
export async function addContribution(
  tx: Orm,
  sub: string,
  goalId: string,
  body: ContributionCreate,
  now: Date,
): Promise<Goal> {
  await ownGoal(tx, sub, goalId, true);
  const today = await marketDay(tx, now);
  if (body.date > today) {
    throw fieldProblem(
      'date',
      `The date is after today (${today}): record money once it is invested`,
    );
  }
  const id = body.id ?? randomUUID();
  if (await contributionIdTaken(tx, id)) {
    throw new ApiError(409, 'contribution_exists', 'A contribution with this id exists already');
  }
  await tx.insert(goalContributions).values({
    id,
    goalId,
    amount: body.amount,
    date: body.date,
    note: body.note ? body.note : null,
    createdAt: now,
  });
  const [row] = await touchGoal(tx, goalId, now);
  return oneGoal(tx, sub, row!);
}
