import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { Database } from '../../../server/db/database';
import { userProfiles } from '../../../server/db/schema';
import { identityAdminFor } from '../../../server/identity/admin';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { createLogger } from '../../../server/logger';
import { eraseDueAccounts, purgeExpiredRecords } from '../../../server/modules/account/deletion';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { documentStorageOf } from '../../../server/modules/documents/storage';
import { instrumentFor, latestTradeDate } from '../../../server/modules/orders/market';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
  researchCalls,
} from '../../../server/modules/research/tables';
import {
  suggestionOrders,
  suggestions,
  suitabilityDecisions,
} from '../../../server/modules/suggestions/tables';
import { addMissingProfiles } from '../../../server/services/profiles';
import { SUITABILITY_RULE_VERSION } from '../../../src/domain/suitability';
import { deletionAnswerSchema } from '../../../src/features/account/model/contract';
import { SMALL } from '../archive/support';
import { demo, startGatewayApp, tokenOf, type GatewayApp } from '../support/gateway-app';
import { removeTempDirs } from '../support/test-server';

// Issue 16's records in the account's export and deletion (issue 11, Deliver 8; SEBI IA
// Regulations, Reg. 19): an investor's suggestions, with their suitability checks, answers and
// placed orders, are in "Download my data"; erasing the account keeps them (migration 0021's
// foreign keys to user_profiles do not stop it) and the five-year purge deletes them, children
// first, leaving the adviser's own research calls and models.

let app: GatewayApp;
let db: Database;

const CLIENT = 'sunita@example.com';
const ADVISER = 'advisor@example.com';
const sub = demo(CLIENT).sub;
const advisorSub = demo(ADVISER).sub;
const callId = randomUUID();
const modelId = randomUUID();
const accepted = randomUUID();
const declined = randomUUID();

beforeAll(async () => {
  app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, { ...SMALL, days: 30 });
        await seedBrokerDemo(opened);
      },
    ],
  });
  const stock = await instrumentFor(db.orm, 'NSE', 'ADANIENT');
  const day = await latestTradeDate(db.orm);
  if (!stock?.quote || !day) throw new Error('the small archive has no ADANIENT price');
  const price = stock.quote.close;
  const at = new Date(`${day}T12:00:00+05:30`);
  await db.orm.insert(researchCalls).values({
    callId,
    advisorSub,
    instrumentId: stock.id,
    symbol: stock.symbol,
    action: 'buy',
    entryPrice: price,
    entryDate: day,
    targetPrice: Math.round(price * 1.15),
    stopLoss: Math.round(price * 0.92),
    horizonDays: 180,
    horizonDate: day,
    rationale: 'Test call: steady order book and falling debt over the last four quarters.',
    categories: ['conservative', 'moderate'],
    allocationBp: 300,
    createdAt: at,
  });
  await db.orm.insert(modelPortfolios).values({
    modelId,
    advisorSub,
    name: 'Test income model',
    goalType: 'retirement',
    currentVersion: 1,
    createdAt: at,
    updatedAt: at,
  });
  await db.orm.insert(modelVersions).values({
    modelId,
    version: 1,
    stocks: [{ symbol: stock.symbol, instrumentId: stock.id, weightBp: 10_000 }],
    categories: ['conservative'],
    driftBandBp: 500,
    reviewDate: day,
    createdAt: at,
  });
  await db.orm
    .insert(modelAssignments)
    .values({ modelId, investorSub: sub, version: 1, assignedAt: at });
  const decide = async (
    outcome: 'passed' | 'blocked' | 'overridden',
    justification: string | null = null,
  ) => {
    const [row] = await db.orm
      .insert(suitabilityDecisions)
      .values({
        advisorSub,
        investorSub: sub,
        subjectKind: 'call',
        subjectId: callId,
        category: 'conservative',
        outcome,
        ruleVersion: SUITABILITY_RULE_VERSION,
        findings:
          outcome === 'passed'
            ? []
            : [
                {
                  rule: 'single-stock',
                  limit: '5 %',
                  actual: '8 %',
                  detail: `${stock.symbol} would be 8 % of Sunita’s portfolio; Conservative allows 5 % in one stock.`,
                },
              ],
        justification,
        createdAt: at,
      })
      .returning({ id: suitabilityDecisions.id });
    return row!.id;
  };
  const order = { symbol: stock.symbol, instrumentId: stock.id, side: 'BUY' as const, price };
  await db.orm.insert(suggestions).values({
    suggestionId: accepted,
    advisorSub,
    investorSub: sub,
    kind: 'call',
    callId,
    title: `Buy ${stock.symbol}`,
    orders: [{ ...order, quantity: 3 }],
    marketDate: day,
    decisionId: await decide('passed'),
    status: 'accepted',
    createdAt: at,
    respondedAt: at,
  });
  await db.orm.insert(suggestionOrders).values({
    suggestionId: accepted,
    symbol: stock.symbol,
    side: 'BUY',
    instrumentId: stock.id,
    quantity: 3,
    price,
    orderId: randomUUID(),
    status: 'COMPLETE',
    charges: 1_500,
    updatedAt: at,
  });
  await decide('blocked');
  await db.orm.insert(suggestions).values({
    suggestionId: declined,
    advisorSub,
    investorSub: sub,
    kind: 'call',
    callId,
    title: `Buy more ${stock.symbol}`,
    orders: [{ ...order, quantity: 5 }],
    marketDate: day,
    decisionId: await decide(
      'overridden',
      'She asked for more of it after our review; the rest of her money stays in deposits.',
    ),
    status: 'declined',
    declineReason: 'Enough of one company for me',
    createdAt: new Date(at.getTime() + 60_000),
    respondedAt: new Date(at.getTime() + 120_000),
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await removeTempDirs();
});

describe("the investor's export", () => {
  it('holds their suggestions with each suitability check, their answer and the orders placed', async () => {
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf(CLIENT),
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const json = strFromU8(files['account.json']!);
    const account = JSON.parse(json) as {
      suggestions: Array<{
        suggestionId: string;
        from: string | null;
        status: string;
        declineReason: string | null;
        suitability: { outcome: string; ruleVersion: string; justification: string | null };
        ordersPlaced: Array<{ quantity: number; status: string }>;
      }>;
      suitabilityChecks: Array<{ outcome: string }>;
    };
    expect(account.suggestions.map((row) => row.suggestionId)).toEqual([accepted, declined]);
    const [yes, no] = account.suggestions;
    expect(yes).toMatchObject({
      from: demo(ADVISER).name,
      status: 'accepted',
      suitability: { outcome: 'passed', ruleVersion: SUITABILITY_RULE_VERSION },
      ordersPlaced: [{ quantity: 3, status: 'COMPLETE' }],
    });
    expect(no).toMatchObject({
      status: 'declined',
      declineReason: 'Enough of one company for me',
      suitability: { outcome: 'overridden' },
      ordersPlaced: [],
    });
    expect(no?.suitability.justification).toMatch(/after our review/);
    // Every check made on them, the one that blocked a suggestion (never sent) included.
    expect(account.suitabilityChecks.map((check) => check.outcome)).toEqual([
      'passed',
      'blocked',
      'overridden',
    ]);
    const csv = strFromU8(files['suggestions.csv']!).split('\r\n');
    expect(csv[0]).toBe(
      'Sent at,Suggestion id,From,Kind,Title,Amount (INR),Orders planned,Suitability check,' +
        'Risk category then,Rule version,Your answer,Answered at,Reason you gave,Orders placed',
    );
    expect(csv.filter((line) => line !== '')).toHaveLength(3);
    expect(csv[2]).toContain('Enough of one company for me');
    expect(strFromU8(files['README.txt']!)).toContain('suggestions.csv');
    // Nothing of another client of the same adviser.
    expect(json).not.toContain(demo('investor@example.com').sub);
  });

  it("is empty of suggestions for an investor who has none, with the CSV's header", async () => {
    const response = await app.call('GET', '/api/investor/account/export', {
      token: tokenOf('neha@example.com'),
    });
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const account = JSON.parse(strFromU8(files['account.json']!)) as { suggestions: unknown[] };
    expect(account.suggestions).toEqual([]);
    expect(strFromU8(files['suggestions.csv']!).split('\r\n')[0]).toMatch(/^Sent at,/);
  });
});

describe('erasing an investor with suggestions', () => {
  const storage = () => documentStorageOf(app.server.config);
  const rowsOf = async () => ({
    suggestions: await db.orm.select().from(suggestions).where(eq(suggestions.investorSub, sub)),
    decisions: await db.orm
      .select()
      .from(suitabilityDecisions)
      .where(eq(suitabilityDecisions.investorSub, sub)),
    legs: await db.orm
      .select()
      .from(suggestionOrders)
      .where(eq(suggestionOrders.suggestionId, accepted)),
    assignments: await db.orm
      .select()
      .from(modelAssignments)
      .where(eq(modelAssignments.investorSub, sub)),
  });

  it('keeps them for five years, then deletes them and leaves the adviser’s research', async () => {
    const requested = await app.call('POST', '/api/investor/account/deletion', {
      token: tokenOf(CLIENT),
      body: { confirm: 'DELETE' },
    });
    expect(requested.status).toBe(202);
    const { dueAt, kept } = deletionAnswerSchema.parse(await requested.json());
    expect(kept.join(' ')).toMatch(/suggestions/);
    const at = new Date(Date.parse(dueAt) + 60_000);
    const erasure = {
      db,
      logger: createLogger('silent'),
      storage: storage(),
      identity: identityAdminFor(app.server.config.identity, 'local'),
      sendNotice: () => Promise.resolve(),
    };
    expect(await eraseDueAccounts(erasure, at)).toEqual([sub]);

    const kept5 = await rowsOf();
    expect(kept5.suggestions).toHaveLength(2);
    expect(kept5.decisions).toHaveLength(3);
    expect(kept5.legs).toHaveLength(1);
    // Still on record, no longer following the model: no rebalance goes to an erased account.
    expect(kept5.assignments).toHaveLength(1);
    expect(kept5.assignments[0]?.removedAt?.toISOString()).toBe(at.toISOString());

    const fiveYears = new Date(at);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);
    const purge = { db, storage: storage(), logger: createLogger('silent') };
    expect(await purgeExpiredRecords(purge, new Date(fiveYears.getTime() - 1000))).toEqual([]);
    expect((await rowsOf()).suggestions).toHaveLength(2);
    expect(await purgeExpiredRecords(purge, fiveYears)).toEqual([sub]);
    expect(await rowsOf()).toEqual({ suggestions: [], decisions: [], legs: [], assignments: [] });
    expect(await db.orm.select().from(userProfiles).where(eq(userProfiles.sub, sub))).toEqual([]);
    // The adviser's own records stay theirs.
    expect(
      await db.orm.select().from(researchCalls).where(eq(researchCalls.callId, callId)),
    ).toHaveLength(1);
    expect(
      await db.orm.select().from(modelVersions).where(eq(modelVersions.modelId, modelId)),
    ).toHaveLength(1);
  });
});
