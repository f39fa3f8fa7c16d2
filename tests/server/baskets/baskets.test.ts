import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments, userProfiles } from '../../../server/db/schema';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts } from '../../../server/modules/account/deletion';
import type { DocumentStorage } from '../../../server/modules/documents/storage';
import {
  basketInvestments,
  basketOrders,
  baskets,
  basketStocks,
} from '../../../server/modules/baskets/tables';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { demoBasketId } from '../../../server/modules/baskets/demo-seed';
import type {
  Basket,
  Baskets,
  InvestPreview,
  Investment,
} from '../../../src/features/baskets/model/contract';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  funds,
  invest,
  json,
  makeBasket,
  paperOrderCount,
  read,
  startBasketsWorld,
  write,
  type BasketsWorld,
} from './support';

// Baskets over HTTP on the real server and database (issue 13, Deliver 6 and 7, "Tests"):
// weights worked out by the server, bad input named by field, other investors' baskets 404 on
// every path, investing through the paper broker's engine as one group, partial failures retried
// without placing anything twice, and a replayed Idempotency-Key answering the same group.

let world: BasketsWorld;
const NEHA = 'neha@example.com';
const INVESTOR = 'investor@example.com';

beforeAll(async () => {
  world = await startBasketsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const pick = (from: number, n: number) => world.symbols.slice(from, from + n);
const sumOf = (basket: Basket) => basket.stocks.reduce((sum, stock) => sum + stock.weightBp, 0);

async function setStatus(symbol: string, status: 'active' | 'suspended') {
  await world.db.orm.update(instruments).set({ status }).where(eq(instruments.symbol, symbol));
}

describe('making a basket', () => {
  it.each([['equal'], ['market-cap'], ['factor']] as const)(
    '%s weighting: the server works out weights that add to exactly 10,000',
    async (weighting) => {
      const symbols = pick(0, 3);
      const basket = await makeBasket(world.app, NEHA, symbols, { weighting });
      expect(basket.weighting).toBe(weighting);
      expect(basket.stocks.map((stock) => stock.symbol)).toEqual(symbols);
      expect(sumOf(basket)).toBe(10_000);
      expect(basket.stocks.every((stock) => stock.weightBp > 0)).toBe(true);
      if (weighting === 'equal') {
        expect(basket.stocks.map((stock) => stock.weightBp)).toEqual([3334, 3333, 3333]);
      }
      expect(basket).toMatchObject({
        value: 0,
        invested: 0,
        xirr: null,
        toleranceBp: 200,
        needsRebalance: false,
        sip: null,
        investments: [],
        demo: false,
      });
      expect(basket.minimumInvestment).toBeGreaterThan(0);
      const again = await json<Basket>(
        await read(world.app, NEHA, `/api/investor/baskets/${basket.basketId}`),
        200,
      );
      expect(again.stocks).toEqual(basket.stocks);
      const list = await json<Baskets>(await read(world.app, NEHA, '/api/investor/baskets'), 200);
      expect(list.baskets.map((b) => b.basketId)).toContain(basket.basketId);
      expect(list.limit).toBe(20);
    },
  );

  it('a rename keeps the market-cap targets the basket was bought to; new stocks set them anew', async () => {
    const symbols = pick(5, 3);
    const basket = await makeBasket(world.app, NEHA, symbols, { weighting: 'market-cap' });
    // As if the weights had been worked out on an earlier day's market capitalisations.
    await world.db.orm
      .update(basketStocks)
      .set({ weightBp: 5_000 })
      .where(eq(basketStocks.basketId, basket.basketId));
    const put = (stocks: readonly string[]) =>
      write(world.app, NEHA, 'PUT', `/api/investor/baskets/${basket.basketId}`, {
        name: 'Renamed',
        weighting: 'market-cap',
        stocks: stocks.map((symbol) => ({ symbol })),
      });
    const renamed = await json<Basket>(await put(symbols), 200);
    expect(renamed.name).toBe('Renamed');
    expect(renamed.stocks.map((stock) => stock.weightBp)).toEqual([5_000, 5_000, 5_000]);
    const changed = await json<Basket>(await put(symbols.slice(0, 2)), 200);
    expect(sumOf(changed)).toBe(10_000);
  });

  it('custom weighting keeps the weights given when they make 100 %', async () => {
    const [a, b] = pick(3, 2) as [string, string];
    const basket = await makeBasket(world.app, NEHA, [], {
      weighting: 'custom',
      stocks: [
        { symbol: a, weightBp: 7_250 },
        { symbol: b, weightBp: 2_750 },
      ],
    });
    expect(basket.stocks.map((stock) => stock.weightBp)).toEqual([7_250, 2_750]);
  });

  it.each<[string, unknown[], number, string, RegExp]>([
    [
      'custom weights that do not make 100 %',
      [
        { symbol: 'A', weightBp: 6_000 },
        { symbol: 'B', weightBp: 3_750 },
      ],
      400,
      'stocks',
      /97\.5 %: make them 100 %/,
    ],
    [
      'a custom stock without a weight',
      [{ symbol: 'A', weightBp: 10_000 }, { symbol: 'B' }],
      400,
      'stocks',
      /every stock/,
    ],
    ['a stock twice', [{ symbol: 'A' }, { symbol: 'A' }], 400, 'stocks.1.symbol', /twice/],
    [
      'an unknown symbol',
      [{ symbol: 'A' }, { symbol: 'NOSUCHCO' }],
      422,
      'stocks.1.symbol',
      /NOSUCHCO/,
    ],
    ['one stock only', [{ symbol: 'A' }], 400, 'stocks', /at least 2/],
  ])('refuses %s, naming the field', async (_name, stocks, status, field, detail) => {
    const [a, b] = pick(0, 2) as [string, string];
    const real = JSON.parse(
      JSON.stringify(stocks).replaceAll('"A"', `"${a}"`).replaceAll('"B"', `"${b}"`),
    ) as unknown[];
    const response = await write(world.app, NEHA, 'POST', '/api/investor/baskets', {
      name: 'Bad basket',
      weighting: (stocks[0] as { weightBp?: number }).weightBp ? 'custom' : 'equal',
      stocks: real,
    });
    const body = await expectErrorBody(response, status);
    const named = body.errors?.find((error) => error.field === field);
    expect(named, JSON.stringify(body)).toBeDefined();
    expect(named?.detail).toMatch(detail);
  });
});

describe('another investor’s basket', () => {
  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['GET', '/invest-preview?amount=100000'],
    ['POST', '/invest'],
    ['PUT', '/sip'],
    ['GET', '/rebalance'],
    ['POST', '/rebalance'],
  ])('is not found on %s …%s, the same as one that does not exist', async (method, tail) => {
    const theirs = demoBasketId(demoSubOf(INVESTOR));
    const bodies: Record<string, unknown> = {
      'PUT ': {
        name: 'Mine now',
        weighting: 'equal',
        stocks: pick(0, 2).map((symbol) => ({ symbol })),
      },
      'POST /invest': { amount: 100_000_00 },
      'PUT /sip': { amount: 10_000_00, day: 5, active: true },
      'POST /rebalance': { asOf: '2026-06-30' },
    };
    const body = bodies[`${method} ${tail}`];
    for (const id of [theirs, randomUUID()]) {
      const path = `/api/investor/baskets/${id}${tail}`;
      const response =
        method === 'GET'
          ? await read(world.app, NEHA, path)
          : await write(world.app, NEHA, method, path, body);
      await expectErrorBody(response, 404, 'not_found');
    }
    // Still there, unchanged, for its owner.
    const own = await json<Basket>(
      await read(world.app, INVESTOR, `/api/investor/baskets/${theirs}`),
      200,
    );
    expect(own.name).toBe('Core five');
  });
});

describe('investing', () => {
  it('is refused in plain words before the paper broker is linked', async () => {
    const basket = await makeBasket(world.app, 'broker@example.com', pick(0, 2));
    const response = await write(
      world.app,
      'broker@example.com',
      'POST',
      `/api/investor/baskets/${basket.basketId}/invest`,
      { amount: 50_000_00 },
    );
    const body = await expectErrorBody(response, 409, 'no_paper_account');
    expect(body.detail).toMatch(/Link the paper broker/);
  });

  it('previews, then fills every stock in whole shares within the amount, and shows in holdings', async () => {
    const symbols = pick(5, 4);
    const basket = await makeBasket(world.app, NEHA, symbols);
    const amount = 2_00_000_00;
    const preview = await json<InvestPreview>(
      await read(
        world.app,
        NEHA,
        `/api/investor/baskets/${basket.basketId}/invest-preview?amount=${amount}`,
      ),
      200,
    );
    expect(preview.orders.map((order) => order.symbol)).toEqual(symbols);
    expect(preview.total).toBeLessThanOrEqual(amount);
    expect(preview.leftover).toBe(amount - preview.total);
    expect(preview.orders.every((order) => order.quantity > 0)).toBe(true);
    expect(preview.available).toBeGreaterThan(amount);

    const before = await funds(world.app, NEHA);
    const group = await invest(world.app, NEHA, basket.basketId, { amount, asOf: preview.asOf });
    expect(group).toMatchObject({ kind: 'lumpsum', status: 'complete', amount, goalId: null });
    expect(group.orders.map((order) => [order.symbol, order.quantity, order.status])).toEqual(
      preview.orders.map((order) => [order.symbol, order.quantity, 'COMPLETE']),
    );
    expect(group.spent).toBe(preview.total);
    expect(group.orders.every((order) => order.orderId !== null && order.attempts === 1)).toBe(
      true,
    );
    expect((await funds(world.app, NEHA)).cash).toBe(before.cash - group.spent);

    const holdings = await json<{ items: Array<{ symbol: string; quantity: number }> }>(
      await read(world.app, NEHA, '/api/investor/holdings'),
      200,
    );
    for (const order of group.orders) {
      const held = holdings.items.find((item) => item.symbol === order.symbol);
      expect(held?.quantity).toBeGreaterThanOrEqual(order.quantity);
    }
    const after = await json<Basket>(
      await read(world.app, NEHA, `/api/investor/baskets/${basket.basketId}`),
      200,
    );
    expect(after.invested).toBe(group.spent);
    expect(after.value).toBe(group.orders.reduce((sum, order) => sum + order.value, 0));
    expect(after.stocks.map((stock) => stock.quantity)).toEqual(
      group.orders.map((o) => o.quantity),
    );
    expect(after.investments.map((i) => i.investmentId)).toEqual([group.investmentId]);
    expect(
      Math.abs(after.stocks.reduce((sum, s) => sum + s.actualWeightBp, 0) - 10_000),
    ).toBeLessThanOrEqual(2);
  });

  it('answers a replayed Idempotency-Key with the same group and places nothing again', async () => {
    const basket = await makeBasket(world.app, NEHA, pick(0, 3));
    const key = randomUUID();
    const first = await invest(world.app, NEHA, basket.basketId, { amount: 50_000_00 }, key);
    const orders = await paperOrderCount(world.db, NEHA);
    const again = await invest(world.app, NEHA, basket.basketId, { amount: 50_000_00 }, key);
    expect(again).toEqual(first);
    expect(await paperOrderCount(world.db, NEHA)).toBe(orders);
  });

  it('refuses an amount that buys no whole share, naming the amount', async () => {
    const dearest = world.priced.slice(0, 2);
    expect(dearest.every((stock) => stock.close > 500_00)).toBe(true);
    const basket = await makeBasket(
      world.app,
      NEHA,
      dearest.map((stock) => stock.symbol),
    );
    const response = await write(
      world.app,
      NEHA,
      'POST',
      `/api/investor/baskets/${basket.basketId}/invest`,
      { amount: 500_00 },
    );
    const body = await expectErrorBody(response, 422, 'amount_too_small');
    expect(body.errors?.[0]?.field).toBe('amount');
  });

  it('counts a top-up towards a goal of the investor’s only', async () => {
    const basket = await makeBasket(world.app, NEHA, pick(0, 2));
    const response = await write(
      world.app,
      NEHA,
      'POST',
      `/api/investor/baskets/${basket.basketId}/invest`,
      { amount: 50_000_00, goalId: randomUUID() },
    );
    const body = await expectErrorBody(response, 404, 'not_found');
    expect(body.errors?.[0]?.field).toBe('goalId');
  });

  it('refuses a preview of an older market day (prices_moved)', async () => {
    const basket = await makeBasket(world.app, NEHA, pick(0, 2));
    const response = await write(
      world.app,
      NEHA,
      'POST',
      `/api/investor/baskets/${basket.basketId}/invest`,
      {
        amount: 50_000_00,
        asOf: '2026-06-29',
      },
    );
    const body = await expectErrorBody(response, 409, 'prices_moved');
    expect(body.detail).toMatch(/2026-06-30/);
  });
});

describe('a partial failure and its retry', () => {
  it('a suspended stock fails alone; a retry places only it, once it trades again', async () => {
    const symbols = pick(9, 3);
    const basket = await makeBasket(world.app, NEHA, symbols);
    const suspended = symbols[1]!;
    await setStatus(suspended, 'suspended');
    try {
      const group = await invest(world.app, NEHA, basket.basketId, { amount: 1_00_000_00 });
      expect(group.status).toBe('partial');
      expect(group.orders.map((order) => order.status)).toEqual(['COMPLETE', 'FAILED', 'COMPLETE']);
      const failed = group.orders[1]!;
      expect(failed).toMatchObject({ orderId: null, attempts: 1 });
      expect(failed.message).toMatch(/suspended/);

      const orders = await paperOrderCount(world.db, NEHA);
      const still = await invest(world.app, NEHA, basket.basketId, { retryOf: group.investmentId });
      expect(still.status).toBe('partial');
      expect(still.orders[1]).toMatchObject({ status: 'FAILED', attempts: 2 });
      expect(await paperOrderCount(world.db, NEHA)).toBe(orders);

      await setStatus(suspended, 'active');
      const retried = await invest(world.app, NEHA, basket.basketId, {
        retryOf: group.investmentId,
      });
      expect(retried.investmentId).toBe(group.investmentId);
      expect(retried.status).toBe('complete');
      expect(retried.orders[1]).toMatchObject({ status: 'COMPLETE', attempts: 3 });
      // The two that went through the first time were not placed again.
      expect(retried.orders[0]).toEqual(group.orders[0]);
      expect(retried.orders[2]).toEqual(group.orders[2]);
      expect(await paperOrderCount(world.db, NEHA)).toBe(orders + 1);

      const done = await invest(world.app, NEHA, basket.basketId, { retryOf: group.investmentId });
      expect(done).toEqual(retried);
      expect(await paperOrderCount(world.db, NEHA)).toBe(orders + 1);
    } finally {
      await setStatus(suspended, 'active');
    }
  });

  it('not enough cash for every order: the rest are rejected, and a retry after a deposit places only those', async () => {
    const basket = await makeBasket(world.app, NEHA, pick(6, 3));
    const amount = 1_00_000_00;
    const { available } = await funds(world.app, NEHA);
    const keep = Math.round(amount * 0.6);
    await json(
      await write(world.app, NEHA, 'POST', '/api/investor/funds/withdrawals', {
        amount: available - keep,
      }),
      201,
    );
    const group = await invest(world.app, NEHA, basket.basketId, { amount });
    expect(group.status).toBe('partial');
    const rejected = group.orders.filter((order) => order.status === 'REJECTED');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0]?.message).toMatch(/Not enough funds/);
    expect(rejected.every((order) => order.orderId !== null)).toBe(true);

    await json(
      await write(world.app, NEHA, 'POST', '/api/investor/funds/deposits', { amount: 5_00_000_00 }),
      201,
    );
    const orders = await paperOrderCount(world.db, NEHA);
    const retried = await invest(world.app, NEHA, basket.basketId, { retryOf: group.investmentId });
    expect(retried.status).toBe('complete');
    expect(await paperOrderCount(world.db, NEHA)).toBe(orders + rejected.length);
    for (const [index, order] of group.orders.entries()) {
      if (order.status === 'COMPLETE') expect(retried.orders[index]).toEqual(order);
      else expect(retried.orders[index]).toMatchObject({ status: 'COMPLETE', attempts: 2 });
    }
  });

  it('a retry names only a group of the same basket of the caller’s', async () => {
    const mine = await makeBasket(world.app, NEHA, pick(0, 2));
    const other = await makeBasket(world.app, NEHA, pick(2, 2));
    const group = await invest(world.app, NEHA, mine.basketId, { amount: 50_000_00 });
    const response = await write(
      world.app,
      NEHA,
      'POST',
      `/api/investor/baskets/${other.basketId}/invest`,
      {
        retryOf: group.investmentId,
      },
    );
    await expectErrorBody(response, 404, 'not_found');
  });
});

describe('the demo basket', () => {
  it('has value, invested and an SIP with real numbers for the demo investor', async () => {
    const list = await json<Baskets>(await read(world.app, INVESTOR, '/api/investor/baskets'), 200);
    const demo = list.baskets.find(
      (basket) => basket.basketId === demoBasketId(demoSubOf(INVESTOR)),
    );
    expect(demo).toMatchObject({ demo: true, name: 'Core five', weighting: 'equal' });
    expect(demo?.sip).toMatchObject({ amount: 10_000_00, day: 5, active: true });
    expect(demo?.sip?.nextDate).toMatch(/^2026-07-0\d$/);
    // The small archive's 60 days to 30 June: a lump sum on 5 (or 6) April, then SIPs in May and June.
    const invested = demo?.investments ?? [];
    expect(invested.map((group) => group.kind)).toEqual(['sip', 'sip', 'lumpsum']);
    expect(demo!.value).toBeGreaterThan(0);
    expect(demo!.invested).toBe(invested.reduce((sum, group: Investment) => sum + group.spent, 0));
    // Under a year of flows: no yearly rate (an annualised short-term return is not shown).
    expect(demo!.xirr).toBeNull();
  });
});

describe('the investor’s data', () => {
  it('the export holds their baskets and groups; erasing the account erases them', async () => {
    const made = await makeBasket(world.app, NEHA, pick(0, 2));
    await invest(world.app, NEHA, made.basketId, { amount: 50_000_00 });
    const response = await read(world.app, NEHA, '/api/investor/account/export');
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const account = JSON.parse(strFromU8(files['account.json']!)) as {
      baskets: Array<{
        basketId: string;
        stocks: unknown[];
        investments: Array<{ investmentId: string; orders: unknown[] }>;
      }>;
    };
    const sub = demoSubOf(NEHA);
    const own = await world.db.orm.select().from(baskets).where(eq(baskets.investorSub, sub));
    expect(account.baskets.map((basket) => basket.basketId).sort()).toEqual(
      own.map((basket) => basket.basketId).sort(),
    );
    expect(
      account.baskets.some((basket) => basket.investments.some((g) => g.orders.length > 0)),
    ).toBe(true);
    expect(JSON.stringify(account.baskets)).not.toContain(demoSubOf(INVESTOR));

    const due = new Date(Date.now() - 60_000);
    await world.db.orm
      .update(userProfiles)
      .set({ deletionRequestedAt: new Date(due.getTime() - 7 * 86_400_000), deletionDueAt: due })
      .where(eq(userProfiles.sub, sub));
    const storage = { delete: () => Promise.resolve() } as unknown as DocumentStorage;
    expect(
      await eraseDueAccounts(
        {
          db: world.db,
          logger: createLogger('silent'),
          storage,
          identity: undefined,
          sendNotice: () => Promise.resolve(),
        },
        new Date(),
      ),
    ).toEqual([sub]);
    expect(await world.db.orm.select().from(baskets).where(eq(baskets.investorSub, sub))).toEqual(
      [],
    );
    expect(
      await world.db.orm
        .select()
        .from(basketInvestments)
        .where(eq(basketInvestments.investorSub, sub)),
    ).toEqual([]);
    const groupIds = new Set(
      account.baskets.flatMap((b) => b.investments.map((g) => g.investmentId)),
    );
    const legs = await world.db.orm.select().from(basketOrders);
    expect(legs.filter((leg) => groupIds.has(leg.investmentId))).toEqual([]);
    // The demo investor's basket is untouched.
    expect(
      await world.db.orm
        .select()
        .from(baskets)
        .where(eq(baskets.investorSub, demoSubOf(INVESTOR))),
    ).toHaveLength(1);
  });
});
