import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { goals } from '../../../server/modules/goals/tables';
import { modelAssignments } from '../../../server/modules/research/tables';
import {
  clientGoalsSchema,
  type ClientGoals,
} from '../../../src/features/research/model/client-goals-contract';
import type { GoalType } from '../../../src/domain/goal-types';
import { as, json, write } from '../support/demo-world';
import { removeTempDirs } from '../support/test-server';
import {
  ADVISOR,
  INVESTOR,
  makeModel,
  startSuggestionsWorld,
  type SuggestionsWorld,
} from '../suggestions/support';

// GET /api/advisor/investors/{id}/goals (issue 16, Deliver 2): the adviser lists one of their
// clients' goals to choose which one a model portfolio is for; the goal chosen from it goes
// with the send as `source.goalIds` and is kept on the assignment and the suggestion.

const OTHER_ADVISER = 'advisor2@example.com';
const SUNITA = 'sunita@example.com';
const NEHA = 'neha@example.com';

let world: SuggestionsWorld;
const investorSub = demoSubOf(INVESTOR);
const path = (sub: string) => `/api/advisor/investors/${sub}/goals`;
const read = (email: string, sub: string) =>
  world.app.call('GET', path(sub), as(email as typeof ADVISOR));

async function addGoal(email: string, type: GoalType, name: string, targetDate: string) {
  const goalId = randomUUID();
  const now = new Date();
  await world.db.orm.insert(goals).values({
    goalId,
    investorSub: demoSubOf(email),
    type,
    name,
    targetToday: 25_00_000_00,
    targetDate,
    inflationBp: 600,
    createdOn: world.day,
    createdAt: now,
    updatedAt: now,
  });
  return goalId;
}

beforeAll(async () => {
  world = await startSuggestionsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

describe('GET /api/advisor/investors/{id}/goals', () => {
  it('lists the adviser’s own client’s goals, soonest first, in the contract’s shape', async () => {
    const later = await addGoal(INVESTOR, 'retirement', 'Retire at 55', '2045-04-01');
    const sooner = await addGoal(INVESTOR, 'education', 'Ananya’s degree', '2036-06-01');
    const answer = await json<ClientGoals>(await read(ADVISOR, investorSub), 200);
    expect(clientGoalsSchema.safeParse(answer).success).toBe(true);
    const mine = answer.goals.filter((goal) => ([later, sooner] as string[]).includes(goal.goalId));
    expect(mine).toEqual([
      expect.objectContaining({
        goalId: sooner,
        name: 'Ananya’s degree',
        type: 'education',
        targetPaise: 25_00_000_00,
        targetDate: '2036-06-01',
        models: [],
      }),
      expect.objectContaining({ goalId: later, type: 'retirement', targetDate: '2045-04-01' }),
    ]);
    for (const goal of mine) expect(['on-track', 'at-risk', 'off-track']).toContain(goal.status);
  });

  it('a client without goals answers an empty list', async () => {
    const answer = await json<ClientGoals>(await read(ADVISOR, demoSubOf(SUNITA)), 200);
    expect(answer.goals).toEqual([]);
  });

  it('another adviser’s client is 404 (and theirs for them is 200)', async () => {
    await addGoal(NEHA, 'house', 'A flat in Pune', '2034-01-01');
    const problem = await json<{ code: string }>(await read(ADVISOR, demoSubOf(NEHA)), 404);
    expect(problem.code).toBe('not_found');
    expect((await read(OTHER_ADVISER, investorSub)).status).toBe(404);
    const theirs = await json<ClientGoals>(await read(OTHER_ADVISER, demoSubOf(NEHA)), 200);
    expect(theirs.goals.map((goal) => goal.name)).toContain('A flat in Pune');
  });

  it('an investor’s token is 403, even for their own id', async () => {
    expect((await read(INVESTOR, investorSub)).status).toBe(403);
  });

  it('a goal chosen from the list is kept with the model sent; the list then shows the model', async () => {
    // Seven stocks at about 14.3 % each: within Moderate's 15 % in one stock.
    const modelId = await makeModel(world, world.stocks.slice(5, 12));
    const listed = await json<ClientGoals>(await read(ADVISOR, investorSub), 200);
    const chosen = listed.goals[0]!.goalId;
    const response = await write(world.app, ADVISOR, 'POST', '/api/advisor/suggestions', {
      sendId: randomUUID(),
      source: { kind: 'model', modelId, amount: 1_00_000_00, goalIds: { [investorSub]: chosen } },
      to: { investorIds: [investorSub] },
    });
    await json(response, 201);
    const [assignment] = await world.db.orm
      .select()
      .from(modelAssignments)
      .where(eq(modelAssignments.modelId, modelId));
    expect(assignment).toMatchObject({ investorSub, goalId: chosen });
    const after = await json<ClientGoals>(await read(ADVISOR, investorSub), 200);
    expect(after.goals.find((goal) => goal.goalId === chosen)?.models).toEqual([
      expect.objectContaining({ modelId }),
    ]);
  });

  it('a goal of a client listed for another client is refused (422 invalid_goal)', async () => {
    const modelId = await makeModel(world, world.stocks.slice(5, 12));
    const neha = await json<ClientGoals>(await read(OTHER_ADVISER, demoSubOf(NEHA)), 200);
    const response = await write(world.app, ADVISOR, 'POST', '/api/advisor/suggestions', {
      sendId: randomUUID(),
      source: {
        kind: 'model',
        modelId,
        amount: 1_00_000_00,
        goalIds: { [investorSub]: neha.goals[0]!.goalId },
      },
      to: { investorIds: [investorSub] },
    });
    const problem = await json<{ code: string }>(response, 422);
    expect(problem.code).toBe('invalid_goal');
  });
});
