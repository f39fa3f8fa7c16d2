import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userProfiles } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts } from '../../../server/modules/account/deletion';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { DEMO_FAMILY_ID, seedFamiliesDemo } from '../../../server/modules/families/demo-seed';
import { families, familyMembers } from '../../../server/modules/families/tables';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import {
  familyDetailSchema,
  familyListSchema,
  familySchema,
  type CreateFamily,
} from '../../../src/features/families/model/contract';
import type { Goal } from '../../../src/features/goals/model/contract';
import type { Funds, Holdings } from '../../../src/features/portfolio/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The family office over HTTP on the real server and database (issue 15, Deliver 4): the demo
// adviser's "Sharma household" (investor@ and sunita@) added up from each member's own portfolio
// answers, the membership rules, another adviser's 404, an investor's 403, and a replayed create.

const ARCHIVE = { ...SMALL, symbols: 50, days: 120 };
const PATH = '/api/advisor/families';
const ME = 'advisor@example.com';
const OTHER = 'advisor2@example.com';
const sub = (email: DemoEmail) => demoSubOf(email);

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld(ARCHIVE, [
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedPortfolioDemo,
    seedGoalsDemo,
    seedFamiliesDemo,
    // Twice: the seed is idempotent.
    seedFamiliesDemo,
  ]);
}, 180_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const get = (path: string, email: DemoEmail = ME) => world.app.call('GET', path, as(email));
const body = (over: Partial<CreateFamily> = {}): CreateFamily => ({
  familyId: randomUUID(),
  name: `Family ${randomUUID().slice(0, 8)}`,
  members: [
    { investorId: sub('kyc@example.com'), role: 'head' },
    { investorId: sub('process@example.com'), role: 'spouse' },
  ],
  ...over,
});
const familyCount = async () => (await world.db.orm.select().from(families)).length;

/** A member's own portfolio answers: holdings and cash. */
async function ownPortfolio(email: DemoEmail) {
  const holdings = await json<Holdings>(await get('/api/investor/holdings', email), 200);
  const funds = await json<Funds>(await get('/api/investor/funds', email), 200);
  return { holdings, cash: funds.cash };
}

describe('the demo family', () => {
  it('is seeded once, with investor@ as head and sunita@ as parent', async () => {
    const rows = await world.db.orm
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.familyId, DEMO_FAMILY_ID));
    expect(rows.map((row) => [row.investorSub, row.role]).sort()).toEqual(
      [
        [sub('investor@example.com'), 'head'],
        [sub('sunita@example.com'), 'parent'],
      ].sort(),
    );
  });

  it('lists with each member’s value, the totals their sum', async () => {
    const list = familyListSchema.parse(await json(await get(PATH), 200));
    const family = list.families.find((one) => one.familyId === DEMO_FAMILY_ID)!;
    expect(family.name).toBe('Sharma household');
    expect(family.members.map((member) => [member.name, member.role])).toEqual([
      ['Aarav Sharma', 'head'],
      ['Sunita Kulkarni', 'parent'],
    ]);
    let value = 0;
    for (const [index, email] of ['investor@example.com', 'sunita@example.com'].entries()) {
      const own = await ownPortfolio(email as DemoEmail);
      const member = family.members[index]!;
      expect(member.hasAccount).toBe(true);
      expect(member.holdingsValue).toBe(own.holdings.totals.value);
      expect(member.invested).toBe(own.holdings.totals.invested);
      expect(member.dayChange).toBe(own.holdings.totals.dayChange);
      expect(member.cash).toBe(own.cash);
      expect(member.value).toBe(own.holdings.totals.value + own.cash);
      expect(member.holdingsValue).toBeGreaterThan(0);
      value += member.value;
    }
    expect(family.totals.value).toBe(value);
    expect(family.totals.holdingsValue + family.totals.cash).toBe(value);
    expect(list.demo).toBe(true);
    expect(list.asOf).toBe(SMALL.endDate);
  });

  it('consolidates the members’ holdings, allocation, overlap and goals (checked by hand)', async () => {
    const view = familyDetailSchema.parse(await json(await get(`${PATH}/${DEMO_FAMILY_ID}`), 200));
    const aarav = await ownPortfolio('investor@example.com');
    const sunita = await ownPortfolio('sunita@example.com');
    const a = sub('investor@example.com');
    const s = sub('sunita@example.com');

    // Holdings: one row per stock, quantities and values summed across the two.
    const symbols = new Set([
      ...aarav.holdings.items.map((item) => item.symbol),
      ...sunita.holdings.items.map((item) => item.symbol),
    ]);
    expect(view.holdings.map((row) => row.symbol).sort()).toEqual([...symbols].sort());
    for (const row of view.holdings) {
      const ofA = aarav.holdings.items.find((item) => item.symbol === row.symbol);
      const ofS = sunita.holdings.items.find((item) => item.symbol === row.symbol);
      expect(row.quantity).toBe((ofA?.quantity ?? 0) + (ofS?.quantity ?? 0));
      expect(row.value).toBe((ofA?.value ?? 0) + (ofS?.value ?? 0));
      expect(row.holders.map((holder) => holder.investorId).sort()).toEqual(
        [...(ofA ? [a] : []), ...(ofS ? [s] : [])].sort(),
      );
      const shares = row.holders.reduce((sum, holder) => sum + holder.share, 0);
      expect(shares).toBeCloseTo(1, 9);
    }
    const holdingsValue = aarav.holdings.totals.value + sunita.holdings.totals.value;
    expect(view.totals.holdingsValue).toBe(holdingsValue);
    expect(view.totals.cash).toBe(aarav.cash + sunita.cash);
    expect(view.totals.invested).toBe(
      aarav.holdings.totals.invested + sunita.holdings.totals.invested,
    );
    expect(view.totals.dayChange).toBe(
      aarav.holdings.totals.dayChange + sunita.holdings.totals.dayChange,
    );
    expect(view.holdings.reduce((sum, row) => sum + row.weight, 0)).toBeCloseTo(1, 9);

    // Allocation: sectors and cash are shares of the whole; sizes add up to the holdings.
    const whole = view.totals.value;
    expect(view.allocation.cash).toEqual({
      label: 'Cash',
      value: view.totals.cash,
      share: view.totals.cash / whole,
    });
    const sectorShares = view.allocation.bySector.reduce((sum, slice) => sum + slice.share, 0);
    expect(sectorShares + view.allocation.cash.share).toBeCloseTo(1, 9);
    expect(view.allocation.bySize.reduce((sum, slice) => sum + slice.value, 0)).toBe(holdingsValue);
    for (const slice of view.allocation.bySector) {
      expect(slice.value).toBe(
        view.holdings
          .filter((row) => row.sector === slice.label)
          .reduce((sum, row) => sum + row.value, 0),
      );
    }

    // Overlap: Σ over the stocks both hold of min(weight in Aarav's, weight in Sunita's).
    const weights = (holdings: Holdings) =>
      new Map(holdings.items.map((item) => [item.symbol, item.value / holdings.totals.value]));
    const wa = weights(aarav.holdings);
    const ws = weights(sunita.holdings);
    const common = [...wa.keys()].filter((symbol) => ws.has(symbol)).sort();
    const expected = common.reduce(
      (sum, symbol) => sum + Math.min(wa.get(symbol)!, ws.get(symbol)!),
      0,
    );
    expect(view.overlap).toHaveLength(1);
    expect(view.overlap[0]).toMatchObject({ a, b: s, common });
    expect(view.overlap[0]!.overlap).toBeCloseTo(expected, 9);

    // Goals: each member's goals as their own goals list answers them.
    const own = await json<{ goals: Goal[] }>(
      await get('/api/investor/goals', 'investor@example.com'),
      200,
    );
    const sunitaGoals = await json<{ goals: Goal[] }>(
      await get('/api/investor/goals', 'sunita@example.com'),
      200,
    );
    const all = [...own.goals, ...sunitaGoals.goals];
    expect(view.goals.items.map((goal) => goal.goalId).sort()).toEqual(
      all.map((goal) => goal.goalId).sort(),
    );
    expect(own.goals.length).toBeGreaterThan(0);
    for (const goal of own.goals) {
      expect(view.goals.items.find((item) => item.goalId === goal.goalId)).toMatchObject({
        investorId: a,
        name: goal.name,
        targetToday: goal.targetToday,
        targetDate: goal.targetDate,
        status: goal.progress.status,
        value: goal.progress.value,
      });
    }
    expect(view.goals.totals.count).toBe(all.length);
    expect(view.goals.totals.targetToday).toBe(
      all.reduce((sum, goal) => sum + goal.targetToday, 0),
    );
    expect(view.goals.totals.onTrack + view.goals.totals.atRisk + view.goals.totals.offTrack).toBe(
      all.length,
    );

    expect(view.advisor).toEqual({ name: 'Priya Mehta', sebiReg: 'INA000012345' });
    expect(view.demo).toBe(true);
  });
});

describe('who may see and change a family', () => {
  it('answers another adviser 404 for the family, and their list leaves it out', async () => {
    await expectErrorBody(await get(`${PATH}/${DEMO_FAMILY_ID}`, OTHER), 404, 'not_found');
    const theirs = familyListSchema.parse(await json(await get(PATH, OTHER), 200));
    expect(theirs.families).toEqual([]);
    await expectErrorBody(
      await write(world.app, OTHER, 'PUT', `${PATH}/${DEMO_FAMILY_ID}`, {
        name: 'Mine now',
        members: [{ investorId: sub('neha@example.com'), role: 'head' }],
      }),
      404,
      'not_found',
    );
    await expectErrorBody(
      await write(world.app, OTHER, 'DELETE', `${PATH}/${DEMO_FAMILY_ID}`),
      404,
      'not_found',
    );
    expect(
      await world.db.orm.select().from(families).where(eq(families.familyId, DEMO_FAMILY_ID)),
    ).toHaveLength(1);
  });

  it('answers an investor’s token 403 on every family route', async () => {
    const investor = 'investor@example.com';
    expect((await get(PATH, investor)).status).toBe(403);
    expect((await get(`${PATH}/${DEMO_FAMILY_ID}`, investor)).status).toBe(403);
    expect((await write(world.app, investor, 'POST', PATH, body())).status).toBe(403);
    expect((await write(world.app, investor, 'DELETE', `${PATH}/${DEMO_FAMILY_ID}`)).status).toBe(
      403,
    );
  });

  it('answers 404 for an id that is no family, 400 for one that is no UUID', async () => {
    await expectErrorBody(await get(`${PATH}/${randomUUID()}`), 404, 'not_found');
    expect((await get(`${PATH}/not-a-uuid`)).status).toBe(400);
  });
});

describe('making a family', () => {
  it('makes one of two clients (201), audited, and a replay makes no second', async () => {
    const sent = body();
    const key = randomUUID();
    const before = await familyCount();
    const first = familySchema.parse(
      await json(await write(world.app, ME, 'POST', PATH, sent, key), 201),
    );
    expect(first).toMatchObject({ familyId: sent.familyId, name: sent.name });
    expect(first.members.map((member) => [member.name, member.role])).toEqual([
      ['Kavya Nair', 'head'],
      ['Ishaan Gupta', 'spouse'],
    ]);
    const replay = await json(await write(world.app, ME, 'POST', PATH, sent, key), 201);
    expect(replay).toEqual(first);
    expect(await familyCount()).toBe(before + 1);
    const audit = await world.db.orm
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'family'), eq(auditLog.entityId, sent.familyId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe(`Made the family ${sent.name} (2 members)`);

    // The same id under a new key is refused; so is any member in this family now.
    await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, { ...sent, name: 'Another' }),
      409,
      'family_exists',
    );

    // A member without a paper account counts with nothing held, and says so.
    const view = familyDetailSchema.parse(await json(await get(`${PATH}/${sent.familyId}`), 200));
    expect(view.members.every((member) => !member.hasAccount && member.value === 0)).toBe(true);
    expect(view.holdings).toEqual([]);
    expect(view.overlap).toEqual([
      { a: sub('kyc@example.com'), b: sub('process@example.com'), common: [], overlap: 0 },
    ]);
    expect(view.totals.dayChangePercent).toBeNull();

    await json(await write(world.app, ME, 'DELETE', `${PATH}/${sent.familyId}`), 200);
  });

  it('refuses a member who is not the caller’s client: 422 at the field', async () => {
    const response = await write(
      world.app,
      ME,
      'POST',
      PATH,
      body({
        members: [
          { investorId: sub('kyc@example.com'), role: 'head' },
          { investorId: sub('neha@example.com'), role: 'spouse' },
        ],
      }),
    );
    const problem = await expectErrorBody(response, 422, 'not_your_client');
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'members.1.investorId', in: 'body' }),
    ]);
  });

  it('refuses a client already in another family: 409 naming them and the family', async () => {
    const response = await write(
      world.app,
      ME,
      'POST',
      PATH,
      body({
        members: [
          { investorId: sub('kyc@example.com'), role: 'head' },
          { investorId: sub('investor@example.com'), role: 'spouse' },
        ],
      }),
    );
    const problem = await expectErrorBody(response, 409, 'already_in_family');
    expect(problem.detail).toContain('Aarav Sharma is already in the family Sharma household');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'members.1.investorId' })]);
  });

  it('refuses a name the adviser uses already, whatever its case and spaces: 409', async () => {
    const problem = await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, body({ name: '  sharma HOUSEHOLD ' })),
      409,
      'name_taken',
    );
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    // Another adviser may use it.
    const theirs = await write(
      world.app,
      OTHER,
      'POST',
      PATH,
      body({
        name: 'Sharma household',
        members: [{ investorId: sub('neha@example.com'), role: 'head' }],
      }),
    );
    const made = familySchema.parse(await json(theirs, 201));
    await json(await write(world.app, OTHER, 'DELETE', `${PATH}/${made.familyId}`), 200);
  });

  it('refuses no members and a client twice: 400 by field', async () => {
    const none = await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, body({ members: [] })),
      400,
    );
    expect(none.errors?.[0]?.field).toBe('members');
    const twice = await expectErrorBody(
      await write(
        world.app,
        ME,
        'POST',
        PATH,
        body({
          members: [
            { investorId: sub('kyc@example.com'), role: 'head' },
            { investorId: sub('kyc@example.com'), role: 'child' },
          ],
        }),
      ),
      400,
    );
    expect(twice.errors?.[0]?.field).toBe('members');
  });
});

describe('changing and deleting a family', () => {
  it('renames it and sets its members; a client taken out is free again', async () => {
    const made = familySchema.parse(
      await json(await write(world.app, ME, 'POST', PATH, body()), 201),
    );
    const changed = familySchema.parse(
      await json(
        await write(world.app, ME, 'PUT', `${PATH}/${made.familyId}`, {
          name: 'Nair family',
          members: [
            { investorId: sub('kyc@example.com'), role: 'parent' },
            { investorId: sub('riskprofile@example.com'), role: 'child' },
          ],
        }),
        200,
      ),
    );
    expect(changed.name).toBe('Nair family');
    expect(changed.members.map((member) => [member.name, member.role])).toEqual([
      ['Kavya Nair', 'parent'],
      ['Meera Iyer', 'child'],
    ]);
    // process@ left: another family may have them.
    const other = familySchema.parse(
      await json(
        await write(
          world.app,
          ME,
          'POST',
          PATH,
          body({ members: [{ investorId: sub('process@example.com'), role: 'head' }] }),
        ),
        201,
      ),
    );
    // Keeping its own name and members is no conflict with itself.
    await json(
      await write(world.app, ME, 'PUT', `${PATH}/${made.familyId}`, {
        name: 'nair family',
        members: changed.members.map(({ investorId, role }) => ({ investorId, role })),
      }),
      200,
    );
    await expectErrorBody(
      await write(world.app, ME, 'PUT', `${PATH}/${made.familyId}`, {
        name: 'Nair family',
        members: [{ investorId: sub('process@example.com'), role: 'head' }],
      }),
      409,
      'already_in_family',
    );

    const deleted = await json(
      await write(world.app, ME, 'DELETE', `${PATH}/${made.familyId}`),
      200,
    );
    expect(deleted).toEqual({ familyId: made.familyId, deleted: true });
    await expectErrorBody(await get(`${PATH}/${made.familyId}`), 404, 'not_found');
    const actions = await world.db.orm
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'family'), eq(auditLog.entityId, made.familyId)));
    expect(actions.map((row) => row.action)).toEqual([
      expect.stringMatching(/^Made the family/),
      'Changed the family Nair family (2 members)',
      'Changed the family nair family (2 members)',
      'Deleted the family nair family',
    ]);
    await json(await write(world.app, ME, 'DELETE', `${PATH}/${other.familyId}`), 200);
  });

  it('takes an erased client out of their family (the profile row stays)', async () => {
    const made = familySchema.parse(
      await json(
        await write(
          world.app,
          ME,
          'POST',
          PATH,
          body({
            members: [
              { investorId: sub('broker@example.com'), role: 'head' },
              { investorId: sub('riskprofile@example.com'), role: 'sibling' },
            ],
          }),
        ),
        201,
      ),
    );
    const now = new Date();
    await world.db.orm
      .update(userProfiles)
      .set({
        deletionRequestedAt: new Date(now.getTime() - 8 * 86_400_000),
        deletionDueAt: new Date(now.getTime() - 86_400_000),
      })
      .where(eq(userProfiles.sub, sub('broker@example.com')));
    const erased = await eraseDueAccounts(
      {
        db: world.db,
        logger: createLogger('silent'),
        storage: documentStorageOf({ dataDir: world.app.server.config.dataDir }),
        identity: undefined,
        sendNotice: () => Promise.resolve(),
      },
      now,
    );
    expect(erased).toEqual([sub('broker@example.com')]);
    const view = familyDetailSchema.parse(await json(await get(`${PATH}/${made.familyId}`), 200));
    expect(view.members.map((member) => member.investorId)).toEqual([
      sub('riskprofile@example.com'),
    ]);
    expect(view.overlap).toEqual([]);
  });
});
