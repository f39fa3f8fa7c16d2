import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ensureDemoArchive } from '../../server/archive/demo-archive';
import type { Database } from '../../server/db/database';
import { instruments, latestQuotes, userProfiles } from '../../server/db/schema';
import { demoProfiles, demoSubOf } from '../../server/identity/seed/demo-accounts';
import { brokerLinks, paperAccounts } from '../../server/modules/broker/tables';
import { goals } from '../../server/modules/goals/tables';
import { kycRecords } from '../../server/modules/kyc/tables';
import { paperTrades } from '../../server/modules/orders/tables';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
} from '../../server/modules/research/tables';
import { riskProfiles } from '../../server/modules/risk-profile/tables';
import { addMissingProfiles } from '../../server/services/profiles';
import { TRACKS, USER_TYPES } from '../../server/services/tracks';
import { chargesFor } from '../../src/features/portfolio/model/charges';
import { serveForBench } from './bench-server';

// The server of the client-book bench (tests/bench/book-api.ts starts it in a process of its
// own, so autocannon does not share its event loop): the real server on a bench-only PGlite
// folder (DATA_DIR), a generated archive, the demo profiles, and 500 clients of the demo
// adviser seeded directly: risk profiles (a tenth 14 months old, a twentieth missing), paper
// accounts with cash, five stocks held each, KYC awaiting review for 20, a model followed by
// 100, and a goal for 50. Prints "listening <url>" once it answers; SIGTERM stops it.

export const BOOK_CLIENTS = 500;
const MODEL_ID = '7d3c1b0a-9e8f-4a6b-8c5d-4e3f2a1b0c9d';

async function seedBook(db: Database) {
  const orm = db.orm;
  await ensureDemoArchive(db, {
    seed: 'bench-book',
    symbols: 200,
    days: 280,
    endDate: '2026-11-20',
  });
  await addMissingProfiles(orm, demoProfiles());
  const advisorSub = demoSubOf('advisor@example.com');
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
    .limit(40);
  const now = new Date();
  const old = new Date(now);
  old.setUTCMonth(old.getUTCMonth() - 14);
  const subs = Array.from(
    { length: BOOK_CLIENTS },
    (_, i) => `bench-book-${String(i).padStart(4, '0')}`,
  );
  await orm.insert(userProfiles).values(
    subs.map((sub, i) => ({
      sub,
      userType: USER_TYPES.investor,
      track: i < 20 ? TRACKS.kycInProcess : i % 50 === 0 ? TRACKS.brokerPending : TRACKS.active,
      email: `${sub}@bench.example`,
      name: `Bench Client ${i}`,
      advisorSub,
    })),
  );
  const categories = ['conservative', 'moderate', 'moderately-aggressive', 'aggressive'] as const;
  await orm.insert(riskProfiles).values(
    subs
      .filter((_, i) => i % 20 !== 7)
      .map((sub, i) => {
        const category = categories[i % categories.length]!;
        return {
          investorSub: sub,
          questionnaireVersion: 1,
          answers: {},
          capacityScore: 50,
          capacityCategory: category,
          toleranceScore: 50,
          toleranceCategory: category,
          category,
          drivers: [],
          takenAt: i % 10 === 3 ? old : now,
          consentAt: now,
        };
      }),
  );
  await orm.insert(kycRecords).values(
    subs.slice(0, 20).map((sub) => ({
      investorSub: sub,
      status: 'submitted' as const,
      details: {} as never,
      submittedAt: now,
    })),
  );
  await orm
    .insert(brokerLinks)
    .values(subs.map((sub) => ({ investorSub: sub, broker: 'paper' as const, accountId: sub })));
  await orm
    .insert(paperAccounts)
    .values(subs.map((sub, i) => ({ investorSub: sub, cashPaise: (i % 12) * 10_000_00 })));
  for (let from = 0; from < subs.length; from += 100) {
    await orm.insert(paperTrades).values(
      subs.slice(from, from + 100).flatMap((sub, k) =>
        Array.from({ length: 5 }, (_, j) => {
          const stock = stocks[(from + k + j * 7) % stocks.length]!;
          const quantity = 2 + ((from + k + j) % 9);
          const charges = chargesFor({
            side: 'BUY',
            valuePaise: quantity * stock.close,
            date: stock.date,
            dpCharge: false,
          });
          return {
            tradeId: `${sub}-${j}`,
            investorSub: sub,
            exchange: 'NSE' as const,
            symbol: stock.symbol,
            instrumentId: stock.instrumentId,
            side: 'BUY' as const,
            quantity,
            pricePaise: stock.close,
            tradeDate: stock.date,
            executedAt: now,
            charges,
            chargesPaise: charges.total,
            sttPaise: charges.stt,
          };
        }),
      ),
    );
  }
  await orm.insert(modelPortfolios).values({
    modelId: MODEL_ID,
    advisorSub,
    name: 'Bench model',
    goalType: 'retirement',
    currentVersion: 1,
    createdAt: now,
    updatedAt: now,
  });
  await orm.insert(modelVersions).values({
    modelId: MODEL_ID,
    version: 1,
    stocks: stocks.slice(0, 10).map((stock) => ({
      symbol: stock.symbol,
      instrumentId: stock.instrumentId,
      weightBp: 1_000,
    })),
    categories: ['moderate'],
    driftBandBp: 500,
    reviewDate: '2027-12-31',
    createdAt: now,
  });
  await orm.insert(modelAssignments).values(
    subs.slice(100, 200).map((sub) => ({
      modelId: MODEL_ID,
      investorSub: sub,
      version: 1,
      assignedAt: now,
    })),
  );
  await orm.insert(goals).values(
    subs.slice(200, 250).map((sub, i) => ({
      goalId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      investorSub: sub,
      type: 'retirement' as const,
      name: 'Retirement',
      targetToday: (20 + i) * 1_00_000_00,
      targetDate: '2040-04-01',
      inflationBp: 600,
      setAside: (i % 5) * 2_00_000_00,
      stepUpBp: 500,
      createdOn: '2025-04-01',
      createdAt: now,
      updatedAt: now,
    })),
  );
}

const main = () => serveForBench([seedBook]);

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
