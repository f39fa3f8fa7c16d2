import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts } from '../../../server/modules/account/deletion';
import { demoBasketId } from '../../../server/modules/baskets/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { goalContributions, goals } from '../../../server/modules/goals/tables';
import { baskets } from '../../../server/modules/baskets/tables';
import { demoGoalId } from '../../../server/modules/goals/demo-seed';
import { defaultAssumptionRows } from '../../../src/domain/goal-assumptions';
import { goalSchema, type Goal } from '../../../src/features/goals/model/contract';
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

// A goal's life after it is made (issue 13, Deliver 3): its progress against the plan, money
// recorded for it, edits and deletion by its investor only (anyone else's goal is not found),
// and the adviser's table of assumptions, which their investors' plans follow.

let world: GoalsWorld;
let mine: string;

beforeAll(async () => {
  world = await startGoalsWorld();
  mine = demoGoalId(demoSubOf('investor@example.com'), 1);
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const getGoal = async (id: string) =>
  json<Goal>(await world.app.call('GET', `${GOALS}/${id}`, as('investor@example.com')), 200);

describe('the demo goals and their progress', () => {
  it('gives investor@ one goal on track and one off track, each answer in the contract', async () => {
    const { goals } = await goalsOf(world.app, 'investor@example.com');
    for (const goal of goals) expect(goalSchema.safeParse(goal).success).toBe(true);
    const byName = new Map(goals.map((goal) => [goal.name, goal]));
    const car = byName.get('A family car')!;
    const education = byName.get('Ananya’s engineering degree')!;
    expect([car.demo, car.progress.status]).toEqual([true, 'on-track']);
    expect([education.demo, education.progress.status]).toEqual([true, 'off-track']);
    expect(car.progress.shortfall).toBe(0);
    expect(car.progress.fix).toBeNull();
    expect(education.progress.shortfall).toBeGreaterThan(0);
    expect(education.progress.fix?.newMonthlySip).toBeGreaterThan(education.monthlySip);
    // The raise is on today's SIP: the plan's first, stepped up 10 % on each anniversary.
    expect(education.progress.fix!.raiseSipBy).toBeGreaterThan(0);
    expect(education.progress.fix!.newMonthlySip - education.progress.fix!.raiseSipBy).toBe(
      Math.round(education.monthlySip * 1.1 ** 2),
    );
  });

  it('values a goal from the money set aside and recorded elsewhere, as of the market day', async () => {
    const goal = await getGoal(mine);
    const recorded = goal.contributions
      .filter((entry) => entry.kind === 'elsewhere')
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(recorded).toBe(50_000_00);
    expect(goal.progress).toMatchObject({
      asOf: MARKET_DAY,
      elsewhere: recorded,
      basketValue: 0,
      value: goal.setAside + recorded,
      invested: goal.setAside + recorded,
    });
    expect(goal.contributions.map((entry) => entry.kind)).toEqual(['set-aside', 'elsewhere']);
    expect(goal.progress.expectedNow).toBeGreaterThan(goal.progress.value);
    expect(goal.progress.chance).toBeGreaterThanOrEqual(0);
    expect(goal.progress.chance).toBeLessThanOrEqual(1);
  });
});

describe('a goal that invests through a basket', () => {
  it('is valued at the basket’s holdings plus the money set aside, its purchases listed', async () => {
    const car = await getGoal(demoGoalId(demoSubOf('investor@example.com'), 0));
    const basketId = demoBasketId(demoSubOf('investor@example.com'));
    expect([car.basketId, car.basketName]).toEqual([basketId, expect.any(String)]);
    expect(car.progress.basketValue).toBeGreaterThan(0);
    expect(car.progress.value).toBe(car.progress.basketValue + car.setAside);
    const bought = car.contributions.filter((entry) => entry.kind === 'basket');
    expect(bought.length).toBeGreaterThan(0);
    expect(car.progress.invested).toBe(
      car.setAside + bought.reduce((sum, entry) => sum + entry.amount, 0),
    );
  });

  it('links to the investor’s own basket by id, and unlinks when the basket goes', async () => {
    const basketId = demoBasketId(demoSubOf('investor@example.com'));
    const goal = await json<Goal>(
      await write(world.app, 'investor@example.com', 'POST', GOALS, goalBody({ basketId })),
      201,
    );
    expect(goal.basketName).not.toBeNull();
    const other = randomUUID();
    await world.db.orm.insert(baskets).values({
      basketId: other,
      investorSub: demoSubOf('investor@example.com'),
      name: 'Short-lived',
      weighting: 'equal',
      themeId: null,
      toleranceBp: 200,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const linked = await json<Goal>(
      await write(world.app, 'investor@example.com', 'PUT', `${GOALS}/${goal.goalId}`, {
        ...goalBody(),
        basketId: other,
      }),
      200,
    );
    expect([linked.basketId, linked.basketName]).toEqual([other, 'Short-lived']);
    await world.db.orm.delete(baskets).where(eq(baskets.basketId, other));
    const unlinked = await getGoal(goal.goalId);
    expect([unlinked.basketId, unlinked.progress.basketValue]).toEqual([null, 0]);
  });
});

describe('recording money for a goal', () => {
  it('adds it to the value and the contributions', async () => {
    const before = await getGoal(mine);
    const after = await json<Goal>(
      await write(world.app, 'investor@example.com', 'POST', `${GOALS}/${mine}/contributions`, {
        amount: 1_00_000_00,
        date: MARKET_DAY,
        note: 'Bonus',
      }),
      201,
    );
    expect(after.progress.elsewhere - before.progress.elsewhere).toBe(1_00_000_00);
    expect(after.progress.value - before.progress.value).toBe(1_00_000_00);
    expect(after.contributions.at(-1)).toMatchObject({
      kind: 'elsewhere',
      amount: 1_00_000_00,
      date: MARKET_DAY,
      note: 'Bonus',
    });
    expect(after.progress.shortfall).toBeLessThan(before.progress.shortfall);
  });

  it.each([
    ['date', { amount: 1_000_00, date: '2026-07-01' }],
    ['date', { amount: 1_000_00, date: '1 July' }],
    ['amount', { amount: 99_00, date: MARKET_DAY }],
  ])('refuses a bad %s (%j) with 400 naming it', async (field, body) => {
    const problem = await expectErrorBody(
      await write(
        world.app,
        'investor@example.com',
        'POST',
        `${GOALS}/${mine}/contributions`,
        body,
      ),
      400,
    );
    expect(problem.errors?.map((error) => error.field)).toContain(field);
  });
});

describe('another investor’s goal', () => {
  const path = () => `${GOALS}/${mine}`;

  it.each([
    ['GET', () => path(), undefined],
    ['PUT', () => path(), goalBody({ basketId: null })],
    ['DELETE', () => path(), undefined],
    ['POST', () => `${path()}/contributions`, { amount: 1_000_00, date: MARKET_DAY }],
  ] as const)('is not found: %s answers 404', async (method, to, body) => {
    const response =
      method === 'GET'
        ? await world.app.call('GET', to(), as('neha@example.com'))
        : await write(world.app, 'neha@example.com', method, to(), body);
    const text = await response.text();
    expect(text).not.toMatch(/Ananya/);
    await expectErrorBody(
      new Response(text, { status: response.status, headers: response.headers }),
      404,
      'not_found',
    );
  });

  it('is left as it was', async () => {
    expect((await getGoal(mine)).name).toBe('Ananya’s engineering degree');
  });

  it('answers an id that is no goal the same way', async () => {
    await expectErrorBody(
      await world.app.call('GET', `${GOALS}/${randomUUID()}`, as('investor@example.com')),
      404,
      'not_found',
    );
  });
});

describe('changing and deleting a goal', () => {
  it('sets the whole goal, and the same PUT again leaves the same goal', async () => {
    const made = await json<Goal>(
      await write(world.app, 'investor@example.com', 'POST', GOALS, goalBody({ name: 'Edit me' })),
      201,
    );
    const body = goalBody({ name: 'Edited', targetToday: 30_00_000_00, basketId: null });
    const once = await json<Goal>(
      await write(world.app, 'investor@example.com', 'PUT', `${GOALS}/${made.goalId}`, body),
      200,
    );
    expect([once.name, once.targetToday]).toEqual(['Edited', 30_00_000_00]);
    expect(once.monthlySip).toBeGreaterThan(made.monthlySip);
    const twice = await json<Goal>(
      await write(world.app, 'investor@example.com', 'PUT', `${GOALS}/${made.goalId}`, body),
      200,
    );
    expect({ ...twice, updatedAt: null }).toEqual({ ...once, updatedAt: null });
  });

  it('refuses a PUT moving the date into the past with 400 naming targetDate', async () => {
    const problem = await expectErrorBody(
      await write(
        world.app,
        'investor@example.com',
        'PUT',
        `${GOALS}/${mine}`,
        goalBody({ targetDate: '2026-05-01', basketId: null }),
      ),
      400,
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(['targetDate']);
  });

  it('deletes a goal: then it is not found', async () => {
    const made = await json<Goal>(
      await write(world.app, 'investor@example.com', 'POST', GOALS, goalBody({ name: 'Gone' })),
      201,
    );
    expect(
      await json(
        await write(world.app, 'investor@example.com', 'DELETE', `${GOALS}/${made.goalId}`),
        200,
      ),
    ).toEqual({ deleted: true });
    await expectErrorBody(
      await world.app.call('GET', `${GOALS}/${made.goalId}`, as('investor@example.com')),
      404,
      'not_found',
    );
  });
});

describe('the adviser’s table of assumptions', () => {
  const ASSUMPTIONS = '/api/investor/goal-assumptions';
  const ADVISER = '/api/advisor/goal-assumptions';
  const table = defaultAssumptionRows().map((row) => ({
    ...row,
    expectedReturnBp: row.expectedReturnBp - 100,
    volatilityBp: row.volatilityBp + 100,
  }));

  it('is the defaults for an investor whose adviser has none', async () => {
    const answer = await json(
      await world.app.call('GET', ASSUMPTIONS, as('neha@example.com')),
      200,
    );
    expect(answer).toMatchObject({
      source: 'default',
      adviserName: null,
      updatedAt: null,
      rows: defaultAssumptionRows(),
      assumedCategory: false,
    });
  });

  it('assumes the moderate row, and says so, for an investor without a risk profile', async () => {
    const answer = await json(
      await world.app.call('GET', ASSUMPTIONS, as('riskprofile@example.com')),
      200,
    );
    expect(answer).toMatchObject({ category: 'moderate', assumedCategory: true });
    const goal = await json<Goal>(
      await write(world.app, 'riskprofile@example.com', 'POST', GOALS, goalBody()),
      201,
    );
    expect([goal.riskCategory, goal.assumedCategory, goal.expectedReturnBp]).toEqual([
      'moderate',
      true,
      950,
    ]);
  });

  it('is what the investor sees, and their plans use, once their adviser sets it', async () => {
    const before = (await goalsOf(world.app, 'neha@example.com')).goals[0]!;
    const set = await json<{ rows: unknown[]; source: string }>(
      await write(world.app, 'advisor2@example.com', 'PUT', ADVISER, {
        rows: [...table].reverse(),
      }),
      200,
    );
    expect(set.rows).toEqual(table);
    const again = await json(
      await write(world.app, 'advisor2@example.com', 'PUT', ADVISER, { rows: table }),
      200,
    );
    expect(again).toEqual(set);
    expect(
      await json(await world.app.call('GET', ADVISER, as('advisor2@example.com')), 200),
    ).toEqual(set);
    const seen = await json<{ source: string; adviserName: string; rows: unknown[] }>(
      await world.app.call('GET', ASSUMPTIONS, as('neha@example.com')),
      200,
    );
    expect([seen.source, seen.adviserName, seen.rows]).toEqual(['adviser', 'Vikram Rao', table]);
    const after = (await goalsOf(world.app, 'neha@example.com')).goals[0]!;
    const row = table.find((entry) => entry.category === after.riskCategory)!;
    expect([after.expectedReturnBp, after.volatilityBp]).toEqual([
      row.expectedReturnBp,
      row.volatilityBp,
    ]);
    expect(after.monthlySip).toBeGreaterThan(before.monthlySip);
  });

  it('is not another adviser’s: investor@ still sees their own adviser’s', async () => {
    const seen = await json<{ adviserName: string; rows: Array<{ expectedReturnBp: number }> }>(
      await world.app.call('GET', ASSUMPTIONS, as('investor@example.com')),
      200,
    );
    expect(seen.adviserName).toBe('Priya Mehta');
    expect(seen.rows.map((row) => row.expectedReturnBp)).toEqual([700, 850, 950, 1_100, 1_200]);
  });

  it('cannot be set by an investor (403)', async () => {
    await expectErrorBody(
      await write(world.app, 'investor@example.com', 'PUT', ADVISER, { rows: table }),
      403,
      'forbidden',
    );
  });

  it.each([
    ['rows.4.category', [...table.slice(0, 4), { ...table[0]! }]],
    ['rows.0.expectedReturnBp', [{ ...table[0]!, expectedReturnBp: 2_001 }, ...table.slice(1)]],
    ['rows.1.volatilityBp', [table[0]!, { ...table[1]!, volatilityBp: -5 }, ...table.slice(2)]],
    ['rows', table.slice(1)],
  ])('refuses a table with a bad %s with 400 naming it', async (field, rows) => {
    const problem = await expectErrorBody(
      await write(world.app, 'advisor@example.com', 'PUT', ADVISER, { rows }),
      400,
    );
    expect(problem.errors?.map((error) => error.field)).toContain(field);
  });
});

describe('the account’s export and deletion', () => {
  it('exports the goals with the money recorded for them', async () => {
    const response = await world.app.call(
      'GET',
      '/api/investor/account/export',
      as('investor@example.com'),
    );
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const account = JSON.parse(strFromU8(files['account.json']!)) as {
      goals: Array<{ goalId: string; name: string; contributions: Array<{ amount: number }> }>;
    };
    const education = account.goals.find((goal) => goal.goalId === mine)!;
    expect(education.name).toBe('Ananya’s engineering degree');
    expect(education.contributions.map((entry) => entry.amount)).toContain(50_000_00);
    expect(JSON.stringify(account.goals)).not.toMatch(demoSubOf('investor@example.com'));
  });

  it('erases the goals and their contributions with the account', async () => {
    const sub = demoSubOf('neha@example.com');
    const [goal] = (await goalsOf(world.app, 'neha@example.com')).goals;
    await json(
      await write(world.app, 'neha@example.com', 'POST', `${GOALS}/${goal!.goalId}/contributions`, {
        amount: 5_000_00,
        date: MARKET_DAY,
      }),
      201,
    );
    const { dueAt } = await json<{ dueAt: string }>(
      await write(world.app, 'neha@example.com', 'POST', '/api/investor/account/deletion', {
        confirm: 'DELETE',
      }),
      202,
    );
    const erased = await eraseDueAccounts(
      {
        db: world.db,
        logger: createLogger('silent'),
        storage: documentStorageOf({ dataDir: world.app.server.config.dataDir }),
        identity: undefined,
        sendNotice: () => Promise.resolve(),
      },
      new Date(Date.parse(dueAt) + 60_000),
    );
    expect(erased).toEqual([sub]);
    expect(await world.db.orm.select().from(goals).where(eq(goals.investorSub, sub))).toEqual([]);
    expect(
      await world.db.orm
        .select()
        .from(goalContributions)
        .where(eq(goalContributions.goalId, goal!.goalId)),
    ).toEqual([]);
  });
});
