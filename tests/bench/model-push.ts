import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import type { Orm } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { instruments, latestQuotes, userProfiles } from '../../server/db/schema';
import { demoProfiles, demoSubOf } from '../../server/identity/seed/demo-accounts';
import { marketDayOf } from '../../server/modules/baskets/service';
import { brokerLinks, paperAccounts } from '../../server/modules/broker/tables';
import { paperTrades } from '../../server/modules/orders/tables';
import { modelPortfolios, modelVersions } from '../../server/modules/research/tables';
import { riskProfiles } from '../../server/modules/risk-profile/tables';
import { sendSuggestions, suggestRebalances } from '../../server/modules/suggestions/service';
import { addMissingProfiles } from '../../server/services/profiles';
import { TRACKS, USER_TYPES } from '../../server/services/tracks';
import { chargesFor } from '../../src/features/portfolio/model/charges';

// Issue 16, "Tests and bench": pushing a model portfolio to 500 clients of one adviser, budget
// 2 s: the send (POST /api/advisor/suggestions' work: categories, accounts, plans, suitability,
// decisions, suggestions, notices, assignments) and a model update (suggestRebalances: each
// client's sleeve rebalanced to the new version). A bench-only PGlite folder: a generated
// archive of 500 NSE stocks over a year and a month, 500 Moderate clients each holding ten of
// the model's stocks. Alone: npx tsx tests/bench/model-push.ts

const BUDGET_MS = 2_000;
const CLIENTS = 500;
const RUNS = 3;

async function setUp(orm: Orm) {
  await addMissingProfiles(orm, demoProfiles());
  const advisorSub = demoSubOf('advisor@example.com');
  const day = await marketDayOf(orm);
  const stocks = await orm
    .select({ instrumentId: instruments.id, symbol: instruments.symbol, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.exchange, 'NSE'),
        eq(instruments.status, 'active'),
        isNotNull(latestQuotes.marketCap),
      ),
    )
    .orderBy(desc(latestQuotes.marketCap))
    .limit(14);
  const now = new Date();
  const subs = Array.from(
    { length: CLIENTS },
    (_, i) => `bench-client-${String(i).padStart(4, '0')}`,
  );
  await orm.insert(userProfiles).values(
    subs.map((sub, i) => ({
      sub,
      userType: USER_TYPES.investor,
      track: TRACKS.active,
      email: `client${i}@bench.example`,
      name: `Client ${i}`,
      advisorSub,
    })),
  );
  await orm.insert(riskProfiles).values(
    subs.map((sub) => ({
      investorSub: sub,
      questionnaireVersion: 1,
      answers: {},
      capacityScore: 50,
      capacityCategory: 'moderate' as const,
      toleranceScore: 50,
      toleranceCategory: 'moderate' as const,
      category: 'moderate' as const,
      drivers: [],
      consentAt: now,
    })),
  );
  await orm
    .insert(brokerLinks)
    .values(subs.map((sub) => ({ investorSub: sub, broker: 'paper' as const, accountId: sub })));
  await orm
    .insert(paperAccounts)
    .values(subs.map((sub) => ({ investorSub: sub, cashPaise: 5_00_000_00 })));
  // Each client holds the first ten stocks, a few shares each, bought on the latest day.
  const held = stocks.slice(0, 10);
  for (let from = 0; from < subs.length; from += 100) {
    await orm.insert(paperTrades).values(
      subs.slice(from, from + 100).flatMap((sub, i) =>
        held.map((stock, j) => {
          const quantity = 3 + ((i + j) % 7);
          const charges = chargesFor({
            side: 'BUY',
            valuePaise: quantity * stock.close,
            date: day,
            dpCharge: false,
          });
          return {
            tradeId: `${sub}-${stock.symbol}`,
            investorSub: sub,
            exchange: 'NSE' as const,
            symbol: stock.symbol,
            instrumentId: stock.instrumentId,
            side: 'BUY' as const,
            quantity,
            pricePaise: stock.close,
            tradeDate: day,
            executedAt: now,
            charges,
            chargesPaise: charges.total,
            sttPaise: charges.stt,
          };
        }),
      ),
    );
  }
  return { advisorSub, stocks, subs };
}

async function addModel(
  orm: Orm,
  advisorSub: string,
  stocks: { instrumentId: number; symbol: string }[],
) {
  const modelId = randomUUID();
  const now = new Date();
  await orm.insert(modelPortfolios).values({
    modelId,
    advisorSub,
    name: `Bench ${modelId.slice(0, 6)}`,
    goalType: 'retirement',
    currentVersion: 1,
    createdAt: now,
    updatedAt: now,
  });
  await orm.insert(modelVersions).values({
    modelId,
    version: 1,
    stocks: stocks.map((stock) => ({ ...stock, weightBp: 1_000 })),
    categories: ['moderate', 'moderately-aggressive', 'aggressive'],
    driftBandBp: 500,
    reviewDate: '2027-12-31',
    createdAt: now,
  });
  return modelId;
}

export async function measureModelPush() {
  const dataDir = await mkdtemp(join(tmpdir(), 'nivesh-bench-model-push-'));
  try {
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      await ensureDemoArchive(db, {
        seed: 'bench-model-push',
        symbols: 500,
        days: 280,
        endDate: '2026-11-20',
      });
      const { advisorSub, stocks, subs } = await setUp(db.orm);
      const [advisor] = await db.orm
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.sub, advisorSub));
      const send: number[] = [];
      const update: number[] = [];
      let sent = 0;
      let rebalanced = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const modelId = await addModel(db.orm, advisorSub, stocks.slice(0, 10));
        let start = performance.now();
        const answer = await db.orm.transaction((tx: Orm) =>
          sendSuggestions(
            tx,
            advisor!,
            {
              sendId: randomUUID(),
              source: { kind: 'model', modelId, amount: 1_00_000_00 },
              to: { investorIds: subs },
              justification: 'Bench: sent to every client whatever the rules say.',
            },
            new Date(),
          ),
        );
        send.push(performance.now() - start);
        sent = answer.suggestions.length;
        // Version 2 swaps two stocks; every client holds the old ones: a rebalance each.
        await db.orm.insert(modelVersions).values({
          modelId,
          version: 2,
          stocks: [...stocks.slice(0, 8), ...stocks.slice(10, 12)].map((stock) => ({
            symbol: stock.symbol,
            instrumentId: stock.instrumentId,
            weightBp: 1_000,
          })),
          categories: ['moderate', 'moderately-aggressive', 'aggressive'],
          driftBandBp: 500,
          reviewDate: '2027-12-31',
          createdAt: new Date(),
        });
        await db.orm
          .update(modelPortfolios)
          .set({ currentVersion: 2 })
          .where(eq(modelPortfolios.modelId, modelId));
        start = performance.now();
        const report = await db.orm.transaction((tx: Orm) =>
          suggestRebalances(tx, advisorSub, modelId, 2, new Date()),
        );
        update.push(performance.now() - start);
        rebalanced = report.sent + report.notSent.length;
      }
      return { send, update, sent, rebalanced };
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ms: number) => (ms <= BUDGET_MS ? 'within budget' : 'OVER BUDGET');

export async function benchModelPush(): Promise<void> {
  console.log(
    `\nModel push (issue 16): ${CLIENTS} clients of one adviser, bench-only PGlite folder`,
  );
  const result = await measureModelPush();
  const send = median(result.send);
  const update = median(result.update);
  console.log(
    `  send a model to ${result.sent} clients (POST /api/advisor/suggestions' work), median of ${RUNS}   ` +
      `${send.toFixed(0)} ms / budget ${BUDGET_MS} ms ${verdict(send)}`,
  );
  console.log(
    `  model update, rebalances for ${result.rebalanced} clients (suggestRebalances), median of ${RUNS}   ` +
      `${update.toFixed(0)} ms / budget ${BUDGET_MS} ms ${verdict(update)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchModelPush();
