import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { demoStrategyId } from '../../../server/modules/strategies/demo-seed';
import { eraseStrategiesOf, strategiesExportOf } from '../../../server/modules/strategies/export';
import {
  MAX_SAVED_STRATEGIES,
  savedStrategyListSchema,
  savedStrategySchema,
  type SavedStrategy,
} from '../../../src/features/strategies/model/contract';
import { SMALL } from '../archive/support';
import type { DemoEmail } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { as, json, params, startStrategiesWorld, write, type StrategiesWorld } from './support';

// Saved strategies over HTTP (issue 14, Deliver 3): made, listed, changed and deleted by their
// user only, through the write path; the rules are checked as scans; the demo seed's strategies.

let world: StrategiesWorld;

beforeAll(async () => {
  world = await startStrategiesWorld({ ...SMALL, days: 5 });
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const PATH = '/api/strategies';
const listOf = async (email: DemoEmail) =>
  savedStrategyListSchema.parse(await json(await world.app.call('GET', PATH, as(email)), 200))
    .strategies;
const create = (email: DemoEmail, body: unknown, key?: string) =>
  write(world.app, email, 'POST', PATH, body, key);

describe('the demo seed', () => {
  it('gives investor@ "Quality, quarterly" and advisor@ "Momentum 30"', async () => {
    const [investor] = await listOf('investor@example.com');
    expect(investor?.id).toBe(demoStrategyId(demoSubOf('investor@example.com')));
    expect([investor?.name, investor?.params.base, investor?.params.holdings]).toEqual([
      'Quality, quarterly',
      'quality',
      20,
    ]);
    expect(investor?.params.rebalance).toBe('quarterly');
    const [advisor] = await listOf('advisor@example.com');
    expect([advisor?.name, advisor?.params.base, advisor?.params.holdings]).toEqual([
      'Momentum 30',
      'momentum',
      30,
    ]);
  });
});

describe('saving strategies', () => {
  it('saves, lists, changes and deletes one, for either role', async () => {
    const id = randomUUID();
    const body = {
      id,
      name: '  Oversold quality ',
      params: params({ base: 'scan', entry: 'rsi(14) < 30 AND roe > 15' }),
    };
    const saved = savedStrategySchema.parse(
      await json<SavedStrategy>(await create('advisor2@example.com', body), 201),
    );
    expect([saved.id, saved.name, saved.params.entry]).toEqual([
      id,
      'Oversold quality',
      'rsi(14) < 30 AND roe > 15',
    ]);
    expect((await listOf('advisor2@example.com')).map((s) => s.id)).toEqual([id]);

    const changed = await json<SavedStrategy>(
      await write(world.app, 'advisor2@example.com', 'PUT', `${PATH}/${id}`, {
        name: 'Oversold, quarterly',
        params: { ...body.params, rebalance: 'quarterly' },
      }),
      200,
    );
    expect([changed.name, changed.params.rebalance]).toEqual(['Oversold, quarterly', 'quarterly']);
    expect(changed.createdAt).toBe(saved.createdAt);

    await json(await write(world.app, 'advisor2@example.com', 'DELETE', `${PATH}/${id}`), 200);
    expect(await listOf('advisor2@example.com')).toEqual([]);
    await expectErrorBody(
      await write(world.app, 'advisor2@example.com', 'DELETE', `${PATH}/${id}`),
      404,
      'not_found',
    );
  });

  it('answers the same id saved again by its user with the strategy as it is', async () => {
    const id = randomUUID();
    const body = { id, name: 'Replayed', params: params() };
    const first = await json<SavedStrategy>(await create('neha@example.com', body), 201);
    const again = await json<SavedStrategy>(await create('neha@example.com', body), 201);
    expect(again).toEqual(first);
    expect((await listOf('neha@example.com')).filter((s) => s.name === 'Replayed')).toHaveLength(1);
    // Another user cannot take the id.
    await expectErrorBody(await create('broker@example.com', body), 409, 'strategy_exists');
  });

  it('keeps each user’s strategies their own: 404 to anyone else', async () => {
    const theirs = demoStrategyId(demoSubOf('investor@example.com'));
    const put = await write(world.app, 'neha@example.com', 'PUT', `${PATH}/${theirs}`, {
      name: 'Mine now',
      params: params(),
    });
    await expectErrorBody(put, 404, 'not_found');
    await expectErrorBody(
      await write(world.app, 'advisor@example.com', 'DELETE', `${PATH}/${theirs}`),
      404,
      'not_found',
    );
    expect((await listOf('investor@example.com'))[0]?.name).toBe('Quality, quarterly');
    expect((await listOf('neha@example.com')).some((s) => s.id === theirs)).toBe(false);
  });

  it('refuses bad names, parameters and rules with 400 naming the field', async () => {
    const noName = await create('neha@example.com', {
      id: randomUUID(),
      name: ' ',
      params: params(),
    });
    expect((await expectErrorBody(noName, 400, 'invalid_body')).errors?.[0]?.field).toBe('name');
    const badWeighting = await create('neha@example.com', {
      id: randomUUID(),
      name: 'Bad',
      params: { ...params(), weighting: 'cap' },
    });
    expect((await expectErrorBody(badWeighting, 400)).errors?.[0]?.field).toBe('params.weighting');
    const badRule = await create('neha@example.com', {
      id: randomUUID(),
      name: 'Bad rule',
      params: params({ exit: 'sma(close, 0) > 1' }),
    });
    const problem = await json<{ code: string; position: { offset: number } }>(badRule, 400);
    expect(problem.code).toBe('invalid_scan');
    expect(problem.position.offset).toBeGreaterThanOrEqual(0);
  });

  it(`refuses strategy ${MAX_SAVED_STRATEGIES + 1} with 409`, async () => {
    for (let n = 1; n <= MAX_SAVED_STRATEGIES; n += 1) {
      await json(
        await create('broker@example.com', { id: randomUUID(), name: `S${n}`, params: params() }),
        201,
      );
    }
    const over = await create('broker@example.com', {
      id: randomUUID(),
      name: 'One more',
      params: params(),
    });
    await expectErrorBody(over, 409, 'strategy_limit');
  });
});

describe('the account’s data', () => {
  it('exports the saved strategies, and erasure removes them', async () => {
    const sub = demoSubOf('advisor@example.com');
    const exported = await strategiesExportOf(world.db.orm, sub);
    expect(exported.savedStrategies.map((strategy) => strategy.name)).toEqual(['Momentum 30']);
    expect(JSON.stringify(exported)).not.toContain(sub);
    await world.db.orm.transaction((tx) => eraseStrategiesOf(tx, sub));
    expect(await listOf('advisor@example.com')).toEqual([]);
  });
});
