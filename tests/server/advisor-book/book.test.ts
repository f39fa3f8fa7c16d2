import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instruments, latestQuotes, userProfiles } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { paperAccounts } from '../../../server/modules/broker/tables';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { goals } from '../../../server/modules/goals/tables';
import { seedKycDemo } from '../../../server/modules/kyc/demo-seed';
import { paperTrades } from '../../../server/modules/orders/tables';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
} from '../../../server/modules/research/tables';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { riskProfiles } from '../../../server/modules/risk-profile/tables';
import { TRACKS, USER_TYPES } from '../../../server/services/tracks';
import { bookSchema, type Book } from '../../../src/features/advisor-book/model/book-contract';
import { chargesFor } from '../../../src/features/portfolio/model/charges';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import { removeTempDirs } from '../support/test-server';

// The client book over HTTP on the real server and database (issue 15, Deliver 2): only the
// caller's clients, each rule for a case planted on the database, and the in-memory book
// recomputed after a write.

const ARCHIVE = { ...SMALL, symbols: 30, days: 120 };
const PATH = '/api/advisor/book';
const ME = 'advisor@example.com';

let world: DemoWorld;
const planted = {
  noProfile: 'book-test-no-profile',
  oldProfile: 'book-test-old-profile',
  idleCash: 'book-test-idle-cash',
  drifted: 'book-test-drifted',
  offTrack: 'book-test-off-track',
};
const modelId = randomUUID();

async function plant() {
  const orm = world.db.orm;
  const advisorSub = demoSubOf(ME);
  const now = new Date();
  const names: Record<keyof typeof planted, string> = {
    noProfile: 'Book Test No Profile',
    oldProfile: 'Book Test Old Profile',
    idleCash: 'Book Test Idle Cash',
    drifted: 'Book Test Drifted',
    offTrack: 'Book Test Off Track',
  };
  await orm.insert(userProfiles).values(
    Object.entries(planted).map(([key, sub]) => ({
      sub,
      userType: USER_TYPES.investor,
      track: TRACKS.active,
      email: `${sub}@bench.example`,
      name: names[key as keyof typeof planted],
      advisorSub,
    })),
  );
  // Everyone but noProfile has a recent profile; oldProfile's is 14 months old.
  const fourteenMonthsAgo = new Date(now);
  fourteenMonthsAgo.setUTCMonth(fourteenMonthsAgo.getUTCMonth() - 14);
  await orm.insert(riskProfiles).values(
    Object.values(planted)
      .filter((sub) => sub !== planted.noProfile)
      .map((sub) => ({
        investorSub: sub,
        questionnaireVersion: 1,
        answers: {},
        capacityScore: 50,
        capacityCategory: 'moderate' as const,
        toleranceScore: 50,
        toleranceCategory: 'moderate' as const,
        category: 'moderate' as const,
        drivers: [],
        takenAt: sub === planted.oldProfile ? fourteenMonthsAgo : now,
        consentAt: now,
      })),
  );
  // Cash: a lakh for idleCash (above ₹50,000), a little for the others.
  await orm.insert(paperAccounts).values(
    Object.values(planted).map((sub) => ({
      investorSub: sub,
      cashPaise: sub === planted.idleCash ? 1_00_000_00 : 1_000_00,
    })),
  );
  // drifted follows a 50/50 model of two stocks and holds only the first.
  const stocks = await orm
    .select({
      instrumentId: instruments.id,
      symbol: instruments.symbol,
      close: latestQuotes.close,
      date: latestQuotes.tradeDate,
    })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), isNotNull(latestQuotes.marketCap)))
    .orderBy(desc(latestQuotes.marketCap))
    .limit(2);
  const [first, second] = stocks;
  await orm.insert(modelPortfolios).values({
    modelId,
    advisorSub,
    name: 'Book test model',
    goalType: 'retirement',
    currentVersion: 1,
    createdAt: now,
    updatedAt: now,
  });
  await orm.insert(modelVersions).values({
    modelId,
    version: 1,
    stocks: [first!, second!].map((stock) => ({
      symbol: stock.symbol,
      instrumentId: stock.instrumentId,
      weightBp: 5_000,
    })),
    categories: ['moderate'],
    driftBandBp: 500,
    reviewDate: '2027-12-31',
    createdAt: now,
  });
  await orm
    .insert(modelAssignments)
    .values({ modelId, investorSub: planted.drifted, version: 1, assignedAt: now });
  const charges = chargesFor({
    side: 'BUY',
    valuePaise: 10 * first!.close,
    date: first!.date,
    dpCharge: false,
  });
  await orm.insert(paperTrades).values({
    tradeId: `book-test-${first!.symbol}`,
    investorSub: planted.drifted,
    exchange: 'NSE',
    symbol: first!.symbol,
    instrumentId: first!.instrumentId,
    side: 'BUY',
    quantity: 10,
    pricePaise: first!.close,
    tradeDate: first!.date,
    executedAt: now,
    charges,
    chargesPaise: charges.total,
    sttPaise: charges.stt,
  });
  // offTrack: a crore for a house, started two years ago, nothing put aside since.
  await orm.insert(goals).values({
    goalId: randomUUID(),
    investorSub: planted.offTrack,
    type: 'house',
    name: 'Flat in Pune',
    targetToday: 1_00_00_000_00,
    targetDate: '2030-01-01',
    inflationBp: 600,
    setAside: 0,
    stepUpBp: 0,
    createdOn: '2024-01-01',
    createdAt: now,
    updatedAt: now,
  });
  return { tradeValue: 10 * first!.close };
}

let tradeValue = 0;

beforeAll(async () => {
  world = await startDemoWorld(ARCHIVE, [
    seedKycDemo,
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedPortfolioDemo,
  ]);
  // Planted before the first request: nothing is in memory yet.
  ({ tradeValue } = await plant());
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const getBook = async (email: 'advisor@example.com' | 'advisor2@example.com' = ME) =>
  bookSchema.parse(await json(await world.app.call('GET', PATH, as(email)), 200));

const actionsOf = (book: Book, sub: string) =>
  book.actions.filter((action) => action.investor.id === sub);

describe('GET /api/advisor/book', () => {
  it('an investor is refused', async () => {
    const response = await world.app.call('GET', PATH, as('investor@example.com'));
    expect(response.status).toBe(403);
  });

  it("counts only the caller's clients; another adviser's client never appears", async () => {
    const book = await getBook();
    const neha = demoSubOf('neha@example.com');
    const text = JSON.stringify(book);
    expect(text).not.toContain(neha);
    const clients = await world.db.orm
      .select({ sub: userProfiles.sub })
      .from(userProfiles)
      .where(eq(userProfiles.advisorSub, demoSubOf(ME)));
    expect(book.clients).toBe(clients.length);
    expect(book.byStatus.reduce((sum, row) => sum + row.count, 0)).toBe(clients.length);
    expect(book.byRisk.reduce((sum, row) => sum + row.count, 0)).toBe(clients.length);
    expect(book.byRisk.find((row) => row.category === null)?.count).toBeGreaterThanOrEqual(1);
    // Vikram's book has neha and none of Priya's clients.
    const other = await getBook('advisor2@example.com');
    expect(JSON.stringify(other)).not.toContain(demoSubOf('investor@example.com'));
    expect(other.clients).toBeGreaterThanOrEqual(1);
  });

  it('adds holdings at the latest close and cash into the assets', async () => {
    const book = await getBook();
    expect(book.assets.totalPaise).toBe(book.assets.holdingsPaise + book.assets.cashPaise);
    expect(book.assets.holdingsPaise).toBeGreaterThanOrEqual(tradeValue);
    expect(book.asOf.archiveDate).toBe('2026-06-30');
    expect(book.asOf.dataUpdatedAt).not.toBeNull();
    expect(book.rules).toEqual({ reviewPeriodMonths: 12, idleCashThresholdPaise: 50_000_00 });
    const ranked = [...book.assets.top].sort((a, b) => b.valuePaise - a.valuePaise);
    expect(book.assets.top).toEqual(ranked);
  });

  it.each([
    [
      'no risk profile',
      planted.noProfile,
      'risk-profile',
      'No risk profile',
      '/advisor/investordetails',
    ],
    [
      'risk profile due',
      planted.oldProfile,
      'risk-profile',
      'due for renewal',
      '/advisor/investordetails',
    ],
    ['idle cash', planted.idleCash, 'idle-cash', 'Idle cash', '/advisor/investordetails'],
    ['drift outside the band', planted.drifted, 'drift', 'Drifted outside', '/advisor/baskets'],
    [
      'goal off track',
      planted.offTrack,
      'goal',
      'off track: Flat in Pune',
      '/advisor/investordetails',
    ],
    [
      'KYC waiting',
      demoSubOf('process@example.com'),
      'kyc',
      'KYC waiting',
      '/advisor/invstverification',
    ],
  ])('%s is an action that opens the right screen', async (_name, sub, kind, title, to) => {
    const book = await getBook();
    const found = actionsOf(book, sub).filter((action) => action.kind === kind);
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toContain(title);
    expect(found[0]!.opens.to).toBe(to);
    if (kind === 'drift') expect(found[0]!.opens.search).toEqual({ model: modelId });
    else expect(found[0]!.opens.search).toEqual({ investor: sub });
  });

  it('ranks by urgency, highest first', async () => {
    const { actions } = await getBook();
    for (let at = 1; at < actions.length; at += 1) {
      expect(actions[at - 1]!.urgency).toBeGreaterThanOrEqual(actions[at]!.urgency);
    }
  });

  it('is answered from memory until a write commits, then computed again', async () => {
    const first = await getBook();
    const again = await getBook();
    expect(again.computedAt).toBe(first.computedAt);
    const process = demoSubOf('process@example.com');
    const decided = await write(
      world.app,
      ME,
      'POST',
      `/api/advisor/investors/${process}/kyc/decision`,
      { decision: 'reject', reason: 'The PAN photo is blurred; please scan it again.' },
    );
    expect(decided.status, await decided.text()).toBe(200);
    const after = await getBook();
    expect(after.computedAt).not.toBe(first.computedAt);
    const kyc = actionsOf(after, process).filter((action) => action.kind === 'kyc');
    expect(kyc.map((action) => action.title)).toEqual(['KYC rejected']);
    expect(kyc[0]!.detail).toContain('PAN photo is blurred');
  });
});

describe('unanswered chat in the book (issue 18)', () => {
  it('lists a client’s messages the adviser has not answered, and drops them once answered', async () => {
    const sunita = demoSubOf('sunita@example.com');
    const chatActions = async () =>
      actionsOf(await getBook(), sunita).filter((action) => action.kind === 'chat');
    expect(await chatActions()).toEqual([]);

    for (const text of ['Is my FD maturity in the plan?', 'And the health cover renewal?']) {
      const sent = await write(world.app, 'sunita@example.com', 'POST', '/api/chat/messages', {
        clientMessageId: randomUUID(),
        text,
      });
      expect(sent.status, await sent.clone().text()).toBe(201);
    }
    const [waiting] = await chatActions();
    expect(waiting?.title).toBe('2 unanswered messages');
    expect(waiting?.urgency).toBe(60);
    expect(waiting?.opens.to).toBe('/advisor/chat');
    const threadId = waiting!.opens.search.thread!;
    // The conversation it opens is Sunita's with this adviser.
    const messages = await json<{ messages: { text: string }[] }>(
      await world.app.call('GET', `/api/chat/threads/${threadId}/messages`, as(ME)),
      200,
    );
    expect(messages.messages.map((m) => m.text)).toContain('And the health cover renewal?');
    // Another adviser's book never shows it.
    const other = await getBook('advisor2@example.com');
    expect(other.actions.some((action) => action.kind === 'chat')).toBe(false);

    const reply = await write(world.app, ME, 'POST', '/api/chat/messages', {
      clientMessageId: randomUUID(),
      threadId,
      text: 'Yes to both; I will add them to our review.',
    });
    expect(reply.status, await reply.clone().text()).toBe(201);
    expect(await chatActions()).toEqual([]);
  });
});
