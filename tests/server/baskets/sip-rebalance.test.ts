import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDemoArchive } from '../../../server/archive/demo-archive';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { appJobRegistry } from '../../../server/jobs/app-jobs';
import type { JobContext } from '../../../server/jobs/registry';
import { dataUpdated } from '../../../server/jobs/topics';
import { createLogger } from '../../../server/logger';
import { investorNotice } from '../../../server/modules/account/notices';
import { basketInvestments, sipRuns } from '../../../server/modules/baskets/tables';
import type {
  Basket,
  Investment,
  RebalancePreview,
} from '../../../src/features/baskets/model/contract';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  invest,
  json,
  makeBasket,
  paperOrderCount,
  read,
  startBasketsWorld,
  write,
  type BasketsWorld,
} from './support';

// The monthly SIP and the rebalance (issue 13, Deliver 7 and 8, "Tests"): an instalment is
// taken once per month however many server processes run the data-update job, on its day moved
// to the next trading day; a rebalance shows the tax of each sale before it is confirmed, and a
// confirmation of older prices is refused.

let world: BasketsWorld;
const NEHA = 'neha@example.com';

beforeAll(async () => {
  world = await startBasketsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const basketOf = async (basketId: string) =>
  json<Basket>(await read(world.app, NEHA, `/api/investor/baskets/${basketId}`), 200);

/** The data-update job's SIP subscriber as one server process has it (its own registry). */
function sipJobOfAProcess() {
  const [subscription] = appJobRegistry()
    .subscriptions(dataUpdated.name)
    .filter((s) => s.name === 'basket-sips');
  expect(subscription).toBeDefined();
  return (run: number) =>
    subscription!.handle(
      {
        countrycode: 'IND',
        updatedatetime: new Date().toISOString(),
        source: 'market:advance',
        tradeDates: [],
      },
      {
        job: {
          id: String(run),
          topic: dataUpdated.name,
          subscriber: 'basket-sips',
          attempt: 1,
          maxAttempts: 5,
        },
        db: world.db,
        logger: createLogger('silent'),
        signal: new AbortController().signal,
      } satisfies JobContext,
    );
}

const sipGroups = async (basketId: string) =>
  world.db.orm
    .select()
    .from(basketInvestments)
    .where(and(eq(basketInvestments.basketId, basketId), eq(basketInvestments.kind, 'sip')));

const sipNotices = async () =>
  (
    await world.db.transaction((tx) =>
      tx.query<{ payload: { investorSub: string; topic: string; text: string } }>(
        `SELECT payload FROM jobs WHERE topic = $1 AND subscriber IS NULL ORDER BY id`,
        [investorNotice.name],
      ),
    )
  )
    .map((row) => row.payload)
    .filter((payload) => payload.investorSub === demoSubOf(NEHA) && /SIP/.test(payload.text));

describe('the monthly SIP', () => {
  it('is taken once on its day (moved past the weekend) across two processes and later runs', async () => {
    const basket = await makeBasket(world.app, NEHA, world.symbols.slice(0, 3));
    // The archive ends on Tuesday 30 June 2026: the 4th of July is a Saturday, so July's
    // instalment falls due on Monday the 6th.
    const set = await json<Basket>(
      await write(world.app, NEHA, 'PUT', `/api/investor/baskets/${basket.basketId}/sip`, {
        amount: 30_000_00,
        day: 4,
        active: true,
      }),
      200,
    );
    expect(set.sip).toEqual({ amount: 30_000_00, day: 4, active: true, nextDate: '2026-07-06' });
    const processA = sipJobOfAProcess();
    const processB = sipJobOfAProcess();
    const ordersBefore = await paperOrderCount(world.db, NEHA);
    let run = 0;
    // Wednesday 1 July to Friday 3 July: not due yet.
    for (const day of ['2026-07-01', '2026-07-02', '2026-07-03']) {
      const advanced = await advanceDemoArchive(world.db);
      expect(advanced.days).toEqual([day]);
      await Promise.all([processA((run += 1)), processB((run += 1))]);
      expect(await sipGroups(basket.basketId), day).toHaveLength(0);
    }
    // Monday 6 July: both processes run the job at once; one takes the instalment.
    expect((await advanceDemoArchive(world.db)).days).toEqual(['2026-07-06']);
    await Promise.all([processA((run += 1)), processB((run += 1))]);
    const groups = await sipGroups(basket.basketId);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ amount: 30_000_00, marketDate: '2026-07-06' });
    const runs = await world.db.orm
      .select()
      .from(sipRuns)
      .where(eq(sipRuns.basketId, basket.basketId));
    expect(runs).toMatchObject([
      { month: '2026-07', dueOn: '2026-07-06', investmentId: groups[0]!.investmentId },
    ]);
    const placed = (await paperOrderCount(world.db, NEHA)) - ordersBefore;
    expect(placed).toBe(3);
    expect(await sipNotices()).toHaveLength(1);

    // Later runs and later days of the month take nothing more.
    await Promise.all([processA((run += 1)), processB((run += 1))]);
    expect((await advanceDemoArchive(world.db)).days).toEqual(['2026-07-07']);
    await processA(run + 1);
    expect(await sipGroups(basket.basketId)).toHaveLength(1);
    expect((await paperOrderCount(world.db, NEHA)) - ordersBefore).toBe(3);
    expect(await sipNotices()).toHaveLength(1);

    const after = await basketOf(basket.basketId);
    expect(after.sip?.nextDate).toBe('2026-08-04');
    expect(after.investments.map((group) => [group.kind, group.status])).toEqual([
      ['sip', 'complete'],
    ]);
    expect(after.value).toBeGreaterThan(0);
  });

  it('stopped, it takes nothing', async () => {
    const basket = await makeBasket(world.app, NEHA, world.symbols.slice(3, 5));
    await json(
      await write(world.app, NEHA, 'PUT', `/api/investor/baskets/${basket.basketId}/sip`, {
        amount: 10_000_00,
        day: 8,
        active: false,
      }),
      200,
    );
    const stopped = await basketOf(basket.basketId);
    expect(stopped.sip).toEqual({ amount: 10_000_00, day: 8, active: false, nextDate: null });
    expect((await advanceDemoArchive(world.db)).days).toEqual(['2026-07-08']);
    await sipJobOfAProcess()(100);
    expect(await sipGroups(basket.basketId)).toHaveLength(0);
  });

  it('refuses a bad SIP naming the field', async () => {
    const basket = await makeBasket(world.app, NEHA, world.symbols.slice(0, 2));
    const response = await write(
      world.app,
      NEHA,
      'PUT',
      `/api/investor/baskets/${basket.basketId}/sip`,
      { amount: 10_000_00, day: 31, active: true },
    );
    const body = await expectErrorBody(response, 400);
    expect(body.errors?.[0]?.field).toBe('day');
  });
});

describe('a rebalance', () => {
  it('shows the gain and tax of each sale first, refuses older prices, then sells and buys', async () => {
    const symbols = world.symbols.slice(6, 10);
    const basket = await makeBasket(world.app, NEHA, symbols);
    const group = await invest(world.app, NEHA, basket.basketId, { amount: 4_00_000_00 });
    expect(group.status).toBe('complete');
    const within = await json<RebalancePreview>(
      await read(world.app, NEHA, `/api/investor/baskets/${basket.basketId}/rebalance`),
      200,
    );
    expect(within).toMatchObject({ withinTolerance: true, orders: [] });

    // The first stock jumps by half on the day: it is now far over its 25 %.
    const risen = symbols[0]!;
    const [stock] = await world.db.orm
      .select({ id: instruments.id, close: latestQuotes.close })
      .from(instruments)
      .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
      .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.symbol, risen)));
    await world.db.orm
      .update(latestQuotes)
      .set({ close: Math.round(stock!.close * 1.5) })
      .where(eq(latestQuotes.instrumentId, stock!.id));

    const drifted = await basketOf(basket.basketId);
    expect(drifted.needsRebalance).toBe(true);
    expect(drifted.stocks[0]!.driftBp).toBeGreaterThan(200);
    expect(drifted.gain).toBeGreaterThan(0);

    const preview = await json<RebalancePreview>(
      await read(world.app, NEHA, `/api/investor/baskets/${basket.basketId}/rebalance`),
      200,
    );
    expect(preview.withinTolerance).toBe(false);
    const sale = preview.orders[0]!;
    expect(sale).toMatchObject({ symbol: risen, side: 'SELL', term: 'short' });
    expect(sale.realisedGain).toBeGreaterThan(0);
    // Short-term gains of a sale from 23 July 2024 are taxed at 20 % (s.111A).
    expect(sale.tax).toBe(Math.round(sale.realisedGain * 0.2));
    const sides = preview.orders.map((order) => order.side);
    expect(sides.indexOf('BUY')).toBeGreaterThan(sides.lastIndexOf('SELL'));
    expect(preview.totals.tax).toBe(preview.orders.reduce((sum, order) => sum + order.tax, 0));

    const stale = await write(
      world.app,
      NEHA,
      'POST',
      `/api/investor/baskets/${basket.basketId}/rebalance`,
      { asOf: '2026-06-29' },
    );
    const problem = await expectErrorBody(stale, 409, 'prices_moved');
    expect(problem.detail).toMatch(/moved/);

    const done = await json<Investment>(
      await write(world.app, NEHA, 'POST', `/api/investor/baskets/${basket.basketId}/rebalance`, {
        asOf: preview.asOf,
      }),
      201,
    );
    expect(done.kind).toBe('rebalance');
    expect(done.orders.map((order) => [order.symbol, order.side, order.quantity])).toEqual(
      preview.orders.map((order) => [order.symbol, order.side, order.quantity]),
    );
    expect(done.status).toBe('complete');
    const after = await basketOf(basket.basketId);
    expect(after.needsRebalance).toBe(false);
  });
});
