import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database';
import { corporateActions } from '../../../server/db/schema';
import { positionsOf } from '../../../server/modules/orders/ledger';
import { paperCashEntries, paperTrades } from '../../../server/modules/orders/tables';
import {
  capitalGainsSchema,
  cashLedgerSchema,
  fundsSchema,
  holdingsSchema,
  performanceSchema,
  portfolioSummarySchema,
  PERFORMANCE_RANGES,
} from '../../../src/features/portfolio/model/contract';
import { demo, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { startPortfolioApp } from './support';

// The portfolio over HTTP on the real server and database (issue 11, Deliver 3, 4, 5, 7): the
// demo investor's seeded two years, holdings as FIFO lots, the dashboard's numbers agreeing with
// each other and with the ledger, the performance series, dividends as the archive pays them,
// and the tax report; a buy and a sale showing up as a realised gain with its tax line.

let app: GatewayApp;
let db: Database;
const INVESTOR = 'investor@example.com' as const;

beforeAll(async () => {
  // Two and a half years of every NIFTY 50 stock, with corporate actions three times as often;
  // the portfolio seed twice, as every npm start runs it.
  ({ app, db } = await startPortfolioApp(
    { days: 640, symbols: 100, corporateActionRate: 3 },
    { seedTwice: true },
  ));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const get = async <T>(
  path: string,
  schema: { parse(value: unknown): T },
  email: DemoEmail = INVESTOR,
) => {
  const response = await app.call('GET', path, { token: tokenOf(email) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return schema.parse(JSON.parse(text));
};

describe('the demo investor’s seeded history', () => {
  it('is seeded once, with deposits, buys, quarterly sales and dividends', async () => {
    const sub = demo(INVESTOR).sub;
    const trades = await db.orm.select().from(paperTrades).where(eq(paperTrades.investorSub, sub));
    expect(trades.filter((t) => t.side === 'BUY').length).toBeGreaterThan(12);
    expect(trades.filter((t) => t.side === 'SELL').length).toBeGreaterThan(2);
    expect(new Set(trades.map((t) => t.tradeId)).size).toBe(trades.length);
    const ledger = await get('/api/investor/funds/ledger', cashLedgerSchema);
    const kinds = new Set(ledger.items.map((item) => item.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['opening', 'deposit', 'buy', 'sell']));
  });

  it('keeps cash equal to the sum of its ledger', async () => {
    const ledger = await get('/api/investor/funds/ledger', cashLedgerSchema);
    const funds = await get('/api/investor/funds', fundsSchema);
    expect(ledger.items.reduce((sum, item) => sum + item.amount, 0)).toBe(funds.cash);
    expect(funds.cash).toBeGreaterThanOrEqual(0);
  });

  it('credits each dividend as the shares held before its ex-date times the dividend', async () => {
    const sub = demo(INVESTOR).sub;
    const credited = await db.orm
      .select()
      .from(paperCashEntries)
      .where(and(eq(paperCashEntries.investorSub, sub), eq(paperCashEntries.kind, 'dividend')));
    // Twelve stocks over two years: several dividends, so this checks something.
    expect(credited.length).toBeGreaterThan(3);
    for (const entry of credited) {
      const [action] = await db.orm
        .select()
        .from(corporateActions)
        .where(
          and(
            eq(corporateActions.instrumentId, entry.instrumentId!),
            eq(corporateActions.exDate, entry.exDate!),
            eq(corporateActions.kind, 'dividend'),
          ),
        );
      const held = (await positionsOf(db.orm, sub, { until: entry.exDate! })).get(
        entry.instrumentId!,
      );
      expect(entry.amountPaise).toBe((held?.quantity ?? 0) * (action?.dividend ?? 0));
    }
  });
});

describe('holdings', () => {
  it('values each holding at the latest close, its lots adding up to it', async () => {
    const holdings = await get('/api/investor/holdings', holdingsSchema);
    expect(holdings.items.length).toBeGreaterThan(5);
    expect(holdings.asOf).toMatchObject({ demo: true });
    let value = 0;
    for (const item of holdings.items) {
      expect(item.lots.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(item.quantity);
      expect(item.lots.reduce((sum, lot) => sum + lot.cost, 0)).toBe(item.invested);
      expect(item.value).toBe(item.quantity * item.lastPrice);
      expect(item.unrealisedGain).toBe(item.value - item.invested);
      value += item.value;
    }
    expect(holdings.totals.value).toBe(value);
    expect(holdings.items.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1, 6);
  });
});

describe('the dashboard', () => {
  it('adds up: net worth, gains, allocation, and a return for both measures', async () => {
    const summary = await get('/api/investor/portfolio', portfolioSummarySchema);
    const funds = await get('/api/investor/funds', fundsSchema);
    const holdings = await get('/api/investor/holdings', holdingsSchema);
    expect(summary.netWorth).toBe(holdings.totals.value + funds.cash);
    expect(summary.totalGain).toBe(summary.netWorth - summary.deposited);
    expect(summary.deposited).toBe(funds.deposited);
    expect(summary.xirr).not.toBeNull();
    expect(summary.twr).not.toBeNull();
    for (const slices of [summary.allocation.bySector, summary.allocation.bySize]) {
      expect(slices.reduce((sum, slice) => sum + slice.value, 0)).toBe(holdings.totals.value);
    }
    expect(summary.recentOrders.length).toBeGreaterThan(0);
    expect(summary.openOrders).toBe(1);
  });

  it.each(PERFORMANCE_RANGES)(
    'charts %s against NIFTY 50, ending at today’s net worth',
    async (range) => {
      const performance = await get(
        `/api/investor/portfolio/performance?range=${range}`,
        performanceSchema,
      );
      const summary = await get('/api/investor/portfolio', portfolioSummarySchema);
      expect(performance.points.length).toBeGreaterThan(1);
      const dates = performance.points.map((point) => point.date);
      expect([...dates].sort()).toEqual(dates);
      expect(performance.points.at(-1)!.value).toBe(summary.netWorth);
      expect(performance.points[0]!.benchmark).toBe(performance.points[0]!.value);
      expect(performance.portfolioReturn).not.toBeNull();
    },
  );

  it('refuses an unknown range with 400 naming it', async () => {
    const response = await app.call('GET', '/api/investor/portfolio/performance?range=2Y', {
      token: tokenOf(INVESTOR),
    });
    const problem = await expectErrorBody(response, 400);
    expect(JSON.stringify(problem)).toContain('"field":"range"');
  });
});

describe('the tax report', () => {
  it('lists every year with a sale, its lines adding up to its totals', async () => {
    const current = await get('/api/investor/tax/capital-gains', capitalGainsSchema);
    expect(current.financialYears.length).toBeGreaterThan(0);
    for (const fy of current.financialYears) {
      const report = await get(`/api/investor/tax/capital-gains?fy=${fy}`, capitalGainsSchema);
      for (const line of report.lines) {
        expect(line.gain).toBe(line.proceeds - line.expenses - line.cost);
      }
      const gains = report.lines.filter((line) => line.gain > 0);
      expect(report.totals.stcg.total + report.totals.ltcg.total).toBe(
        gains.reduce((sum, line) => sum + line.gain, 0),
      );
    }
  });

  it('shows a sale made now as a short-term gain or loss line of this year', async () => {
    const holdings = await get('/api/investor/holdings', holdingsSchema);
    const stock = holdings.items[0]!;
    for (const side of ['BUY', 'SELL']) {
      const response = await app.call('POST', '/api/investor/orders', {
        token: tokenOf(INVESTOR),
        key: randomUUID(),
        body: { exchange: 'NSE', symbol: stock.symbol, side, quantity: 1, orderType: 'MARKET' },
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const report = await get('/api/investor/tax/capital-gains', capitalGainsSchema);
    const today = holdings.asOf.date!;
    // FIFO: the sale matches the oldest lot of that stock, not the share just bought.
    const line = report.lines.find((item) => item.symbol === stock.symbol && item.sold === today);
    expect(line).toBeDefined();
    expect(line!.acquired).toBe(stock.lots[0]!.acquired);
  });

  it.each(['2025', '2025-27', '1999-00', '2017-18'])('refuses fy=%s with 400', async (fy) => {
    const response = await app.call('GET', `/api/investor/tax/capital-gains?fy=${fy}`, {
      token: tokenOf(INVESTOR),
    });
    await expectErrorBody(response, 400);
  });
});

describe('without a paper account', () => {
  it.each(['/api/investor/holdings', '/api/investor/portfolio', '/api/investor/tax/capital-gains'])(
    '%s answers 409 saying to link the paper broker',
    async (path) => {
      await expectErrorBody(
        await app.call('GET', path, { token: tokenOf('broker@example.com') }),
        409,
        'no_paper_account',
      );
    },
  );
});
