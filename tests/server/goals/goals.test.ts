import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { baskets } from '../../../server/modules/baskets/tables';
import { MAX_GOALS, type Goal } from '../../../src/features/goals/model/contract';
import { planGoal } from '../../../src/features/goals/model/goal-maths';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  as,
  GOALS,
  goalBody,
  goalsOf,
  json,
  MARKET_DAY,
  startGoalsWorld,
  write,
  type GoalsWorld,
} from './support';

// Goals over HTTP on the real server and database (issue 13, Contract and Tests): the plan the
// POST answers is the pure maths' for the same inputs, the write path's key is required and
// replays, every bad field is a 400 naming it, another investor's goal is not found, and the
// adviser's table of assumptions is what their investors' plans use.

let world: GoalsWorld;

beforeAll(async () => {
  world = await startGoalsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const create = (body: unknown, key?: string) =>
  write(world.app, 'investor@example.com', 'POST', GOALS, body, key);

describe('making a goal', () => {
  it('answers 201 with the goal id and the monthly SIP the goal maths give', async () => {
    const body = goalBody({ name: 'A flat' });
    const goal = await json<Goal>(await create(body), 201);
    expect(goal.goalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(goal.progress.asOf).toBe(MARKET_DAY);
    const plan = planGoal({
      targetToday: body.targetToday,
      targetDate: body.targetDate,
      today: MARKET_DAY,
      inflationBp: body.inflationBp,
      setAside: body.setAside,
      stepUpBp: body.stepUpBp,
      returnBp: goal.expectedReturnBp,
      volatilityBp: goal.volatilityBp,
    });
    expect(goal.monthlySip).toBe(plan.monthlySip);
    expect(goal.plan.monthlySip).toBe(plan.monthlySip);
    expect(goal.plan.futureValue).toBe(plan.futureValue);
    expect(goal.monthlySip).toBeGreaterThan(0);
    // investor@ is moderate; their adviser's table (the demo's) says 9.5 % for moderate.
    expect([goal.riskCategory, goal.assumedCategory, goal.expectedReturnBp]).toEqual([
      'moderate',
      false,
      950,
    ]);
    const fetched = await json<Goal>(
      await world.app.call('GET', `${GOALS}/${goal.goalId}`, as('investor@example.com')),
      200,
    );
    expect(fetched.monthlySip).toBe(goal.monthlySip);
  });

  it('takes the defaults: 6 % inflation, nothing set aside, no step-up, no basket', async () => {
    const goal = await json<Goal>(
      await create({
        type: 'wedding',
        name: 'Wedding',
        targetToday: 10_00_000_00,
        targetDate: '2029-12-01',
      }),
      201,
    );
    expect([goal.inflationBp, goal.setAside, goal.stepUpBp, goal.basketId]).toEqual([
      600,
      0,
      0,
      null,
    ]);
    expect(goal.contributions).toEqual([]);
  });

  it('answers a retry with the same key with the first answer, and makes one goal', async () => {
    const key = randomUUID();
    const body = goalBody({ name: 'Retried' });
    const first = await create(body, key);
    const firstText = await first.text();
    expect(first.status).toBe(201);
    const again = await create(body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.text()).toBe(firstText);
    const { goals } = await goalsOf(world.app, 'investor@example.com');
    expect(goals.filter((goal) => goal.name === 'Retried')).toHaveLength(1);
  });

  it('refuses a POST without an Idempotency-Key with 400, making nothing', async () => {
    const response = await world.app.call('POST', GOALS, {
      ...as('investor@example.com'),
      body: goalBody({ name: 'No key' }),
    });
    await expectErrorBody(response, 400, 'idempotency_key_required');
    const { goals } = await goalsOf(world.app, 'investor@example.com');
    expect(goals.some((goal) => goal.name === 'No key')).toBe(false);
  });

  it(`refuses goal ${MAX_GOALS + 1} with 409`, async () => {
    for (let n = 1; n <= MAX_GOALS; n += 1) {
      await json(
        await write(world.app, 'broker@example.com', 'POST', GOALS, goalBody({ name: `G${n}` })),
        201,
      );
    }
    await expectErrorBody(
      await write(world.app, 'broker@example.com', 'POST', GOALS, goalBody({ name: 'One more' })),
      409,
      'goal_limit',
    );
    const { goals, limit } = await goalsOf(world.app, 'broker@example.com');
    expect([goals.length, limit]).toEqual([MAX_GOALS, MAX_GOALS]);
  });
});

describe('validation', () => {
  const neighbour = randomUUID();

  beforeAll(async () => {
    // A basket of neha@'s: investor@ may not name it (nor learn that it exists).
    await world.db.orm.insert(baskets).values({
      basketId: neighbour,
      investorSub: demoSubOf('neha@example.com'),
      name: 'Neha’s basket',
      weighting: 'equal',
      themeId: null,
      toleranceBp: 200,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  });

  it.each([
    ['type', { type: 'boat' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(61) }],
    ['targetToday', { targetToday: 999_00 }],
    ['targetToday', { targetToday: 12.5 }],
    ['targetDate', { targetDate: '2026-01-15' }],
    ['targetDate', { targetDate: '2026-07-15' }],
    ['targetDate', { targetDate: '2076-07-01' }],
    ['targetDate', { targetDate: '30-06-2030' }],
    ['inflationBp', { inflationBp: 2_001 }],
    ['inflationBp', { inflationBp: -1 }],
    ['stepUpBp', { stepUpBp: 5_001 }],
    ['setAside', { setAside: -1 }],
    ['basketId', { basketId: 'not-a-uuid' }],
    ['basketId', { basketId: randomUUID() }],
    ['basketId', { basketId: neighbour }],
  ])('answers a bad %s (%j) with 400 naming it', async (field, change) => {
    const problem = await expectErrorBody(await create(goalBody(change)), 400, 'invalid_body');
    expect(problem.errors?.map((error) => error.field)).toContain(field);
  });

  it('answers an unknown field with 400 naming it', async () => {
    const problem = await expectErrorBody(
      await create(goalBody({ colour: 'red' })),
      400,
      'invalid_body',
    );
    expect(problem.detail).toMatch(/colour/);
  });

  it('says the same of another investor’s basket as of none, never its name', async () => {
    const theirs = await (await create(goalBody({ basketId: neighbour }))).text();
    const none = await (await create(goalBody({ basketId: randomUUID() }))).text();
    expect(theirs).not.toMatch(/Neha/);
    const detail = (text: string) => (JSON.parse(text) as { detail: string }).detail;
    expect(detail(theirs)).toBe(detail(none));
  });

  it('accepts the edges: a month away, and 50 years away', async () => {
    await json(await create(goalBody({ name: 'Soon', targetDate: '2026-07-30' })), 201);
    await json(await create(goalBody({ name: 'Late', targetDate: '2076-06-30' })), 201);
  });
});
