import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ClientGoals } from '../../../src/features/research/model/client-goals-contract';
import type { Orm } from '../../db/database';
import { ownClientOf, type Profile } from '../../services/profiles';
import { goalsOf } from '../goals/service';
import { modelAssignments, modelPortfolios } from '../research/tables';

// A client's goals for their adviser (issue 16, Deliver 2: a model portfolio is assigned to a
// client's goal). The goals are the goals module's answers (plan and progress from the same
// remembered pure maths the investor's own list uses), cut to what choosing a goal needs, with
// the caller's live model assignments on each goal. Another adviser's client is 404.

/** The caller's models (not archived, not unassigned) per goal of this client. */
async function modelsByGoal(orm: Orm, advisorSub: string, investorSub: string) {
  const rows = await orm
    .select({
      goalId: modelAssignments.goalId,
      modelId: modelPortfolios.modelId,
      name: modelPortfolios.name,
    })
    .from(modelAssignments)
    .innerJoin(modelPortfolios, eq(modelPortfolios.modelId, modelAssignments.modelId))
    .where(
      and(
        eq(modelAssignments.investorSub, investorSub),
        isNotNull(modelAssignments.goalId),
        isNull(modelAssignments.removedAt),
        eq(modelPortfolios.advisorSub, advisorSub),
        isNull(modelPortfolios.archivedAt),
      ),
    )
    .orderBy(modelPortfolios.name);
  const byGoal = new Map<string, { modelId: string; name: string }[]>();
  for (const row of rows) {
    const list = byGoal.get(row.goalId!) ?? [];
    list.push({ modelId: row.modelId, name: row.name });
    byGoal.set(row.goalId!, list);
  }
  return byGoal;
}

export async function clientGoalsOf(
  orm: Orm,
  advisor: Profile,
  investorId: string,
): Promise<ClientGoals> {
  const investor = await ownClientOf(orm, advisor, investorId);
  const answer = await goalsOf(orm, investor.sub);
  const models = await modelsByGoal(orm, advisor.sub, investor.sub);
  return {
    goals: answer.goals.map((goal) => ({
      goalId: goal.goalId,
      name: goal.name,
      type: goal.type,
      targetPaise: goal.targetToday,
      targetDate: goal.targetDate,
      status: goal.progress.status,
      models: models.get(goal.goalId) ?? [],
    })),
  };
}
