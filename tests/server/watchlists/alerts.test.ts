import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateActions, dailyBars, instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import type { JobContext } from '../../../server/jobs/registry';
import { appJobRegistry } from '../../../server/jobs/app-jobs';
import { dataUpdated } from '../../../server/jobs/topics';
import { createLogger } from '../../../server/logger';
import { investorNotice } from '../../../server/modules/account/notices';
import { demoAlertId } from '../../../server/modules/watchlists/demo-seed';
import { evaluateAlerts } from '../../../server/modules/watchlists/evaluate';
import { priceAlerts } from '../../../server/modules/watchlists/tables';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { as, json, startWatchlistsWorld, write, type WatchlistsWorld } from './support';

// Price alerts and the notifications inbox over HTTP on the real server and database (issue 12,
// Deliver 10 and "Tests"): an alert fires once per crossing across several data.updated runs,
// each firing writes one in-app notification and enqueues one e-mail notice, and each user sees
// and marks read only their own notifications.

let world: WatchlistsWorld;
const WHO = 'broker@example.com';

beforeAll(async () => {
  world = await startWatchlistsWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

interface Alert {
  id: string;
  threshold: number;
  state: 'armed' | 'met';
  firedAt: string | null;
  fireCount: number;
  lastDate: string | null;
}
interface Inbox {
  items: Array<{
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string | null;
    readAt: string | null;
    createdAt: string;
    demo: boolean;
  }>;
  unread: number;
}

// Days after the test archive's last (2026-06-30), one per run, written as the archive's loader
// would (only the close matters to alerts).
let day = 0;
const nextDate = () => {
  const date = new Date(Date.UTC(2026, 6, 1 + day));
  day += 1;
  return date.toISOString().slice(0, 10);
};

async function instrumentId(symbol: string): Promise<number> {
  const [row] = await world.db.orm
    .select({ id: instruments.id })
    .from(instruments)
    .where(eq(instruments.symbol, symbol));
  return row!.id;
}

/** A new day's close (paise) for the stock, in its bars and its latest quote. */
async function addDay(symbol: string, close: number) {
  const id = await instrumentId(symbol);
  const tradeDate = nextDate();
  await world.db.orm.insert(dailyBars).values({
    instrumentId: id,
    tradeDate,
    open: close,
    high: close,
    low: close,
    close,
    volume: 1000,
    turnover: 1000 * close,
    isDemo: true,
  });
  const [quote] = await world.db.orm
    .select({ close: latestQuotes.close })
    .from(latestQuotes)
    .where(eq(latestQuotes.instrumentId, id));
  await world.db.orm
    .update(latestQuotes)
    .set({ tradeDate, close, previousClose: quote?.close ?? null })
    .where(eq(latestQuotes.instrumentId, id));
}

/** New days' closes (rupees) for the stock, then one data.updated run. */
async function load(symbol: string, ...closes: number[]) {
  for (const rupees of closes) await addDay(symbol, Math.round(rupees * 100));
  return evaluateAlerts(world.db, { now: new Date() });
}

const setAlert = async (symbol: string, kind: string, threshold: number) =>
  json<Alert>(
    await write(world.app, WHO, 'POST', '/api/investor/alerts', {
      exchange: 'NSE',
      symbol,
      kind,
      threshold,
    }),
    201,
  );
const alertNow = async (id: string) =>
  (
    await json<{ alerts: Alert[] }>(
      await world.app.call('GET', '/api/investor/alerts', as(WHO)),
      200,
    )
  ).alerts.find((alert) => alert.id === id)!;
const inbox = async (email: Parameters<typeof as>[0] = WHO) =>
  json<Inbox>(await world.app.call('GET', '/api/notifications', as(email)), 200);
const alertMails = async () =>
  (
    await world.db.transaction((tx) =>
      tx.query<{ payload: { investorSub: string; topic: string; text: string } }>(
        `SELECT payload FROM jobs WHERE topic = $1 AND subscriber IS NULL ORDER BY id`,
        [investorNotice.name],
      ),
    )
  )
    .map((row) => row.payload)
    .filter((payload) => payload.investorSub === demoSubOf(WHO) && payload.topic === 'alerts');

/** Sets the stock's close to `rupees` as a new day, so that each test starts from a known one. */
const stockAt = (symbol: string, rupees: number) => load(symbol, rupees);

describe('an alert above a price', () => {
  it('fires once per crossing across data.updated runs, and re-arms only back below', async () => {
    const symbol = world.symbols[10]!;
    await stockAt(symbol, 100);
    const alert = await setAlert(symbol, 'above', 110_00);
    expect(alert.state).toBe('armed');
    const before = (await inbox()).items.length;
    const steps: Array<[number[], number]> = [
      [[105], 0], // still below
      [[110], 0], // at the threshold is not above
      [[111], 1], // crosses: fires
      [[115], 1], // stays above: no second firing
      [[120], 1],
      [[109], 1], // back below: re-arms, nothing sent
      [[112], 2], // crosses again: fires again
      [[108, 113, 107, 114], 4], // two crossings in one run (a load of several days): two firings
    ];
    for (const [closes, fired] of steps) {
      await load(symbol, ...closes);
      expect((await alertNow(alert.id)).fireCount, `after ${closes.join(', ')}`).toBe(fired);
    }
    // A run with no new day, or a second worker running the same job: nothing more.
    await evaluateAlerts(world.db, { now: new Date() });
    const after = await alertNow(alert.id);
    expect(after).toMatchObject({ fireCount: 4, state: 'met' });
    expect(after.firedAt).not.toBeNull();
    const notes = (await inbox()).items.slice(0, (await inbox()).items.length - before);
    expect(notes).toHaveLength(4);
    expect(notes[0]).toMatchObject({
      kind: 'price-alert',
      title: `${symbol} above ₹110.00`,
      link: `/stocks/exchange/NSE/symbol/${symbol}`,
      readAt: null,
    });
    expect(notes.map((note) => note.body)).toContainEqual(
      expect.stringMatching(/closed at ₹114\.00 on .* 2026, above your alert at ₹110\.00\.$/),
    );
    const mails = (await alertMails()).filter((mail) => mail.text.includes(symbol));
    expect(mails).toHaveLength(4);
  });

  it('set when already true, it waits for the next crossing (no firing at once)', async () => {
    const symbol = world.symbols[11]!;
    await stockAt(symbol, 200);
    const alert = await setAlert(symbol, 'above', 150_00);
    expect(alert).toMatchObject({ state: 'met', firedAt: null, fireCount: 0 });
    await load(symbol, 210);
    expect((await alertNow(alert.id)).fireCount).toBe(0);
    await load(symbol, 140);
    expect((await alertNow(alert.id)).state).toBe('armed');
    await load(symbol, 151);
    expect((await alertNow(alert.id)).fireCount).toBe(1);
  });
});

describe('an alert below a price and a day’s move', () => {
  it('fires below only on a close under the threshold', async () => {
    const symbol = world.symbols[12]!;
    await stockAt(symbol, 100);
    const alert = await setAlert(symbol, 'below', 90_00);
    await load(symbol, 90);
    expect((await alertNow(alert.id)).fireCount).toBe(0);
    await load(symbol, 89.95);
    expect((await alertNow(alert.id)).fireCount).toBe(1);
  });

  it('carries an alert over a split: no firing on the split day, the threshold in the new price', async () => {
    const symbol = world.symbols[16]!;
    await stockAt(symbol, 1000);
    const alert = await setAlert(symbol, 'below', 900_00);
    const [row] = await world.db.orm.select().from(priceAlerts).where(eq(priceAlerts.id, alert.id));
    const splitDay = new Date(Date.parse(`${row!.lastDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    await world.db.orm.insert(corporateActions).values({
      instrumentId: await instrumentId(symbol),
      exDate: splitDay,
      kind: 'split',
      sharesBefore: 1,
      sharesAfter: 2,
      dividend: null,
      priceFactor: 0.5,
      isDemo: true,
    });
    // ₹1,000 became ₹500 with twice the shares: not a fall below ₹900.
    await load(symbol, 500);
    expect((await alertNow(alert.id)).fireCount).toBe(0);
    expect((await alertNow(alert.id)).threshold).toBe(450_00);
    await load(symbol, 449.5);
    expect((await alertNow(alert.id)).fireCount).toBe(1);
    expect((await inbox()).items[0]?.title).toBe(`${symbol} below ₹450.00`);
  });

  it('fires on a move of the threshold either way against the previous close, once per streak', async () => {
    const symbol = world.symbols[13]!;
    await stockAt(symbol, 100);
    const alert = await setAlert(symbol, 'move_pct', 250); // 2.5 %
    const steps: Array<[number, number]> = [
      [102.4, 0], // +2.4 %
      [99.84, 1], // −2.5 % exactly: fires
      [96, 1], // −3.85 %: a second big day in a row does not fire again
      [96.5, 1], // +0.5 %: re-arms
      [99, 2], // +2.59 %: fires
    ];
    for (const [close, fired] of steps) {
      await load(symbol, close);
      expect((await alertNow(alert.id)).fireCount, `at ₹${close}`).toBe(fired);
    }
    const [latest] = (await inbox()).items;
    expect(latest!.title).toBe(`${symbol} moved +2.59% in a day`);
  });
});

describe('the data.updated subscription', () => {
  it('is registered in the app’s jobs and evaluates the alerts', async () => {
    const symbol = world.symbols[14]!;
    await stockAt(symbol, 50);
    const alert = await setAlert(symbol, 'above', 55_00);
    await addDay(symbol, 56_00);
    const [subscription] = appJobRegistry()
      .subscriptions(dataUpdated.name)
      .filter((s) => s.name === 'price-alerts');
    expect(subscription).toBeDefined();
    const context = { db: world.db, logger: createLogger('silent') } as unknown as JobContext;
    const payload = {
      countrycode: 'IND',
      updatedatetime: new Date().toISOString(),
      source: 'market:advance',
      tradeDates: [],
    };
    await subscription!.handle(payload, context);
    await subscription!.handle(payload, context);
    expect((await alertNow(alert.id)).fireCount).toBe(1);
  });
});

describe('alert requests', () => {
  it.each<[string, Record<string, unknown>, number, string?]>([
    [
      'an unknown stock',
      { symbol: 'NOSUCHCO', kind: 'above', threshold: 100 },
      422,
      'unknown_symbol',
    ],
    ['a move of 0.05 %', { symbol: 'X', kind: 'move_pct', threshold: 5 }, 400],
    ['a move of 51 %', { symbol: 'X', kind: 'move_pct', threshold: 5100 }, 400],
    ['a price of zero', { symbol: 'X', kind: 'above', threshold: 0 }, 400],
    ['a price with decimals', { symbol: 'X', kind: 'below', threshold: 10.5 }, 400],
    ['an unknown kind', { symbol: 'X', kind: 'sideways', threshold: 100 }, 400],
  ])('refuses %s', async (_case, body, status, code) => {
    await expectErrorBody(
      await write(world.app, WHO, 'POST', '/api/investor/alerts', { exchange: 'NSE', ...body }),
      status,
      code,
    );
  });

  it('refuses the same alert twice (409) and deletes only one’s own (404 otherwise)', async () => {
    const symbol = world.symbols[15]!;
    const body = { exchange: 'NSE', symbol, kind: 'above', threshold: 999_00 };
    const made = await json<Alert>(
      await write(world.app, WHO, 'POST', '/api/investor/alerts', body),
      201,
    );
    await expectErrorBody(
      await write(world.app, WHO, 'POST', '/api/investor/alerts', body),
      409,
      'alert_exists',
    );
    const nehas = demoAlertId(demoSubOf('neha@example.com'), 0);
    await expectErrorBody(
      await write(world.app, WHO, 'DELETE', `/api/investor/alerts/${nehas}`),
      404,
      'not_found',
    );
    await json(await write(world.app, WHO, 'DELETE', `/api/investor/alerts/${made.id}`), 200);
    await expectErrorBody(
      await write(world.app, WHO, 'DELETE', `/api/investor/alerts/${made.id}`),
      404,
    );
  });
});

describe('notifications', () => {
  it('lists the demo alert’s past crossings for investor@, marked demo', async () => {
    const box = await json<Inbox>(
      await world.app.call('GET', '/api/notifications', as('investor@example.com')),
      200,
    );
    expect(box.items.length).toBeGreaterThan(0);
    expect(box.items.every((item) => item.demo && item.kind === 'price-alert')).toBe(true);
    expect(box.unread).toBe(box.items.length);
  });

  it('marks read by id (own only) and all up to a time; a replay changes nothing', async () => {
    const box = await inbox();
    expect(box.unread).toBeGreaterThan(2);
    const [first, second] = box.items;
    const theirs = (await inbox('investor@example.com')).items.map((item) => item.id);
    const key = randomUUID();
    const marked = await json<{ marked: number; unread: number }>(
      await write(
        world.app,
        WHO,
        'POST',
        '/api/notifications/read',
        { ids: [first!.id, ...theirs] },
        key,
      ),
      200,
    );
    expect(marked).toEqual({ marked: 1, unread: box.unread - 1 });
    const replay = await write(
      world.app,
      WHO,
      'POST',
      '/api/notifications/read',
      { ids: [first!.id, ...theirs] },
      key,
    );
    expect(await replay.json()).toEqual(marked);
    expect((await inbox('investor@example.com')).items.every((item) => item.readAt === null)).toBe(
      true,
    );
    // "Mark all read" pressed before the second arrived leaves it unread.
    const upTo = new Date(new Date(second!.createdAt).getTime() - 1).toISOString();
    await json(await write(world.app, WHO, 'POST', '/api/notifications/read', { upTo }), 200);
    const after = await inbox();
    expect(after.items.find((item) => item.id === second!.id)?.readAt).toBeNull();
    await json(
      await write(world.app, WHO, 'POST', '/api/notifications/read', {
        upTo: new Date().toISOString(),
      }),
      200,
    );
    expect((await inbox()).unread).toBe(0);
  });

  it('is open to advisers, each seeing only their own', async () => {
    expect(await inbox('advisor@example.com')).toEqual({ items: [], unread: 0 });
  });

  it.each([
    ['no ids', { ids: [] }],
    ['an id that is not a UUID', { ids: ['x'] }],
    ['both ways at once', { ids: [randomUUID()], upTo: new Date().toISOString() }],
    ['a time that is not one', { upTo: 'yesterday' }],
    ['nothing', {}],
  ])('refuses %s with 400', async (_case, body) => {
    await expectErrorBody(
      await write(world.app, WHO, 'POST', '/api/notifications/read', body),
      400,
    );
  });
});
