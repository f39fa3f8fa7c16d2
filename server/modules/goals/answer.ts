import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type {
  Contribution,
  Goal,
  GoalAssumptions,
} from '../../../src/features/goals/model/contract';
import { planGoal } from '../../../src/features/goals/model/goal-maths';
import { goalProgress } from '../../../src/features/goals/model/progress';
import type { Orm } from '../../db/database';
import { basketValuesOf, goalTopUpsOf, type BasketValue } from '../baskets/valuation';
import { assumptionOf, investorAssumptions } from './assumptions';
import { contributionsOf, marketDay } from './store';
import type { GoalContributionRow, GoalRow } from './tables';

// A goal as the API answers it: what the investor said, the plan the pure goal maths make of it
// with their category's assumptions, and its progress against the plan from today's value.

/** What every goal of one investor is answered with: read once per request. */
export interface GoalContext {
  /** The market day: "today" for the plan, the progress and the dates. */
  today: string;
  category: RiskCategoryId;
  /** No risk profile yet: the plan assumes FALLBACK_CATEGORY and says so. */
  assumed: boolean;
  assumptions: GoalAssumptions;
  baskets: Map<string, BasketValue>;
}

export async function contextOf(orm: Orm, sub: string): Promise<GoalContext> {
  const assumptions = await investorAssumptions(orm, sub);
  return {
    today: await marketDay(orm),
    category: assumptions.category,
    assumed: assumptions.assumedCategory,
    assumptions,
    baskets: await basketValuesOf(orm, sub),
  };
}

/**
 * The plan and progress are pure and seeded, but each runs a 1,000-path Monte Carlo (tens of
 * milliseconds for a long goal): the same inputs are answered from memory, so a list of twenty
 * goals read again, or a goal read after its list, costs nothing more.
 */
function remembered<I, O>(compute: (input: I) => O, size = 500): (input: I) => O {
  const cache = new Map<string, O>();
  return (input) => {
    const key = JSON.stringify(input);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const result = compute(input);
    if (cache.size >= size) cache.delete(cache.keys().next().value!);
    cache.set(key, result);
    return result;
  };
}

const planOf = remembered(planGoal);
const progressOf = remembered(goalProgress);

/** The Monte Carlo's seed of a goal: its id's first 32 bits, so each answer is the same. */
export const seedOf = (goalId: string): number =>
  Number.parseInt(goalId.replaceAll('-', '').slice(0, 8), 16) >>> 0;

const byDate = (a: Contribution, b: Contribution) =>
  a.date === b.date ? a.createdAt.localeCompare(b.createdAt) : a.date.localeCompare(b.date);

function contributionList(
  row: GoalRow,
  recorded: readonly GoalContributionRow[],
  topUps: Awaited<ReturnType<typeof goalTopUpsOf>>,
): Contribution[] {
  const list: Contribution[] = recorded.map((entry) => ({
    id: entry.id,
    kind: 'elsewhere',
    amount: entry.amount,
    date: entry.date,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  }));
  for (const topUp of topUps) {
    if (topUp.spent <= 0) continue;
    list.push({
      id: topUp.investmentId,
      kind: 'basket',
      amount: topUp.spent,
      date: topUp.date,
      note: null,
      createdAt: topUp.createdAt,
    });
  }
  if (row.setAside > 0) {
    list.push({
      id: `${row.goalId}:set-aside`,
      kind: 'set-aside',
      amount: row.setAside,
      date: row.createdOn,
      note: null,
      createdAt: row.createdAt.toISOString(),
    });
  }
  return list.sort(byDate);
}

/** The plan's inputs of a goal row in a context. */
export function planInputsOf(row: GoalRow, context: GoalContext) {
  const { expectedReturnBp, volatilityBp } = assumptionOf(context.assumptions, context.category);
  return {
    targetToday: row.targetToday,
    targetDate: row.targetDate,
    // The plan starts on the day the goal was made: its SIP is the one the glide path follows.
    today: row.createdOn,
    inflationBp: row.inflationBp,
    setAside: row.setAside,
    stepUpBp: row.stepUpBp,
    returnBp: expectedReturnBp,
    volatilityBp,
    seed: seedOf(row.goalId),
  };
}

/** One goal's whole answer. */
export async function goalAnswerOf(
  orm: Orm,
  sub: string,
  row: GoalRow,
  context: GoalContext,
  recorded: readonly GoalContributionRow[],
): Promise<Goal> {
  const inputs = planInputsOf(row, context);
  const plan = planOf(inputs);
  const basket = row.basketId ? context.baskets.get(row.basketId) : undefined;
  const basketValue = basket?.value ?? 0;
  const elsewhere = recorded.reduce((sum, entry) => sum + entry.amount, 0);
  const value = basketValue + elsewhere + row.setAside;
  const progress = progressOf({
    ...inputs,
    monthlySip: plan.monthlySip,
    value,
    today: context.today,
    createdOn: row.createdOn,
  });
  const topUps = await goalTopUpsOf(orm, sub, row.goalId);
  return {
    goalId: row.goalId,
    type: row.type,
    name: row.name,
    targetToday: row.targetToday,
    targetDate: row.targetDate,
    inflationBp: row.inflationBp,
    setAside: row.setAside,
    stepUpBp: row.stepUpBp,
    basketId: row.basketId,
    basketName: basket?.name ?? null,
    riskCategory: context.category,
    assumedCategory: context.assumed,
    expectedReturnBp: inputs.returnBp,
    volatilityBp: inputs.volatilityBp,
    monthlySip: plan.monthlySip,
    plan,
    progress: {
      ...progress,
      asOf: context.today,
      value,
      basketValue,
      elsewhere,
      invested: (basket?.invested ?? 0) + elsewhere + row.setAside,
    },
    contributions: contributionList(row, recorded, topUps),
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Several goals of one investor, in the rows' order. */
export async function goalAnswersOf(
  orm: Orm,
  sub: string,
  rows: readonly GoalRow[],
  context?: GoalContext,
): Promise<Goal[]> {
  if (rows.length === 0) return [];
  const shared = context ?? (await contextOf(orm, sub));
  const recorded = await contributionsOf(
    orm,
    rows.map((row) => row.goalId),
  );
  const answers: Goal[] = [];
  for (const row of rows) {
    answers.push(await goalAnswerOf(orm, sub, row, shared, recorded.get(row.goalId) ?? []));
  }
  return answers;
}
