import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calibrationAnswerSchema,
  calibrationHistorySchema,
  type CalibrationAnswer,
} from '../../../src/features/calibration/model/contract';
import { and, eq } from 'drizzle-orm';
import { recomputeFactors } from '../../../server/archive/factors/recompute';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { calibratedCompositesOf, compositesOf } from '../../../server/modules/baskets/market';
import { DEFAULT_CALIBRATION } from '../../../src/domain/calibration';
import type { Basket } from '../../../src/features/baskets/model/contract';
import { weightsFor } from '../../../src/features/baskets/model/weights';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Score calibration (issue 16, Deliver 5): the default until an adviser saves one, then their
// latest for them and their investors only; bad weights and k refused by field; advisers only.

const GET = '/api/calibration';
const PUT = '/api/advisor/calibration';
const HISTORY = '/api/advisor/calibration/history';

const WEIGHTS = { value: 0.4, momentum: 0.3, quality: 0.2, lowVolatility: 0.1, size: 0 };

let world: DemoWorld;

beforeAll(async () => {
  // The factor engine scores the small archive (the job worker is off in tests).
  world = await startDemoWorld(SMALL, [(db) => recomputeFactors(db, { force: true })]);
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const calibrationOf = async (email: Parameters<typeof as>[0]) =>
  calibrationAnswerSchema.parse(await json(await world.app.call('GET', GET, as(email)), 200));

describe('GET /api/calibration', () => {
  it('is the default for an adviser who has saved none, and for their investors', async () => {
    for (const email of ['advisor@example.com', 'investor@example.com'] as const) {
      expect(await calibrationOf(email)).toEqual({
        calibration: DEFAULT_CALIBRATION,
        source: 'default',
        adviserName: null,
        savedAt: null,
      });
    }
    const history = calibrationHistorySchema.parse(
      await json(await world.app.call('GET', HISTORY, as('advisor@example.com')), 200),
    );
    expect(history.saved).toEqual([]);
  });
});

describe('PUT /api/advisor/calibration', () => {
  it('saves one that the adviser and their investor see, and not another adviser’s investor', async () => {
    const saved = calibrationAnswerSchema.parse(
      await json(
        await write(world.app, 'advisor@example.com', 'PUT', PUT, {
          weights: WEIGHTS,
          k: 2,
          note: 'Value first',
        }),
        200,
      ),
    );
    expect(saved).toMatchObject({
      calibration: { weights: WEIGHTS, k: 2 },
      source: 'adviser',
      adviserName: 'Priya Mehta',
    });
    expect(await calibrationOf('advisor@example.com')).toEqual(saved);
    expect(await calibrationOf('investor@example.com')).toEqual(saved);
    expect((await calibrationOf('neha@example.com')).source).toBe('default');
    expect((await calibrationOf('advisor2@example.com')).source).toBe('default');

    const later = await json<CalibrationAnswer>(
      await write(world.app, 'advisor@example.com', 'PUT', PUT, {
        weights: DEFAULT_CALIBRATION.weights,
        k: 0.5,
      }),
      200,
    );
    expect((await calibrationOf('investor@example.com')).calibration.k).toBe(0.5);
    const history = calibrationHistorySchema.parse(
      await json(await world.app.call('GET', HISTORY, as('advisor@example.com')), 200),
    );
    expect(history.saved.map((entry) => [entry.calibration.k, entry.note])).toEqual([
      [0.5, ''],
      [2, 'Value first'],
    ]);
    expect(history.saved[0]!.savedAt).toBe(later.savedAt);
  });

  it('a retry with the same key saves once', async () => {
    const before = calibrationHistorySchema.parse(
      await json(await world.app.call('GET', HISTORY, as('advisor2@example.com')), 200),
    ).saved.length;
    const body = { weights: WEIGHTS, k: 3 };
    const first = await json(
      await write(world.app, 'advisor2@example.com', 'PUT', PUT, body, 'k-1'),
      200,
    );
    const again = await json(
      await write(world.app, 'advisor2@example.com', 'PUT', PUT, body, 'k-1'),
      200,
    );
    expect(again).toEqual(first);
    const after = calibrationHistorySchema.parse(
      await json(await world.app.call('GET', HISTORY, as('advisor2@example.com')), 200),
    ).saved.length;
    expect(after).toBe(before + 1);
  });

  it('refuses a save without an Idempotency-Key', async () => {
    const response = await world.app.call('PUT', PUT, {
      ...as('advisor@example.com'),
      body: { weights: WEIGHTS, k: 1 },
    });
    expect(response.status).toBe(400);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['weights adding to 0.9', { weights: { ...WEIGHTS, value: 0.3 }, k: 1 }, 'weights'],
    [
      'a negative weight',
      { weights: { ...WEIGHTS, size: -0.1, value: 0.5 }, k: 1 },
      'weights.size',
    ],
    ['an unknown factor', { weights: { ...WEIGHTS, dividend: 0 }, k: 1 }, 'weights'],
    [
      'a missing factor',
      { weights: { value: 0.5, momentum: 0.5, quality: 0, lowVolatility: 0 }, k: 1 },
      'weights.size',
    ],
    ['k below 0.1', { weights: WEIGHTS, k: 0.05 }, 'k'],
    ['k above 5', { weights: WEIGHTS, k: 5.5 }, 'k'],
    ['k missing', { weights: WEIGHTS }, 'k'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const problem = await expectErrorBody(
      await write(world.app, 'advisor@example.com', 'PUT', PUT, body),
      400,
    );
    const errors = (problem as { errors?: Array<{ field: string }> }).errors ?? [];
    expect(errors.map((error) => error.field)).toContain(field);
  });

  it('is advisers only: an investor’s PUT and history are 403', async () => {
    await expectErrorBody(
      await write(world.app, 'investor@example.com', 'PUT', PUT, { weights: WEIGHTS, k: 1 }),
      403,
    );
    await expectErrorBody(await world.app.call('GET', HISTORY, as('investor@example.com')), 403);
  });
});

describe('"factor score" basket weights', () => {
  it('follow the owner’s adviser’s calibration', async () => {
    const onlyValue = { value: 1, momentum: 0, quality: 0, lowVolatility: 0, size: 0 };
    await json(
      await write(world.app, 'advisor@example.com', 'PUT', PUT, { weights: onlyValue, k: 1 }),
      200,
    );
    const rows = await world.db.orm
      .select({ id: instruments.id, symbol: instruments.symbol })
      .from(instruments)
      .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
      .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')))
      .orderBy(instruments.symbol)
      .limit(4);
    const ids = rows.map((row) => row.id);
    const calibrated = await calibratedCompositesOf(world.db.orm, ids, {
      weights: onlyValue,
      k: 1,
    });
    const expected = weightsFor(
      'factor',
      rows.map((row) => ({
        symbol: row.symbol,
        marketCap: null,
        composite: calibrated.get(row.id) ?? null,
      })),
    );
    const basket = await json<Basket>(
      await write(world.app, 'investor@example.com', 'POST', '/api/investor/baskets', {
        name: 'Value tilt',
        weighting: 'factor',
        stocks: rows.map((row) => ({ symbol: row.symbol })),
      }),
      201,
    );
    expect(basket.stocks.map((stock) => stock.weightBp)).toEqual(expected);
    // The equal-weight composites of the factor engine would weigh them otherwise.
    const stored = await compositesOf(world.db.orm, ids);
    expect([...calibrated.values()].some((value) => value !== null)).toBe(true);
    const plain = weightsFor(
      'factor',
      rows.map((row) => ({
        symbol: row.symbol,
        marketCap: null,
        composite: stored.get(row.id) ?? null,
      })),
    );
    expect(plain).not.toEqual(expected);
  });
});
