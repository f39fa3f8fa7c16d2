import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDemoArchive } from '../../../server/archive/demo-archive';
import { archiveReader } from '../../../server/archive/read/reader';
import type { Database } from '../../../server/db/database';
import { paperAccounts } from '../../../server/modules/broker/tables';
import { RESTING } from '../../../server/modules/orders/account';
import { paperOrders } from '../../../server/modules/orders/tables';
import { freshAccountState } from '../../../server/modules/portfolio/account-state';
import { dashboardAnswer } from '../../../server/modules/portfolio/dashboard';
import { portfolioSummary } from '../../../server/modules/portfolio/summary';
import {
  holdingsSchema,
  performanceSchema,
  portfolioSummarySchema,
  type PortfolioSummary,
} from '../../../src/features/portfolio/model/contract';
import { demo, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';
import { startPortfolioApp } from './support';

// The dashboard's answer is made once per state of the account and the market data (issue 11,
// "dashboard API p95 at 50 connections"): these check that the kept answer is the bytes a fresh
// computation makes, that it changes with every write to the ledger and every data update, seen
// from the database (as another server process's write would be), and that it is per investor.

let app: GatewayApp;
let db: Database;
const INVESTOR = 'investor@example.com' as const;
const SUNITA = 'sunita@example.com' as const;

beforeAll(async () => {
  ({ app, db } = await startPortfolioApp({ days: 400, symbols: 100 }));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

interface Answer {
  status: number;
  text: string;
  etag: string | null;
}

async function dashboard(
  email: DemoEmail = INVESTOR,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await app.call('GET', '/api/investor/portfolio', {
    token: tokenOf(email),
    headers,
  });
  return {
    status: response.status,
    text: await response.text(),
    etag: response.headers.get('etag'),
  };
}

/** The answer computed now from the database, with no memo and no cached account state. */
async function computed(email: DemoEmail = INVESTOR): Promise<string> {
  const snapshot = await archiveReader(db).snapshot();
  const state = await freshAccountState(db.orm, demo(email).sub, snapshot);
  return JSON.stringify(portfolioSummary(state, await state.days()));
}

const summaryOf = (answer: Answer): PortfolioSummary =>
  portfolioSummarySchema.parse(JSON.parse(answer.text));

/** The dashboard now, checked to be what a fresh computation gives, and to differ from `before`. */
async function changedFrom(before: Answer): Promise<PortfolioSummary> {
  const after = await dashboard();
  expect(after.status).toBe(200);
  expect(after.text).toBe(await computed());
  expect(after.text).not.toBe(before.text);
  expect(after.etag).not.toBe(before.etag);
  return summaryOf(after);
}

describe('the kept answer', () => {
  it('is byte for byte what a fresh computation gives, again from the memo', async () => {
    const first = await dashboard();
    expect(first.status).toBe(200);
    expect(first.text).toBe(await computed());
    const again = await dashboard();
    expect(again.text).toBe(first.text);
    expect(again.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it('answers 304 without a body to its own ETag, in either form or in a list', async () => {
    const { etag, text } = await dashboard();
    for (const sent of [etag!, etag!.slice(2), `W/"elsewhere", ${etag!}`, '*']) {
      const revalidated = await dashboard(INVESTOR, { 'If-None-Match': sent });
      expect(revalidated.status, sent).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.etag).toBe(etag);
    }
    const stale = await dashboard(INVESTOR, { 'If-None-Match': 'W/"an-older-answer"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(text);
  });

  it.each(['gzip', 'br'])('sends the same bytes compressed with %s', async (encoding) => {
    const response = await app.call('GET', '/api/investor/portfolio', {
      token: tokenOf(INVESTOR),
      headers: { 'Accept-Encoding': encoding },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(await response.text()).toBe(await computed());
  });
});

describe('per investor', () => {
  it('never answers one investor with another’s dashboard, even asked together', async () => {
    const emails = Array.from({ length: 24 }, (_, at) => (at % 3 === 0 ? SUNITA : INVESTOR));
    const answers = await Promise.all(emails.map((email) => dashboard(email)));
    const expected = { [INVESTOR]: await computed(INVESTOR), [SUNITA]: await computed(SUNITA) };
    expect(expected[INVESTOR]).not.toBe(expected[SUNITA]);
    answers.forEach((answer, at) => expect(answer.text).toBe(expected[emails[at]!]));
  });

  it('answers another investor’s ETag with the caller’s own dashboard, never 304', async () => {
    const investor = await dashboard(INVESTOR);
    const sunita = await dashboard(SUNITA, { 'If-None-Match': investor.etag! });
    expect(sunita.status).toBe(200);
    expect(sunita.text).toBe(await computed(SUNITA));
    expect(sunita.etag).not.toBe(investor.etag);
  });

  it('tags the same numbers differently for two investors', async () => {
    const snapshot = await archiveReader(db).snapshot();
    const sub = demo(SUNITA).sub;
    const [one, two] = await Promise.all([
      freshAccountState(db.orm, sub, snapshot).then((state) => dashboardAnswer('one', state)),
      freshAccountState(db.orm, sub, snapshot).then((state) => dashboardAnswer('two', state)),
    ]);
    expect(Buffer.from(one.body).equals(Buffer.from(two.body))).toBe(true);
    expect(one.etag).not.toBe(two.etag);
  });
});

describe('a new answer', () => {
  it('after a write that leaves the account’s time and cash as they were', async () => {
    // Another server process cancels the resting order and touches the account within the same
    // millisecond as its last change: only the row's version (xmin) tells.
    const before = await dashboard();
    expect(summaryOf(before).openOrders).toBeGreaterThan(0);
    const sub = demo(INVESTOR).sub;
    await db.orm.transaction(async (tx) => {
      await tx
        .update(paperOrders)
        .set({ status: 'CANCELLED', statusMessage: 'Cancelled elsewhere', blockedPaise: 0 })
        .where(and(eq(paperOrders.investorSub, sub), inArray(paperOrders.status, [...RESTING])));
      await tx
        .update(paperAccounts)
        .set({ updatedAt: sql`${paperAccounts.updatedAt}` })
        .where(eq(paperAccounts.investorSub, sub));
    });
    expect((await changedFrom(before)).openOrders).toBe(0);
  });

  it('after an order fills', async () => {
    const before = await dashboard();
    const holdings = holdingsSchema.parse(
      await (await app.call('GET', '/api/investor/holdings', { token: tokenOf(INVESTOR) })).json(),
    );
    const stock = holdings.items[0]!;
    const placed = await app.call('POST', '/api/investor/orders', {
      token: tokenOf(INVESTOR),
      key: randomUUID(),
      body: {
        exchange: 'NSE',
        symbol: stock.symbol,
        side: 'BUY',
        quantity: 1,
        orderType: 'MARKET',
      },
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const after = await changedFrom(before);
    expect(after.cash).toBeLessThan(summaryOf(before).cash - stock.lastPrice + 1);
    expect(after.recentOrders[0]).toMatchObject({ symbol: stock.symbol, status: 'COMPLETE' });
  });

  it('after a cash deposit', async () => {
    const before = await dashboard();
    const deposited = await app.call('POST', '/api/investor/funds/deposits', {
      token: tokenOf(INVESTOR),
      key: randomUUID(),
      body: { amount: 25_000_00 },
    });
    expect(deposited.status, await deposited.clone().text()).toBe(201);
    const after = await changedFrom(before);
    expect(after.cash).toBe(summaryOf(before).cash + 25_000_00);
    expect(after.deposited).toBe(summaryOf(before).deposited + 25_000_00);
  });

  it('after market:advance, for every investor', async () => {
    const before = await dashboard();
    const sunitaBefore = await dashboard(SUNITA);
    await advanceDemoArchive(db);
    // What POST /internal/archive/advance does; a load by another process is seen within 1 s.
    archiveReader(db).invalidate();
    const after = await changedFrom(before);
    expect(after.asOf.updatedatetime).not.toBe(summaryOf(before).asOf.updatedatetime);
    expect(after.asOf.date! > summaryOf(before).asOf.date!).toBe(true);
    // The market series kept for the daily values belong to the old data too.
    const chart = performanceSchema.parse(
      await (
        await app.call('GET', '/api/investor/portfolio/performance?range=1M', {
          token: tokenOf(INVESTOR),
        })
      ).json(),
    );
    expect(chart.points.at(-1)!.date).toBe(after.asOf.date);
    const sunita = await dashboard(SUNITA);
    expect(sunita.text).toBe(await computed(SUNITA));
    expect(sunita.etag).not.toBe(sunitaBefore.etag);
  });
});
