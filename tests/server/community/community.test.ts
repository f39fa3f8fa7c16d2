import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import { archiveReader } from '../../../server/archive/read/reader';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import {
  DEMO_ADVISERS,
  DEMO_MEMBERS,
  demoCommunity,
  rankedStocks,
  seedCommunityDemo,
} from '../../../server/modules/community/demo-seed';
import { demoCommunityEvents } from '../../../server/modules/community/tables';
import { addMissingProfiles } from '../../../server/services/profiles';
import { TRACKS, USER_TYPES } from '../../../server/services/tracks';
import { communitySchema, type Community } from '../../../src/features/stocks/model/community';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The community view of a stock over HTTP on the real server and database (issue 12, Deliver 7,
// "Server: k-anonymity threshold"): real watchlists and paper trades counted over distinct users,
// each figure shown from 5 of them and hidden below; the labelled demo community; who may ask.

let app: GatewayApp;
let db: Database;
/** The archive's largest stock, the one the tests' users act on. */
let stock: { symbol: string; id: number };
let other: string;

const USERS = Array.from({ length: 6 }, (_, n) => `community-test-investor-${n}`);
// SMALL ends on Tuesday 30 June 2026: the last week is 24 to 30 June.
const LAST_WEEK_DAY = '2026-06-29';
const EARLIER_WEEK_DAY = '2026-06-15';

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await addMissingProfiles(
          opened.orm,
          USERS.map((sub) => ({
            sub,
            userType: USER_TYPES.investor,
            track: TRACKS.active,
            email: `${sub}@example.com`,
          })),
        );
        await ensureDemoArchive(opened, { ...SMALL, days: 30 });
      },
    ],
  });
  const snapshot = await archiveReader(db).snapshot();
  const bySize = snapshot.instruments
    .filter((item) => item.exchange === 'NSE' && item.quote?.marketCap != null)
    .sort((a, b) => (b.quote?.marketCap ?? 0) - (a.quote?.marketCap ?? 0));
  const [largest, second] = bySize;
  if (!largest || !second) throw new Error('the small archive has no stocks');
  stock = { symbol: largest.symbol, id: largest.id };
  other = second.symbol;
});

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

const path = (symbol: string, exchange = 'NSE') => `/api/stocks/${exchange}/${symbol}/community`;

async function communityOf(symbol = stock.symbol): Promise<Community> {
  const response = await app.call('GET', path(symbol), { token: tokenOf('investor@example.com') });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return communitySchema.parse(JSON.parse(text));
}

async function watch(sub: string, symbol = stock.symbol) {
  const id = randomUUID();
  await db.orm.execute(sql`
    INSERT INTO watchlists (id, owner_sub, name, position, created_at, updated_at)
    VALUES (${id}, ${sub}, ${`List ${id.slice(0, 8)}`}, 0, now(), now())`);
  await db.orm.execute(sql`
    INSERT INTO watchlist_items (watchlist_id, exchange, symbol, position, added_at)
    VALUES (${id}, 'NSE', ${symbol}, 0, now())`);
}

async function trade(sub: string, side: 'BUY' | 'SELL', day: string, quantity = 10) {
  await db.orm.execute(sql`
    INSERT INTO paper_trades (trade_id, investor_sub, exchange, symbol, instrument_id, side,
      quantity, price_paise, trade_date, executed_at, charges, charges_paise, stt_paise, source)
    VALUES (${randomUUID()}, ${sub}, 'NSE', ${stock.symbol}, ${stock.id}, ${side}, ${quantity},
      100000, ${day}::date, now(), '{}'::jsonb, 0, 0, 'app')`);
}

describe('k-anonymity over real users (k = 5)', () => {
  it('hides every figure while 4 distinct investors contribute, however often they act', async () => {
    for (const sub of USERS.slice(0, 4)) {
      await watch(sub);
      await trade(sub, 'BUY', LAST_WEEK_DAY);
      await trade(sub, 'BUY', EARLIER_WEEK_DAY);
    }
    // A second list and more trades of the same investor are still one investor.
    await watch(USERS[0]!);
    await trade(USERS[0]!, 'SELL', LAST_WEEK_DAY);
    const answer = await communityOf();
    expect(answer).toMatchObject({
      symbol: stock.symbol,
      asOf: '2026-06-30',
      k: 5,
      watchers: { users: null, hidden: 'too-few' },
      recentAdders: { users: null, hidden: 'too-few', days: 30 },
      flow: { traders: null, buyPaise: null, sellPaise: null, buyShare: null, hidden: 'too-few' },
      adviserCalls: { available: false, advisers: null },
      demo: false,
    });
    expect(answer.trend.map((week) => week.hidden)).toEqual(Array(4).fill('too-few'));
  });

  it('shows them once a 5th investor contributes, each week judged on its own', async () => {
    await watch(USERS[4]!);
    await trade(USERS[4]!, 'BUY', LAST_WEEK_DAY);
    const answer = await communityOf();
    expect(answer.watchers).toEqual({ users: 5, hidden: null });
    expect(answer.recentAdders).toEqual({ users: 5, hidden: null, days: 30 });
    // 5 buyers of 10 shares at ₹1,000 in the last week, 4 of them also the week of 15 June, and
    // one sale of 10 shares.
    expect(answer.flow).toEqual({
      from: '2026-06-03',
      to: '2026-06-30',
      traders: 5,
      buyPaise: 9 * 10 * 100000,
      sellPaise: 10 * 100000,
      buyShare: 0.9,
      hidden: null,
    });
    expect(answer.trend.map((week) => [week.from, week.traders, week.netBuyShare])).toEqual([
      ['2026-06-03', null, null],
      ['2026-06-10', null, null],
      ['2026-06-17', null, null],
      ['2026-06-24', 5, 4 / 6],
    ]);
    expect(answer.trend.map((week) => week.hidden)).toEqual([
      'too-few',
      'too-few',
      'too-few',
      null,
    ]);
    expect(answer.demo).toBe(false);
  });

  it('hides the flow when one investor makes up more than 75 % of its value', async () => {
    await trade(USERS[5]!, 'SELL', LAST_WEEK_DAY, 1000);
    const answer = await communityOf();
    expect(answer.flow).toMatchObject({ traders: null, hidden: 'one-dominates' });
    expect(answer.trend.at(-1)).toMatchObject({ traders: null, hidden: 'one-dominates' });
    expect(answer.watchers.users).toBe(5);
  });

  it('never names a user', async () => {
    const response = await app.call('GET', path(stock.symbol), {
      token: tokenOf('advisor@example.com'),
    });
    const text = await response.text();
    for (const sub of USERS) expect(text).not.toContain(sub);
  });

  it('counts another stock on its own', async () => {
    const answer = await communityOf(other);
    expect(answer.watchers.hidden).toBe('too-few');
    expect(answer.flow.hidden).toBe('too-few');
  });
});

describe('who may ask, and what', () => {
  it.each([
    ['an investor', 'investor@example.com'],
    ['an adviser', 'advisor@example.com'],
  ] as const)('answers %s', async (_who, email) => {
    const response = await app.call('GET', path(stock.symbol), { token: tokenOf(email) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a guest with 401', async () => {
    await expectErrorBody(await app.call('GET', path(stock.symbol)), 401, 'missing_token');
  });

  it('answers an unknown stock 404 in plain words', async () => {
    const response = await app.call('GET', path('NOSUCHSTOCK'), {
      token: tokenOf('investor@example.com'),
    });
    const problem = await expectErrorBody(response, 404, 'unknown_symbol');
    expect(problem.detail).toMatch(/no stock NOSUCHSTOCK on NSE/);
  });

  it('reads a symbol in lower case as the stock', async () => {
    const answer = await communityOf(stock.symbol.toLowerCase());
    expect(answer.symbol).toBe(stock.symbol);
  });

  it.each<[string, () => string, number]>([
    ['an exchange other than NSE or BSE', () => path('INFY', 'NYSE'), 400],
    ['a symbol with a space', () => path('IN%20FY'), 400],
    ['a symbol too long', () => path('A'.repeat(21)), 400],
    ['a symbol with a quote', () => path("INFY'--"), 400],
    ['a stock on the wrong exchange', () => path(stock.symbol, 'BSE'), 404],
  ])('answers %s with %i, never 500', async (_case, url, status) => {
    const response = await app.call('GET', url(), { token: tokenOf('investor@example.com') });
    await expectErrorBody(response, status);
  });
});

describe('the demo community', () => {
  it('is made once per archive day, and says demo when it is counted', async () => {
    await seedCommunityDemo(db);
    const [first] = await db.orm.select({ n: count() }).from(demoCommunityEvents);
    await seedCommunityDemo(db);
    const [again] = await db.orm.select({ n: count() }).from(demoCommunityEvents);
    expect(first?.n).toBeGreaterThan(0);
    expect(again?.n).toBe(first?.n);

    // The largest stock: the demo members are many more than k.
    const answer = await communityOf();
    expect(answer.demo).toBe(true);
    expect(answer.watchers.users).toBeGreaterThanOrEqual(5 + 5);
    expect(answer.adviserCalls.available).toBe(true);
  });

  it('acts more on large caps: the largest pass k, most of the smallest do not', () => {
    const stocks = rankedStocks(
      Array.from({ length: 500 }, (_, n) => ({
        symbol: `S${String(n + 1).padStart(3, '0')}`,
        close: 50_000,
      })),
    );
    const rows = demoCommunity(stocks, '2026-06-30');
    const watchers = (symbol: string) =>
      new Set(rows.filter((r) => r.symbol === symbol && r.kind === 'watch').map((r) => r.member))
        .size;
    const members = new Set(rows.map((row) => row.member));
    expect(members.size).toBe(DEMO_MEMBERS + DEMO_ADVISERS);
    for (const symbol of ['S001', 'S002', 'S003', 'S004']) {
      expect(watchers(symbol)).toBeGreaterThanOrEqual(5);
    }
    const small = Array.from({ length: 250 }, (_, n) => `S${n + 251}`);
    expect(small.filter((symbol) => watchers(symbol) >= 5).length).toBeLessThan(10);
    expect(demoCommunity(stocks, '2026-06-30')).toEqual(rows);
  });
});
