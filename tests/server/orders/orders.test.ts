import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDemoArchive, ensureDemoArchive } from '../../../server/archive/demo-archive';
import { archiveReader } from '../../../server/archive/read/reader';
import type { Instrument } from '../../../server/archive/read/snapshot';
import type { Database } from '../../../server/db/database';
import { dailyBars } from '../../../server/db/schema';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { matchRestingOrders } from '../../../server/modules/orders/matching';
import { addMissingProfiles } from '../../../server/services/profiles';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import { matchBar, priceBand } from '../../../src/features/portfolio/model/order-rules';
import { and, eq } from 'drizzle-orm';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The paper broker's order engine over HTTP on the real server and database (issue 11, Deliver 1
// and "Tests"): every order rule as a case, ownership, funds and shares never overdrawn under
// concurrency, one order per Idempotency-Key, and resting orders matched against later bars.

let app: GatewayApp;
let db: Database;
let stock: Instrument & { quote: NonNullable<Instrument['quote']> };

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, SMALL);
        await seedBrokerDemo(opened);
      },
    ],
  });
  const snapshot = await archiveReader(db).snapshot();
  // A stock between ₹100 and ₹5,000, so that ₹10 lakh buys a few hundred shares.
  stock = snapshot.instruments.find(
    (item) =>
      item.exchange === 'NSE' &&
      item.status === 'active' &&
      item.quote !== null &&
      item.quote.close > 100_00 &&
      item.quote.close < 5_000_00,
  ) as typeof stock;
  expect(stock).toBeDefined();
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const band = () => priceBand(stock.quote.close);
const as = (email: DemoEmail) => ({ token: tokenOf(email) });
const json = async (response: Response, status: number) => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as Record<string, unknown> & {
    orderId: string;
    status: string;
    statusMessage: string | null;
  };
};
const order = (email: DemoEmail, body: Record<string, unknown>, key: string = randomUUID()) =>
  app.call('POST', '/api/investor/orders', { ...as(email), key, body });
const buy = (over: Record<string, unknown> = {}) => ({
  exchange: 'NSE',
  symbol: stock.symbol,
  side: 'BUY',
  quantity: 1,
  orderType: 'MARKET',
  ...over,
});
const funds = async (email: DemoEmail) =>
  (await json(await app.call('GET', '/api/investor/funds', as(email)), 200)) as unknown as {
    available: number;
    cash: number;
    blocked: number;
  };
const holdingOf = async (email: DemoEmail, symbol: string) => {
  const trades = (await json(
    await app.call('GET', `/api/investor/trades?symbol=${symbol}`, as(email)),
    200,
  )) as unknown as { items: Array<{ side: string; quantity: number }> };
  return trades.items.reduce((sum, t) => sum + (t.side === 'BUY' ? t.quantity : -t.quantity), 0);
};

describe('placing an order', () => {
  it('fills a market buy at once at the latest close, books its contract note and moves the cash', async () => {
    const before = await funds('investor@example.com');
    const placed = await json(await order('investor@example.com', buy({ quantity: 2 })), 201);
    expect(placed).toMatchObject({
      status: 'COMPLETE',
      filledQuantity: 2,
      averagePrice: stock.quote.close,
      simulated: true,
      product: 'CNC',
    });
    const charges = chargesFor({
      side: 'BUY',
      valuePaise: 2 * stock.quote.close,
      date: stock.quote.date,
      dpCharge: false,
    });
    expect((placed.trades as unknown[])[0]).toMatchObject({
      quantity: 2,
      price: stock.quote.close,
      tradeDate: stock.quote.date,
      charges,
      netAmount: -(2 * stock.quote.close + charges.total),
    });
    const after = await funds('investor@example.com');
    expect(after.cash).toBe(before.cash - 2 * stock.quote.close - charges.total);
  });

  it.each<[string, () => Record<string, unknown>, string]>([
    [
      'a price off the ₹0.05 tick',
      () => buy({ orderType: 'LIMIT', price: band().low + 1 }),
      'price',
    ],
    ['a price above the band', () => buy({ orderType: 'LIMIT', price: band().high + 5 }), 'price'],
    ['a limit order without a price', () => buy({ orderType: 'LIMIT' }), 'price'],
    ['a market order with a price', () => buy({ price: band().low }), 'price'],
    ['a fractional quantity', () => buy({ quantity: 1.5 }), 'quantity'],
    ['zero shares', () => buy({ quantity: 0 }), 'quantity'],
    [
      'a stop-loss buy triggering below the last price',
      () => buy({ orderType: 'SL-M', triggerPrice: band().low }),
      'triggerPrice',
    ],
    ['an unknown stock', () => buy({ symbol: 'NOSUCHSTOCK' }), 'symbol'],
    ['BSE', () => buy({ exchange: 'BSE' }), 'exchange'],
    ['an unknown order type', () => buy({ orderType: 'BRACKET' }), 'orderType'],
    ['a price in rupees with decimals', () => buy({ orderType: 'LIMIT', price: 1234.5 }), 'price'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const response = await order('investor@example.com', body());
    const problem = await expectErrorBody(response, 400);
    expect(JSON.stringify(problem)).toContain(`"field":"${field}"`);
  });

  it('requires an Idempotency-Key', async () => {
    const response = await app.call('POST', '/api/investor/orders', {
      ...as('investor@example.com'),
      body: buy(),
    });
    await expectErrorBody(response, 400, 'idempotency_key_required');
  });

  it('rejects a sale of shares the account does not hold, with the reason', async () => {
    const placed = await json(
      await order('investor@example.com', buy({ side: 'SELL', quantity: 10_000 })),
      201,
    );
    expect(placed.status).toBe('REJECTED');
    expect(placed.statusMessage).toMatch(/sell at most|no free/);
  });

  it('rejects a buy beyond the free cash including charges', async () => {
    const { available } = await funds('investor@example.com');
    const quantity = Math.floor(available / stock.quote.close) + 1;
    const placed = await json(await order('investor@example.com', buy({ quantity })), 201);
    expect(placed.status).toBe('REJECTED');
    expect(placed.statusMessage).toMatch(/Not enough funds/);
    expect((await funds('investor@example.com')).available).toBe(available);
  });

  it('sells what was bought, with the DP charge once per scrip per day', async () => {
    await json(await order('neha@example.com', buy({ quantity: 3 })), 201);
    const first = await json(
      await order('neha@example.com', buy({ side: 'SELL', quantity: 1 })),
      201,
    );
    const second = await json(
      await order('neha@example.com', buy({ side: 'SELL', quantity: 1 })),
      201,
    );
    expect(first.status).toBe('COMPLETE');
    const dpOf = (placed: Record<string, unknown>) =>
      (placed.trades as Array<{ charges: { dp: number } }>)[0]!.charges.dp;
    expect(dpOf(first)).toBeGreaterThan(0);
    expect(dpOf(second)).toBe(0);
    expect(await holdingOf('neha@example.com', stock.symbol)).toBe(1);
  });
});

describe('resting orders', () => {
  it('rests a limit buy below the last price, blocks its cash, and frees it when cancelled', async () => {
    const before = await funds('investor@example.com');
    const price = band().low;
    const placed = await json(
      await order('investor@example.com', buy({ orderType: 'LIMIT', price, quantity: 5 })),
      201,
    );
    expect(placed.status).toBe('OPEN');
    const held = await funds('investor@example.com');
    expect(held.blocked - before.blocked).toBe(placed.blocked);
    expect(placed.blocked).toBeGreaterThanOrEqual(5 * price);
    expect(held.available).toBe(before.available - (placed.blocked as number));

    const modified = await json(
      await app.call('PATCH', `/api/investor/orders/${placed.orderId}`, {
        ...as('investor@example.com'),
        key: randomUUID(),
        body: { quantity: 4 },
      }),
      200,
    );
    expect(modified).toMatchObject({ status: 'OPEN', quantity: 4 });
    expect(modified.blocked).toBeLessThan(placed.blocked as number);

    const cancel = () =>
      app.call('DELETE', `/api/investor/orders/${placed.orderId}`, as('investor@example.com'));
    expect(await json(await cancel(), 200)).toMatchObject({
      status: 'CANCELLED',
      statusMessage: 'Cancelled by you',
      blocked: 0,
    });
    expect((await funds('investor@example.com')).available).toBe(before.available);
    await expectErrorBody(await cancel(), 409, 'order_not_open');
  });

  it('shows one investor’s order as not found to another, for reading, changing and cancelling', async () => {
    const placed = await json(
      await order('investor@example.com', buy({ orderType: 'LIMIT', price: band().low })),
      201,
    );
    const path = `/api/investor/orders/${placed.orderId}`;
    await expectErrorBody(
      await app.call('GET', path, as('neha@example.com')),
      404,
      'order_not_found',
    );
    await expectErrorBody(
      await app.call('PATCH', path, {
        ...as('neha@example.com'),
        key: randomUUID(),
        body: { quantity: 2 },
      }),
      404,
      'order_not_found',
    );
    await expectErrorBody(
      await app.call('DELETE', path, as('neha@example.com')),
      404,
      'order_not_found',
    );
    await json(await app.call('GET', path, as('investor@example.com')), 200);
    await json(await app.call('DELETE', path, as('investor@example.com')), 200);
  });

  it('matches resting orders against the next day’s bar as the data-update job does', async () => {
    const price = stock.quote.close - 5;
    const limit = await json(
      await order('investor@example.com', buy({ orderType: 'LIMIT', price })),
      201,
    );
    const trigger = stock.quote.close + 5;
    const stop = await json(
      await order('investor@example.com', buy({ orderType: 'SL-M', triggerPrice: trigger })),
      201,
    );
    expect([limit.status, stop.status]).toEqual(['OPEN', 'TRIGGER PENDING']);
    const { days } = await advanceDemoArchive(db);
    const [bar] = await db.orm
      .select()
      .from(dailyBars)
      .where(and(eq(dailyBars.instrumentId, stock.id), eq(dailyBars.tradeDate, days[0]!)));
    await matchRestingOrders(db, { now: new Date() });
    for (const [placed, resting] of [
      [limit, { orderType: 'LIMIT', status: 'OPEN', pricePaise: price, triggerPricePaise: null }],
      [
        stop,
        {
          orderType: 'SL-M',
          status: 'TRIGGER PENDING',
          pricePaise: null,
          triggerPricePaise: trigger,
        },
      ],
    ] as const) {
      const expected = matchBar({ side: 'BUY', ...resting }, { ...bar!, date: bar!.tradeDate });
      const now = await json(
        await app.call('GET', `/api/investor/orders/${placed.orderId}`, as('investor@example.com')),
        200,
      );
      if (expected.kind === 'fill') {
        expect(now).toMatchObject({
          status: 'COMPLETE',
          averagePrice: expected.pricePaise,
          blocked: 0,
        });
        expect((now.trades as Array<{ tradeDate: string }>)[0]!.tradeDate).toBe(days[0]);
      } else {
        expect(now).toMatchObject({ status: expected.status, marketDate: days[0] });
        await json(
          await app.call(
            'DELETE',
            `/api/investor/orders/${placed.orderId}`,
            as('investor@example.com'),
          ),
          200,
        );
      }
    }
  });
});

describe('under concurrency', () => {
  it('never overdraws: 100 buys at once against cash for a few of them', async () => {
    // Leave cash for about 7 shares.
    const before = await funds('investor@example.com');
    const keep = 7 * stock.quote.close + 7 * 2_000;
    await json(
      await app.call('POST', '/api/investor/funds/withdrawals', {
        ...as('investor@example.com'),
        key: randomUUID(),
        body: { amount: before.available - keep },
      }),
      201,
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        order('investor@example.com', buy()).then((r) => json(r, 201)),
      ),
    );
    const filled = answers.filter((answer) => answer.status === 'COMPLETE').length;
    const after = await funds('investor@example.com');
    expect(filled).toBeGreaterThan(0);
    expect(filled).toBeLessThanOrEqual(7);
    expect(answers.filter((answer) => answer.status === 'REJECTED')).toHaveLength(100 - filled);
    expect(after.cash).toBeGreaterThanOrEqual(0);
    expect(after.available).toBeLessThan(stock.quote.close + 2_000);
  });

  it('places one order for the same key sent twice at once', async () => {
    const key = randomUUID();
    await json(
      await app.call('POST', '/api/investor/funds/deposits', {
        ...as('investor@example.com'),
        key: randomUUID(),
        body: { amount: 1_00_000_00 },
      }),
      201,
    );
    const answers = await Promise.all([
      order('investor@example.com', buy({ quantity: 3 }), key),
      order('investor@example.com', buy({ quantity: 3 }), key),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second is either the replayed answer or "the same key is still running".
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const ids = new Set<string>();
    for (const answer of answers.filter((response) => response.status === 201)) {
      ids.add(((await answer.json()) as { orderId: string }).orderId);
    }
    expect(ids.size).toBe(1);
    const listed = (await json(
      await app.call(
        'GET',
        `/api/investor/orders?symbol=${stock.symbol}&limit=500`,
        as('investor@example.com'),
      ),
      200,
    )) as unknown as { items: Array<{ orderId: string }> };
    expect(listed.items.filter((item) => ids.has(item.orderId))).toHaveLength(1);
  });
});

describe('funds', () => {
  it('refuses withdrawing more than is available, naming the amount', async () => {
    const { available } = await funds('neha@example.com');
    const response = await app.call('POST', '/api/investor/funds/withdrawals', {
      ...as('neha@example.com'),
      key: randomUUID(),
      body: { amount: available + 100 },
    });
    const problem = await expectErrorBody(response, 400, 'invalid_amount');
    expect(JSON.stringify(problem)).toContain('"field":"amount"');
  });

  it('answers an investor without a paper account with 409 saying what to do', async () => {
    await expectErrorBody(
      await app.call('GET', '/api/investor/funds', as('broker@example.com')),
      409,
      'no_paper_account',
    );
    await expectErrorBody(await order('broker@example.com', buy()), 409, 'no_paper_account');
  });
});
