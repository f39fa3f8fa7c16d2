import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/database';
import { instruments, latestQuotes } from '../../../server/db/schema';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { volatilityOf } from '../../../server/modules/baskets/market';
import { marketDayOf } from '../../../server/modules/baskets/service';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import {
  modelPortfolios,
  modelVersions,
  researchCalls,
} from '../../../server/modules/research/tables';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import { SMALL } from '../archive/support';
import { startDemoWorld, type DemoWorld } from '../support/demo-world';

// One server for a suggestions test file: the demo profiles (investor@ is Moderate, advisor@'s
// client; neha@ is advisor2@'s), a small archive (20 NSE stocks, 60 days to 2026-06-30), the
// paper accounts of investor@ and neha@ (₹10,00,000 each). Calls and models are written to
// the research tables directly, so these tests do not lean on the research routes.

export const ADVISOR = 'advisor@example.com';
export const INVESTOR = 'investor@example.com';

export interface Stock {
  symbol: string;
  instrumentId: number;
  close: number;
  volatility: number | null;
}

export interface SuggestionsWorld extends DemoWorld {
  /** Active NSE stocks priced ₹50 to ₹5,000, calmest first. */
  stocks: Stock[];
  day: string;
}

export async function startSuggestionsWorld(): Promise<SuggestionsWorld> {
  const { app, db } = await startDemoWorld(SMALL, [seedRiskProfileDemo, seedBrokerDemo]);
  const day = await marketDayOf(db.orm);
  const rows = await db.orm
    .select({ symbol: instruments.symbol, instrumentId: instruments.id, close: latestQuotes.close })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(and(eq(instruments.exchange, 'NSE'), eq(instruments.status, 'active')));
  const stocks: Stock[] = [];
  for (const row of rows.filter((r) => r.close >= 50_00 && r.close <= 5_000_00)) {
    const volatility = await volatilityOf(
      db.orm,
      [{ instrumentId: row.instrumentId, weightBp: 10_000 }],
      day,
    );
    stocks.push({ ...row, volatility });
  }
  stocks.sort(
    (a, b) => (a.volatility ?? 9) - (b.volatility ?? 9) || a.symbol.localeCompare(b.symbol),
  );
  return { app, db, stocks, day };
}

export async function makeCall(
  world: SuggestionsWorld,
  stock: Stock,
  over: Partial<{
    action: 'buy' | 'sell' | 'hold';
    categories: RiskCategoryId[];
    allocationBp: number;
    advisor: string;
  }> = {},
): Promise<string> {
  const callId = randomUUID();
  await world.db.orm.insert(researchCalls).values({
    callId,
    advisorSub: demoSubOf(over.advisor ?? ADVISOR),
    instrumentId: stock.instrumentId,
    symbol: stock.symbol,
    action: over.action ?? 'buy',
    entryPrice: stock.close,
    entryDate: world.day,
    targetPrice: Math.round(stock.close * 1.2),
    stopLoss: Math.round(stock.close * 0.9),
    horizonDays: 90,
    horizonDate: '2026-09-28',
    rationale: 'Earnings keep compounding and the valuation is reasonable.',
    categories: over.categories ?? ['moderate', 'moderately-aggressive', 'aggressive'],
    allocationBp: over.allocationBp ?? 500,
    createdAt: new Date(),
  });
  return callId;
}

export async function makeModel(
  world: SuggestionsWorld,
  stocks: readonly Stock[],
  categories: RiskCategoryId[] = ['moderate', 'moderately-aggressive', 'aggressive'],
): Promise<string> {
  const modelId = randomUUID();
  const now = new Date();
  await world.db.orm.insert(modelPortfolios).values({
    modelId,
    advisorSub: demoSubOf(ADVISOR),
    name: `Model ${modelId.slice(0, 8)}`,
    goalType: 'wealth',
    currentVersion: 1,
    createdAt: now,
    updatedAt: now,
  });
  await addVersion(world, modelId, 1, stocks, categories);
  return modelId;
}

/** Writes version `version` (equal weights) and makes it current. */
export async function addVersion(
  world: SuggestionsWorld,
  modelId: string,
  version: number,
  stocks: readonly Stock[],
  categories: RiskCategoryId[] = ['moderate', 'moderately-aggressive', 'aggressive'],
): Promise<void> {
  const base = Math.floor(10_000 / stocks.length);
  await world.db.orm.insert(modelVersions).values({
    modelId,
    version,
    stocks: stocks.map((stock, index) => ({
      symbol: stock.symbol,
      instrumentId: stock.instrumentId,
      weightBp: index === 0 ? 10_000 - base * (stocks.length - 1) : base,
    })),
    categories,
    driftBandBp: 500,
    reviewDate: '2027-06-30',
    note: `Version ${version}`,
    createdAt: new Date(),
  });
  await world.db.orm
    .update(modelPortfolios)
    .set({ currentVersion: version })
    .where(eq(modelPortfolios.modelId, modelId));
}

export const db = (world: SuggestionsWorld): Database => world.db;
