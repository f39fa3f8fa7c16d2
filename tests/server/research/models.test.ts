import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { modelAssignments } from '../../../server/modules/research/tables';
import {
  modelDetailSchema,
  modelListSchema,
  modelUpdateAnswerSchema,
  type ModelDetail,
} from '../../../src/features/research/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';

// Model portfolios over HTTP (issue 16, Deliver 2): made, listed, versioned, archived and
// unassigned by their adviser only, through the write path; the stocks checked against the
// market data; each client's drift from the current version.

let world: DemoWorld & { symbols: string[] };

beforeAll(async () => {
  const started = await startDemoWorld(SMALL, [seedBrokerDemo]);
  const rows = await started.db.orm
    .select({ symbol: instruments.symbol, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')));
  const symbols = rows
    .filter((row) => row.close >= 50_00 && row.close <= 5_000_00)
    .map((row) => row.symbol)
    .sort();
  world = { ...started, symbols };
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const PATH = '/api/advisor/models';
const ADVISER: DemoEmail = 'advisor@example.com';

const body = (over: Record<string, unknown> = {}) => ({
  modelId: randomUUID(),
  name: `Model ${randomUUID().slice(0, 8)}`,
  goalType: 'retirement',
  stocks: [
    { symbol: world.symbols[0], weightBp: 5_000 },
    { symbol: world.symbols[1], weightBp: 3_000 },
    { symbol: world.symbols[2], weightBp: 2_000 },
  ],
  categories: ['moderate', 'aggressive'],
  reviewDate: '2030-01-31',
  note: 'For a long horizon',
  ...over,
});

const create = (email: DemoEmail, payload: unknown) =>
  write(world.app, email, 'POST', PATH, payload);
const detail = async (email: DemoEmail, modelId: string) =>
  modelDetailSchema.parse(
    await json(await world.app.call('GET', `${PATH}/${modelId}`, as(email)), 200),
  );

describe('making a model', () => {
  it('makes version 1, lists it and shows it', async () => {
    const payload = body();
    const made = modelDetailSchema.parse(await json(await create(ADVISER, payload), 201));
    expect([made.modelId, made.name, made.version, made.driftBandBp]).toEqual([
      payload.modelId,
      payload.name,
      1,
      500,
    ]);
    expect(made.stocks.map((stock) => [stock.symbol, stock.weightBp])).toEqual(
      payload.stocks.map((stock) => [stock.symbol, stock.weightBp]),
    );
    expect(made.stocks.every((stock) => stock.price !== null && stock.name.length > 0)).toBe(true);
    expect(made.versions.map((version) => version.version)).toEqual([1]);
    expect(made.versions[0]?.note).toBe('For a long horizon');
    expect([made.clients, made.outsideBand, made.clientList]).toEqual([0, 0, []]);

    const list = modelListSchema.parse(
      await json(await world.app.call('GET', PATH, as(ADVISER)), 200),
    );
    expect(list.models.map((model) => model.modelId)).toContain(payload.modelId);
    expect((await detail(ADVISER, payload.modelId)).name).toBe(payload.name);
  });

  it('refuses weights that do not make 100 % (400, by field)', async () => {
    const response = await create(
      ADVISER,
      body({
        stocks: [
          { symbol: world.symbols[0], weightBp: 5_000 },
          { symbol: world.symbols[1], weightBp: 4_000 },
        ],
      }),
    );
    const problem = await json<{ errors: { field: string; detail: string }[] }>(response, 400);
    expect(problem.errors.some((error) => error.detail.includes('100 %'))).toBe(true);
  });

  it('refuses a stock the market data does not know (422 at stocks.1.symbol)', async () => {
    const response = await create(
      ADVISER,
      body({
        stocks: [
          { symbol: world.symbols[0], weightBp: 5_000 },
          { symbol: 'NOSUCHSTOCK', weightBp: 5_000 },
        ],
      }),
    );
    const problem = await json<{ code: string; errors: { field: string }[] }>(response, 422);
    expect(problem.errors.map((error) => error.field)).toEqual(['stocks.1.symbol']);
  });

  it('refuses a review date in the past and a name in use', async () => {
    const past = await create(ADVISER, body({ reviewDate: '2020-01-01' }));
    const pastProblem = await json<{ errors: { field: string }[] }>(past, 422);
    expect(pastProblem.errors.map((error) => error.field)).toEqual(['reviewDate']);

    const first = body();
    await json(await create(ADVISER, first), 201);
    const again = await create(ADVISER, body({ name: first.name.toUpperCase() }));
    const problem = await json<{ errors: { field: string }[] }>(again, 409);
    expect(problem.errors.map((error) => error.field)).toEqual(['name']);
  });

  it('is the adviser’s only: another adviser gets 404, an investor 403', async () => {
    const payload = body();
    await json(await create(ADVISER, payload), 201);
    await json(
      await world.app.call('GET', `${PATH}/${payload.modelId}`, as('advisor2@example.com')),
      404,
    );
    const { modelId: _id, ...update } = body({ name: 'Taken over' });
    await json(
      await write(world.app, 'advisor2@example.com', 'PUT', `${PATH}/${payload.modelId}`, update),
      404,
    );
    await json(
      await write(world.app, 'advisor2@example.com', 'POST', `${PATH}/${payload.modelId}/archive`),
      404,
    );
    const list = modelListSchema.parse(
      await json(await world.app.call('GET', PATH, as('advisor2@example.com')), 200),
    );
    expect(list.models.map((model) => model.modelId)).not.toContain(payload.modelId);
    await json(await world.app.call('GET', PATH, as('investor@example.com')), 403);
    await json(await create('investor@example.com', body()), 403);
  });
});

describe('changing a model', () => {
  it('makes version 2 and keeps version 1 as it was', async () => {
    const payload = body();
    await json(await create(ADVISER, payload), 201);
    const { modelId, ...rest } = payload;
    const changed = modelUpdateAnswerSchema.parse(
      await json(
        await write(world.app, ADVISER, 'PUT', `${PATH}/${modelId}`, {
          ...rest,
          stocks: [
            { symbol: world.symbols[0], weightBp: 4_000 },
            { symbol: world.symbols[1], weightBp: 3_000 },
            { symbol: world.symbols[3], weightBp: 3_000 },
          ],
          driftBandBp: 300,
          note: `Swapped ${world.symbols[2]} for ${world.symbols[3]}`,
        }),
        200,
      ),
    );
    expect(changed.model.version).toBe(2);
    expect(changed.model.driftBandBp).toBe(300);
    expect(changed.rebalance).toEqual({ sent: 0, superseded: 0, notSent: [] });
    const model: ModelDetail = await detail(ADVISER, modelId);
    expect(model.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(model.versions[1]?.stocks.map((stock) => [stock.symbol, stock.weightBp])).toEqual(
      payload.stocks.map((stock) => [stock.symbol, stock.weightBp]),
    );
    expect(model.versions[1]?.driftBandBp).toBe(500);
    expect(model.versions[0]?.note).toBe(`Swapped ${world.symbols[2]} for ${world.symbols[3]}`);
    expect(model.stocks.map((stock) => stock.symbol)).toEqual([
      world.symbols[0],
      world.symbols[1],
      world.symbols[3],
    ]);
  });

  it('archives a model (its name becomes free) and refuses to change it after', async () => {
    const payload = body();
    await json(await create(ADVISER, payload), 201);
    const archived = modelDetailSchema.parse(
      await json(
        await write(world.app, ADVISER, 'POST', `${PATH}/${payload.modelId}/archive`),
        200,
      ),
    );
    expect(archived.archived).toBe(true);
    const { modelId, ...rest } = payload;
    await json(await write(world.app, ADVISER, 'PUT', `${PATH}/${modelId}`, rest), 409);
    await json(await create(ADVISER, body({ name: payload.name })), 201);
  });
});

describe('clients of a model', () => {
  it('shows an assigned client with their drift, and unassigns them', async () => {
    const payload = body({
      stocks: [
        { symbol: world.symbols[0], weightBp: 5_000 },
        { symbol: world.symbols[1], weightBp: 5_000 },
      ],
    });
    await json(await create(ADVISER, payload), 201);
    const investor = demoSubOf('investor@example.com');
    await world.db.orm.insert(modelAssignments).values({
      modelId: payload.modelId,
      investorSub: investor,
      version: 1,
      assignedAt: new Date(),
    });
    const model = await detail(ADVISER, payload.modelId);
    expect(model.clients).toBe(1);
    const [client] = model.clientList;
    expect(client?.investorId).toBe(investor);
    expect(client?.name.length).toBeGreaterThan(0);
    expect(client?.version).toBe(1);
    expect(client?.latest).toBeNull();
    expect(client?.category).not.toBe(undefined);

    await json(
      await write(
        world.app,
        'advisor2@example.com',
        'DELETE',
        `${PATH}/${payload.modelId}/clients/${investor}`,
      ),
      404,
    );
    const after = modelDetailSchema.parse(
      await json(
        await write(world.app, ADVISER, 'DELETE', `${PATH}/${payload.modelId}/clients/${investor}`),
        200,
      ),
    );
    expect([after.clients, after.clientList]).toEqual([0, []]);
    await json(
      await write(world.app, ADVISER, 'DELETE', `${PATH}/${payload.modelId}/clients/${investor}`),
      404,
    );
  });

  it('works out a client’s drift from their paper holdings', async () => {
    const [a, b] = [world.symbols[4]!, world.symbols[5]!];
    const investor = demoSubOf('investor@example.com');
    // The investor buys the two stocks in equal value through a basket.
    const basket = await json<{ basketId: string }>(
      await write(world.app, 'investor@example.com', 'POST', '/api/investor/baskets', {
        name: `Drift ${randomUUID().slice(0, 8)}`,
        weighting: 'equal',
        stocks: [{ symbol: a }, { symbol: b }],
      }),
      201,
    );
    await json(
      await write(
        world.app,
        'investor@example.com',
        'POST',
        `/api/investor/baskets/${basket.basketId}/invest`,
        { amount: 2_00_000_00 },
      ),
      201,
    );
    const assign = async (weights: [number, number], band?: number) => {
      const payload = body({
        stocks: [
          { symbol: a, weightBp: weights[0] },
          { symbol: b, weightBp: weights[1] },
        ],
        ...(band && { driftBandBp: band }),
      });
      await json(await create(ADVISER, payload), 201);
      await world.db.orm.insert(modelAssignments).values({
        modelId: payload.modelId,
        investorSub: investor,
        version: 1,
        assignedAt: new Date(),
      });
      return payload.modelId;
    };
    const even = await detail(ADVISER, await assign([5_000, 5_000]));
    expect(even.clientList[0]?.driftPoints).toBeLessThan(3);
    expect(even.clientList[0]?.outsideBand).toBe(false);

    const skewedId = await assign([8_000, 2_000]);
    const skewed = await detail(ADVISER, skewedId);
    expect(skewed.clientList[0]?.driftPoints).toBeGreaterThan(27);
    expect(skewed.clientList[0]?.driftPoints).toBeLessThan(33);
    expect([skewed.clientList[0]?.outsideBand, skewed.outsideBand]).toEqual([true, 1]);
    const list = modelListSchema.parse(
      await json(await world.app.call('GET', PATH, as(ADVISER)), 200),
    );
    expect(list.models.find((model) => model.modelId === skewedId)?.outsideBand).toBe(1);

    // A new version reaches the client as a rebalance suggestion, or says why it did not.
    const { modelId: _id, ...rest } = body({
      name: skewed.name,
      stocks: [
        { symbol: a, weightBp: 5_000 },
        { symbol: b, weightBp: 5_000 },
      ],
      note: 'Back to equal weights',
    });
    const changed = modelUpdateAnswerSchema.parse(
      await json(await write(world.app, ADVISER, 'PUT', `${PATH}/${skewedId}`, rest), 200),
    );
    expect(changed.model.version).toBe(2);
    expect(changed.rebalance.sent + changed.rebalance.notSent.length).toBe(1);
    const after = await detail(ADVISER, skewedId);
    if (changed.rebalance.sent === 1) {
      expect(after.clientList[0]?.latest?.kind).toBe('rebalance');
      expect(after.clientList[0]?.latest?.status).toBe('pending');
    }
  });
});
