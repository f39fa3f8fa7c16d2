import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyBars, instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { notifications } from '../../../server/modules/notifications/tables';
import { closeDueCalls } from '../../../server/modules/research/calls-close-job';
import { barsAfter } from '../../../server/modules/research/calls-store';
import { seedResearchCallsDemo } from '../../../server/modules/research/calls-demo-seed';
import { researchCalls } from '../../../server/modules/research/tables';
import {
  callListSchema,
  researchCallSchema,
  type CreateCall,
} from '../../../src/features/research/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Research calls over HTTP on the real server and database (issue 16, Deliver 1): made at the
// latest close under the price rule of their action, each adviser's own, and closed by the
// data-update job when a later bar reaches the target.

const ARCHIVE = { ...SMALL, symbols: 30, days: 200 };
const PATH = '/api/advisor/research/calls';
const ME = 'advisor@example.com';
const OTHER = 'advisor2@example.com';

let world: DemoWorld;
let stock: { symbol: string; close: number; date: string };

beforeAll(async () => {
  world = await startDemoWorld(ARCHIVE, [seedResearchCallsDemo]);
  const [row] = await world.db.orm
    .select({ symbol: instruments.symbol, close: latestQuotes.close, date: latestQuotes.tradeDate })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')))
    .orderBy(desc(latestQuotes.marketCap))
    .limit(1);
  stock = row!;
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const body = (over: Partial<CreateCall> = {}): CreateCall => ({
  callId: randomUUID(),
  symbol: stock.symbol,
  action: 'buy',
  targetPrice: Math.round(stock.close * 1.12),
  stopLoss: Math.round(stock.close * 0.92),
  horizonDays: 120,
  rationale: 'Earnings are growing and the price has pulled back to a fair level.',
  categories: ['moderate', 'aggressive'],
  ...over,
});

describe('making a call', () => {
  it('makes a buy at the latest close, with the default allocation, listed with the record', async () => {
    const sent = body();
    const call = researchCallSchema.parse(
      await json(await write(world.app, ME, 'POST', PATH, sent), 201),
    );
    expect(call).toMatchObject({
      callId: sent.callId,
      symbol: stock.symbol,
      action: 'buy',
      entryPrice: stock.close,
      entryDate: stock.date,
      status: 'open',
      allocationBp: 500,
      lastPrice: stock.close,
      returnPercent: 0,
      niftyReturnPercent: 0,
      sent: 0,
      accepted: 0,
      demo: false,
    });
    const [row] = await world.db.orm
      .select({ niftyEntry: researchCalls.niftyEntry, horizonDate: researchCalls.horizonDate })
      .from(researchCalls)
      .where(eq(researchCalls.callId, sent.callId));
    expect(row!.niftyEntry).toBeGreaterThan(0);
    const list = callListSchema.parse(await json(await world.app.call('GET', PATH, as(ME)), 200));
    expect(list.calls[0]!.callId).toBe(sent.callId);
    expect(list.record.calls).toBe(list.calls.length);
    expect(list.asOf).toBe(stock.date);
    const one = await json(await world.app.call('GET', `${PATH}/${sent.callId}`, as(ME)), 200);
    expect(one).toEqual(call);
  });

  it('gives a sell or hold no allocation, and answers a replay with the first answer', async () => {
    const sent = body({
      action: 'sell',
      targetPrice: Math.round(stock.close * 0.9),
      stopLoss: Math.round(stock.close * 1.06),
      allocationBp: 700,
    });
    const key = randomUUID();
    const first = await json(await write(world.app, ME, 'POST', PATH, sent, key), 201);
    expect(first).toMatchObject({ action: 'sell', allocationBp: 0 });
    const again = await write(world.app, ME, 'POST', PATH, sent, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again, 201)).toEqual(first);
  });

  it.each([
    { name: 'a buy target below the close', over: { targetPrice: 0.95 }, fields: ['targetPrice'] },
    { name: 'a buy stop above the close', over: { stopLoss: 1.01 }, fields: ['stopLoss'] },
    {
      name: 'a sell the wrong way round',
      over: { action: 'sell' as const, targetPrice: 1.1, stopLoss: 0.9 },
      fields: ['targetPrice', 'stopLoss'],
    },
    {
      name: 'a hold whose bands do not contain the close',
      over: { action: 'hold' as const, targetPrice: 1, stopLoss: 0.9 },
      fields: ['targetPrice'],
    },
  ])('refuses $name with 422 price_rule at the field', async ({ over, fields }) => {
    const { targetPrice, stopLoss, ...rest } = over as {
      targetPrice?: number;
      stopLoss?: number;
      action?: CreateCall['action'];
    };
    const sent = body({
      ...rest,
      ...(targetPrice !== undefined && { targetPrice: Math.round(stock.close * targetPrice) }),
      ...(stopLoss !== undefined && { stopLoss: Math.round(stock.close * stopLoss) }),
    });
    const problem = await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, sent),
      422,
      'price_rule',
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(fields);
    expect(problem.errors?.[0]?.detail).toMatch(/today’s close ₹[\d,]+\.\d\d$/);
    const missing = await world.app.call('GET', `${PATH}/${sent.callId}`, as(ME));
    expect(missing.status).toBe(404);
  });

  it('says which way: "A buy’s target is above today’s close"', async () => {
    const problem = await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, body({ targetPrice: stock.close })),
      422,
      'price_rule',
    );
    expect(problem.errors?.[0]?.detail).toMatch(/^A buy’s target is above today’s close ₹/);
  });

  it('refuses a stock the archive does not have with 422 on symbol', async () => {
    const problem = await expectErrorBody(
      await write(world.app, ME, 'POST', PATH, body({ symbol: 'NOSUCHCO' })),
      422,
      'unknown_symbol',
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(['symbol']);
  });

  it('refuses a call without an Idempotency-Key', async () => {
    const response = await world.app.call('POST', PATH, { ...as(ME), body: body() });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses an investor with 403', async () => {
    await expectErrorBody(
      await write(world.app, 'investor@example.com', 'POST', PATH, body()),
      403,
    );
    const list = await world.app.call('GET', PATH, as('investor@example.com'));
    expect(list.status).toBe(403);
  });
});

describe('each adviser’s own calls', () => {
  it('answers another adviser’s call 404 and lists only one’s own', async () => {
    const sent = body();
    await json(await write(world.app, ME, 'POST', PATH, sent), 201);
    await expectErrorBody(await world.app.call('GET', `${PATH}/${sent.callId}`, as(OTHER)), 404);
    const theirs = callListSchema.parse(
      await json(await world.app.call('GET', PATH, as(OTHER)), 200),
    );
    expect(theirs.calls.map((call) => call.callId)).not.toContain(sent.callId);
  });
});

describe('the demo calls', () => {
  it('gives the demo adviser about ten calls, closed by the real bars, with a track record', async () => {
    const mine = await world.db.orm
      .select()
      .from(researchCalls)
      .where(and(eq(researchCalls.advisorSub, demoSubOf(ME)), eq(researchCalls.demo, true)));
    expect(mine.length).toBe(10);
    expect(new Set(mine.map((call) => call.action))).toEqual(new Set(['buy', 'sell', 'hold']));
    expect(
      mine.some((call) => call.action === 'buy' && call.categories.join() === 'aggressive'),
    ).toBe(true);
    const theirs = await world.db.orm
      .select()
      .from(researchCalls)
      .where(eq(researchCalls.advisorSub, demoSubOf(OTHER)));
    expect(theirs.length).toBe(2);
    // Idempotent: a second run adds nothing.
    await seedResearchCallsDemo(world.db);
    const again = await world.db.orm
      .select()
      .from(researchCalls)
      .where(eq(researchCalls.demo, true));
    expect(again.length).toBe(12);
    const list = callListSchema.parse(
      await json(await world.app.call('GET', PATH, as(OTHER)), 200),
    );
    expect(list.record.calls).toBe(2);
    expect(list.calls.every((call) => call.demo && call.returnPercent !== null)).toBe(true);
  });
});

describe('the closing job', () => {
  it('closes a call whose target a later bar reached, once, and tells the adviser', async () => {
    const [instrument] = await world.db.orm
      .select({ id: instruments.id, symbol: instruments.symbol })
      .from(instruments)
      .where(eq(instruments.symbol, stock.symbol));
    const bars = await world.db.orm
      .select()
      .from(dailyBars)
      .where(eq(dailyBars.instrumentId, instrument!.id))
      .orderBy(asc(dailyBars.tradeDate));
    // Entry 30 trading days back; the target is the highest high of the 10 days after it.
    const entry = bars[bars.length - 31]!;
    const after = await barsAfter(world.db.orm, instrument!.id, entry.tradeDate);
    const later = after.slice(0, 10);
    const top = later.reduce((best, bar) => (bar.high > best.high ? bar : best));
    const lowest = Math.min(...after.map((bar) => bar.low));
    const callId = randomUUID();
    await world.db.orm.insert(researchCalls).values({
      callId,
      advisorSub: demoSubOf(ME),
      instrumentId: instrument!.id,
      symbol: instrument!.symbol,
      action: 'buy',
      entryPrice: entry.close,
      entryDate: entry.tradeDate,
      niftyEntry: null,
      targetPrice: top.high,
      stopLoss: Math.max(1, lowest - 100),
      horizonDays: 365,
      horizonDate: '2099-01-01',
      rationale: 'A planted call for the closing job.',
      categories: ['moderate'],
      allocationBp: 500,
      createdAt: new Date(),
    });
    const report = await closeDueCalls(world.db, { now: new Date() });
    expect(report.closed).toBeGreaterThanOrEqual(1);
    const [closed] = await world.db.orm
      .select()
      .from(researchCalls)
      .where(eq(researchCalls.callId, callId));
    expect(closed).toMatchObject({ status: 'target-hit', closePrice: top.high });
    expect(closed!.closedOn! <= top.date).toBe(true);
    const notices = await world.db.orm
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.recipientSub, demoSubOf(ME)), eq(notifications.kind, 'research-call')),
      );
    expect(
      notices.some((n) => n.link === '/advisor/targetstocks' && n.title.includes(stock.symbol)),
    ).toBe(true);
    const again = await closeDueCalls(world.db, { now: new Date() });
    expect(again.closed).toBe(0);
    const listed = researchCallSchema.parse(
      await json(await world.app.call('GET', `${PATH}/${callId}`, as(ME)), 200),
    );
    expect(listed).toMatchObject({ status: 'target-hit', lastPrice: top.high });
  });
});

describe('the stock page’s advisers’ buy calls', () => {
  it('counts open research buy calls (hidden below k advisers, like every figure there)', async () => {
    await json(await write(world.app, ME, 'POST', PATH, body()), 201);
    const answer = await json<{ adviserCalls: { available: boolean; hidden?: string | null } }>(
      await world.app.call(
        'GET',
        `/api/stocks/NSE/${stock.symbol}/community`,
        as('investor@example.com'),
      ),
      200,
    );
    expect(answer.adviserCalls.available).toBe(true);
  });
});
