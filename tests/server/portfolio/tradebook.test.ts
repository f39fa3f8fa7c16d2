import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { Database } from '../../../server/db/database';
import { corporateActions, dailyBars, instruments } from '../../../server/db/schema';
import { demoProfiles, demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { paperTrades } from '../../../server/modules/orders/tables';
import { addMissingProfiles } from '../../../server/services/profiles';
import { fundsSchema, holdingsSchema } from '../../../src/features/portfolio/model/contract';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Importing a Zerodha Console tradebook (issue 11, Deliver 3): a good file lands whole, with its
// money as deposits on the buys' dates; a file with any bad line lands not at all, each bad line
// named; the same trades twice are refused.

let app: GatewayApp;
let db: Database;
let stock: { id: number; symbol: string; isin: string; dates: string[] };
const NEHA = 'neha@example.com' as const;

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
  const [first] = await db.orm
    .select({ id: instruments.id, symbol: instruments.symbol, isin: instruments.isin })
    .from(instruments)
    .orderBy(instruments.symbol)
    .limit(1);
  const bars = await db.orm
    .select({ date: dailyBars.tradeDate })
    .from(dailyBars)
    .where(eq(dailyBars.instrumentId, first!.id))
    .orderBy(dailyBars.tradeDate);
  stock = { ...first!, dates: bars.map((bar) => bar.date) };
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const HEADER =
  'symbol,isin,trade_date,exchange,segment,series,trade_type,auction,quantity,price,trade_id,order_id,order_execution_time';
const line = (over: Partial<Record<string, string>> = {}) => {
  const cells = {
    symbol: stock.symbol,
    isin: stock.isin,
    trade_date: stock.dates[5]!,
    exchange: 'NSE',
    segment: 'EQ',
    series: 'EQ',
    trade_type: 'buy',
    auction: 'false',
    quantity: '10.000000',
    price: '1234.5000',
    trade_id: randomUUID().slice(0, 8),
    order_id: '1300000012345678',
    order_execution_time: `${stock.dates[5]!}T10:15:32`,
    ...over,
  };
  return Object.values(cells).join(',');
};
const upload = (text: string | Uint8Array, type = 'text/csv') =>
  app.call('POST', '/api/investor/tradebook', {
    token: tokenOf(NEHA),
    key: randomUUID(),
    body: typeof text === 'string' ? new TextEncoder().encode(text) : text,
    headers: { 'Content-Type': type },
  });
const tradeCount = async () =>
  (
    await db.orm
      .select()
      .from(paperTrades)
      .where(eq(paperTrades.investorSub, demoSubOf(NEHA)))
  ).length;
const get = async <T>(path: string, schema: { parse(value: unknown): T }) =>
  schema.parse(await (await app.call('GET', path, { token: tokenOf(NEHA) })).json());

describe('importing a tradebook', () => {
  const buyId = 'T1001';
  const sellId = 'T1002';
  it('books a good file whole: holdings from it, buys paid by deposits, the sale into cash', async () => {
    const before = await get('/api/investor/funds', fundsSchema);
    const file = [
      HEADER,
      line({ trade_id: buyId }),
      line({ trade_id: sellId, trade_type: 'sell', quantity: '4', trade_date: stock.dates[9]! }),
      '',
    ].join('\r\n');
    const response = await upload(`\uFEFF${file}`);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await response.json()).toMatchObject({ imported: 2, buys: 1, sells: 1, symbols: 1 });
    const holdings = await get('/api/investor/holdings', holdingsSchema);
    // 6 shares, times the splits and bonuses of the stock since the sale.
    const actions = await db.orm
      .select()
      .from(corporateActions)
      .where(
        and(
          eq(corporateActions.instrumentId, stock.id),
          inArray(corporateActions.kind, ['split', 'bonus']),
          gt(corporateActions.exDate, stock.dates[9]!),
        ),
      )
      .orderBy(corporateActions.exDate);
    const expected = actions.reduce(
      (held, action) => Math.floor((held * action.sharesAfter) / action.sharesBefore),
      6,
    );
    expect(holdings.items.find((item) => item.symbol === stock.symbol)?.quantity).toBe(expected);
    const after = await get('/api/investor/funds', fundsSchema);
    // The buy is paid by its deposit; the sale's proceeds (after charges) stay in cash.
    expect(after.cash - before.cash).toBeGreaterThan(4 * 1234_50 - 100_00);
    expect(after.cash - before.cash).toBeLessThan(4 * 1234_50);
  });

  it('refuses the same trades again, naming each line, and imports nothing', async () => {
    const count = await tradeCount();
    const problem = await expectErrorBody(
      await upload([HEADER, line({ trade_id: buyId })].join('\n')),
      422,
      'tradebook_invalid',
    );
    expect(problem.errors?.[0]?.detail).toMatch(/Line 2, trade_id: Already imported/);
    expect(await tradeCount()).toBe(count);
  });

  it('imports nothing from a file with bad lines, and names every one', async () => {
    const count = await tradeCount();
    const file = [
      HEADER,
      line(),
      line({ trade_date: '2099-01-01' }),
      line({ quantity: '1.5' }),
      line({ symbol: 'NOSUCHCO', isin: 'INE000000000' }),
      line({ trade_type: 'short' }),
      line({ price: '-4' }),
      line({ trade_type: 'sell', quantity: '5000', trade_date: stock.dates[6]! }),
    ].join('\n');
    const problem = await expectErrorBody(await upload(file), 422, 'tradebook_invalid');
    const details = (problem.errors ?? []).map((error) => error.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Line 3, trade_date/),
        expect.stringMatching(/^Line 4, quantity/),
        expect.stringMatching(/^Line 6, trade_type/),
        expect.stringMatching(/^Line 7, price/),
      ]),
    );
    expect(await tradeCount()).toBe(count);
  });

  it.each([
    [
      'a file of another layout',
      'date,stock,qty\n2026-01-01,INFY,1',
      /not a Zerodha Console tradebook/,
    ],
    ['only a header', HEADER, /no trades/],
  ])('refuses %s', async (_name, text, detail) => {
    const problem = await expectErrorBody(await upload(text), 422, 'tradebook_invalid');
    expect(problem.errors?.[0]?.detail).toMatch(detail);
  });

  it('refuses bytes that are not text', async () => {
    const problem = await expectErrorBody(
      await upload(new Uint8Array([0xff, 0xfe, 0xfd, 0x00, 0x80])),
      422,
      'tradebook_invalid',
    );
    expect(problem.errors?.[0]?.detail).toMatch(/not UTF-8/);
  });

  it('refuses another type of file with 415', async () => {
    const response = await upload(HEADER, 'image/png');
    expect(response.status).toBe(415);
  });
});
