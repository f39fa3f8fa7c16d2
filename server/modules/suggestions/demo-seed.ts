import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RiskCategoryId } from '../../../src/domain/risk-categories';
import type { Database, Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { volatilityOf } from '../baskets/market';
import { marketDayOf } from '../baskets/service';
import { capBands } from '../research/cap-bands';
import {
  modelPortfolios,
  modelVersions,
  researchCalls,
  type StoredModelStock,
} from '../research/tables';
import { derivedId, sendSuggestions } from './service';
import { quotesOf } from './store';
import { suggestions } from './tables';
import { instruments, latestQuotes } from '../../db/schema';

// Demo data (local mode, idempotent; issue 16): the demo adviser's two model portfolios, written
// to the research tables as an adviser would have made them ("Steady large caps", two versions,
// for Moderate and up; "Emerging leaders", mid and small caps, Aggressive only), and
// investor@'s (Moderate) suggestions sent with the same code as the API: the large-cap model
// for ₹1,00,000 (pending), and when the research calls' demo has made open buy calls for
// Moderate clients, one of them pending and another declined a week ago with a reason. Every
// figure is computed from the archive's prices, none typed. Runs after the calls' demo seed.

const ADVISER = 'advisor@example.com';
const INVESTOR = 'investor@example.com';
const DAY_MS = 86_400_000;

export const demoModelId = (n: number) => demoUuid(`nivesh-demo-model:${demoSubOf(ADVISER)}:${n}`);
const demoSendId = (name: string) => demoUuid(`nivesh-demo-send:${name}`);

const MODERATE_UP: RiskCategoryId[] = ['moderate', 'moderately-aggressive', 'aggressive'];

interface Ranked {
  instrumentId: number;
  symbol: string;
  band: 'large' | 'mid' | 'small';
}

/** NSE stocks that trade, with a price and a band, largest first. */
async function rankedStocks(orm: Orm): Promise<Ranked[]> {
  const bands = await capBands(orm);
  const rows = await orm
    .select({ instrumentId: instruments.id, symbol: instruments.symbol })
    .from(instruments)
    .innerJoin(latestQuotes, eq(latestQuotes.instrumentId, instruments.id))
    .where(
      and(
        eq(instruments.exchange, 'NSE'),
        eq(instruments.status, 'active'),
        sql`${latestQuotes.marketCap} is not null`,
      ),
    )
    .orderBy(desc(latestQuotes.marketCap), instruments.symbol);
  return rows.flatMap((row) => {
    const band = bands.get(row.symbol);
    return band ? [{ ...row, band }] : [];
  });
}

/** The calmest `n` of the candidates (a year's volatility), in their order of size. */
async function calmest(orm: Orm, candidates: readonly Ranked[], n: number, day: string) {
  const scored: { stock: Ranked; volatility: number; at: number }[] = [];
  for (const [at, stock] of candidates.entries()) {
    const volatility = await volatilityOf(
      orm,
      [{ instrumentId: stock.instrumentId, weightBp: 10_000 }],
      day,
    );
    scored.push({ stock, volatility: volatility ?? Number.POSITIVE_INFINITY, at });
  }
  return scored
    .sort((a, b) => a.volatility - b.volatility)
    .slice(0, n)
    .sort((a, b) => a.at - b.at)
    .map((item) => item.stock);
}

const equalWeights = (stocks: readonly Ranked[]): StoredModelStock[] => {
  const base = Math.floor(10_000 / stocks.length);
  return stocks.map((stock, index) => ({
    symbol: stock.symbol,
    instrumentId: stock.instrumentId,
    weightBp: base + (index < 10_000 - base * stocks.length ? 1 : 0),
  }));
};

async function seedModels(orm: Orm, day: string, now: Date): Promise<boolean> {
  const advisorSub = demoSubOf(ADVISER);
  const ids = [demoModelId(1), demoModelId(2)];
  const existing = await orm
    .select({ modelId: modelPortfolios.modelId })
    .from(modelPortfolios)
    .where(inArray(modelPortfolios.modelId, ids));
  if (existing.length === ids.length) return true;
  const ranked = await rankedStocks(orm);
  const large = ranked.filter((stock) => stock.band === 'large');
  const picked = await calmest(orm, large.slice(0, 40), 11, day);
  if (picked.length < 11) return false;
  const first = picked.slice(0, 10);
  const [out, incoming] = [first[first.length - 1]!, picked[10]!];
  const second = [...first.slice(0, 9), incoming];
  const midSmall = [
    ...ranked.filter((stock) => stock.band === 'mid').slice(0, 4),
    ...ranked.filter((stock) => stock.band === 'small').slice(0, 4),
  ];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const review = new Date(now.getTime() + 180 * DAY_MS).toISOString().slice(0, 10);

  await orm.transaction(async (tx: Orm) => {
    if (!existing.some((row) => row.modelId === ids[0])) {
      await tx.insert(modelPortfolios).values({
        modelId: ids[0]!,
        advisorSub,
        name: 'Steady large caps',
        goalType: 'retirement',
        currentVersion: 2,
        createdAt: at(60),
        updatedAt: at(20),
        demo: true,
      });
      await tx.insert(modelVersions).values([
        {
          modelId: ids[0]!,
          version: 1,
          stocks: equalWeights(first),
          categories: MODERATE_UP,
          driftBandBp: 500,
          reviewDate: review,
          note: 'Ten of the calmest large caps, 10 % each: a steady core for long-term goals.',
          createdAt: at(60),
        },
        {
          modelId: ids[0]!,
          version: 2,
          stocks: equalWeights(second),
          categories: MODERATE_UP,
          driftBandBp: 500,
          reviewDate: review,
          note: `Replaced ${out.symbol} with ${incoming.symbol}: ${incoming.symbol} has been the steadier of the two over the past year.`,
          createdAt: at(20),
        },
      ]);
    }
    if (!existing.some((row) => row.modelId === ids[1]) && midSmall.length >= 2) {
      await tx.insert(modelPortfolios).values({
        modelId: ids[1]!,
        advisorSub,
        name: 'Emerging leaders',
        goalType: 'retirement',
        currentVersion: 1,
        createdAt: at(45),
        updatedAt: at(45),
        demo: true,
      });
      await tx.insert(modelVersions).values({
        modelId: ids[1]!,
        version: 1,
        stocks: equalWeights(midSmall),
        categories: ['aggressive'],
        driftBandBp: 800,
        reviewDate: review,
        note: 'Mid and small caps with room to grow: for Aggressive clients with a long horizon.',
        createdAt: at(45),
      });
    }
  });
  return true;
}

/** Sends with the API's code; a client the rules block gets it with the demo's justification. */
async function demoSend(
  orm: Orm,
  name: string,
  source: Parameters<typeof sendSuggestions>[2]['source'],
  at: Date,
): Promise<string | null> {
  const advisorSub = demoSubOf(ADVISER);
  const investorSub = demoSubOf(INVESTOR);
  const sendId = demoSendId(name);
  const id = derivedId(sendId, investorSub);
  const [done] = await orm
    .select({ id: suggestions.suggestionId })
    .from(suggestions)
    .where(eq(suggestions.suggestionId, id));
  if (done) return null;
  const [advisor] = await orm.select().from(userProfiles).where(eq(userProfiles.sub, advisorSub));
  if (!advisor) return null;
  const body = { sendId, source, to: { investorIds: [investorSub] } };
  await orm.transaction(async (tx: Orm) => {
    try {
      await tx.transaction((savepoint: Orm) =>
        sendSuggestions(savepoint, advisor, body, at, { demo: true }),
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'unsuitable') throw error;
      await sendSuggestions(
        tx,
        advisor,
        {
          ...body,
          justification:
            'Demo: discussed with the client, who wants this exposure and understands the risk.',
        },
        at,
        { demo: true },
      );
    }
  });
  return id;
}

export async function seedSuggestionsDemo(db: Database): Promise<void> {
  const orm = db.orm;
  const now = new Date();
  const day = await marketDayOf(orm);
  if (!(await seedModels(orm, day, now))) return;
  await demoSend(
    orm,
    'steady-large-caps',
    { kind: 'model', modelId: demoModelId(1), amount: 1_00_000_00 },
    new Date(now.getTime() - 2 * DAY_MS),
  );

  // Two of the research calls' demo open buy calls that suit a Moderate client, newest first.
  const calls = await orm
    .select({ callId: researchCalls.callId, instrumentId: researchCalls.instrumentId })
    .from(researchCalls)
    .where(
      and(
        eq(researchCalls.advisorSub, demoSubOf(ADVISER)),
        eq(researchCalls.demo, true),
        eq(researchCalls.status, 'open'),
        eq(researchCalls.action, 'buy'),
        sql`'moderate' = any(${researchCalls.categories})`,
      ),
    )
    .orderBy(desc(researchCalls.createdAt))
    .limit(2);
  const priced = await quotesOf(
    orm,
    calls.map((call) => call.instrumentId),
  );
  const usable = calls.filter((call) => (priced.get(call.instrumentId)?.close ?? 0) > 0);
  if (usable[0]) {
    await demoSend(
      orm,
      'call-pending',
      { kind: 'call', callId: usable[0].callId },
      new Date(now.getTime() - DAY_MS),
    );
  }
  if (usable[1]) {
    const sentAt = new Date(now.getTime() - 9 * DAY_MS);
    const id = await demoSend(
      orm,
      'call-declined',
      { kind: 'call', callId: usable[1].callId },
      sentAt,
    );
    if (id) {
      await orm
        .update(suggestions)
        .set({
          status: 'declined',
          respondedAt: new Date(now.getTime() - 7 * DAY_MS),
          declineReason: 'I already hold enough of this sector through my basket.',
        })
        .where(and(eq(suggestions.suggestionId, id), eq(suggestions.status, 'pending')));
    }
  }
}
