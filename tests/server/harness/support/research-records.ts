import { eq } from 'drizzle-orm';
import type { Database } from '../../../../server/db/database';
import { instrumentFor, latestTradeDate } from '../../../../server/modules/orders/market';
import {
  modelAssignments,
  modelPortfolios,
  modelVersions,
  researchCalls,
} from '../../../../server/modules/research/tables';
import { suggestions, suitabilityDecisions } from '../../../../server/modules/suggestions/tables';
import { demoUuid } from '../../../../server/services/demo-ids';
import { SUITABILITY_RULE_VERSION } from '../../../../src/domain/suitability';
import { ACCOUNTS, CALLERS, type Account } from './callers';

// Records of issue 16 that routes name by their own ids (`:callId`, `:modelId`, `:suggestionId`,
// and `:investorId` of a model's client), seeded by the harness itself like its backtest runs,
// so the authz matrix does not depend on what the demo seeds happen to hold: for each adviser
// caller (own and other) a research call, a model its first client follows and a second model
// (archived by the matrix's archive route, so it does not take the first from the other
// routes); for each investor caller (own and other) a pending suggestion from their adviser.

export const harnessCallId = (advisorSub: string): string =>
  demoUuid(`nivesh-harness-call:${advisorSub}`);

/** `archive`: the model the archive route retires; `main`: every other model route's. */
export const harnessModelId = (advisorSub: string, which: 'main' | 'archive' = 'main'): string =>
  demoUuid(`nivesh-harness-model:${which}:${advisorSub}`);

export const harnessSuggestionId = (investorSub: string): string =>
  demoUuid(`nivesh-harness-suggestion:${investorSub}`);

/** The adviser's first client in the harness's accounts (the one their models are assigned). */
export function firstClientOf(advisorSub: string): Account {
  const client = ACCOUNTS.find((account) => account.advisorSub === advisorSub);
  if (!client) throw new Error(`the harness has no client of ${advisorSub}`);
  return client;
}

/** The stock the records name: the first of the NIFTY 50 by symbol, in every demo archive. */
const SYMBOL = 'ADANIENT';

/**
 * The rows above, after the archive (calls and models name a stock) and the demo profiles.
 * Idempotent: a second run on the same database adds nothing.
 */
export async function seedHarnessResearch(db: Database): Promise<void> {
  const orm = db.orm;
  const stock = await instrumentFor(orm, 'NSE', SYMBOL);
  const day = await latestTradeDate(orm);
  if (!stock?.quote || !day) throw new Error(`the harness archive has no ${SYMBOL} price`);
  const price = stock.quote.close;
  const now = new Date();
  const horizonDate = new Date(Date.parse(`${day}T00:00:00Z`) + 90 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const adviser of [CALLERS.A.own, CALLERS.A.other]) {
    const advisorSub = adviser.sub;
    await orm
      .insert(researchCalls)
      .values({
        callId: harnessCallId(advisorSub),
        advisorSub,
        instrumentId: stock.id,
        symbol: stock.symbol,
        action: 'buy',
        entryPrice: price,
        entryDate: day,
        targetPrice: Math.round(price * 1.2),
        stopLoss: Math.round(price * 0.9),
        horizonDays: 90,
        horizonDate,
        rationale: 'Harness record: a buy call the authorization matrix names by its id.',
        categories: ['moderate', 'moderately-aggressive', 'aggressive'],
        allocationBp: 500,
        createdAt: now,
      })
      .onConflictDoNothing();
    for (const which of ['main', 'archive'] as const) {
      const modelId = harnessModelId(advisorSub, which);
      await orm
        .insert(modelPortfolios)
        .values({
          modelId,
          advisorSub,
          name: `Harness model (${which})`,
          goalType: 'retirement',
          currentVersion: 1,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      await orm
        .insert(modelVersions)
        .values({
          modelId,
          version: 1,
          stocks: [{ symbol: stock.symbol, instrumentId: stock.id, weightBp: 10_000 }],
          categories: ['moderate', 'moderately-aggressive', 'aggressive'],
          driftBandBp: 500,
          reviewDate: horizonDate,
          createdAt: now,
        })
        .onConflictDoNothing();
      await orm
        .insert(modelAssignments)
        .values({
          modelId,
          investorSub: firstClientOf(advisorSub).sub,
          version: 1,
          assignedAt: now,
        })
        .onConflictDoNothing();
    }
  }
  for (const investor of [CALLERS.I.own, CALLERS.I.other]) {
    const suggestionId = harnessSuggestionId(investor.sub);
    const advisorSub = investor.advisorSub;
    if (!advisorSub) throw new Error(`${investor.email} has no adviser`);
    const [exists] = await orm
      .select({ id: suggestions.suggestionId })
      .from(suggestions)
      .where(eq(suggestions.suggestionId, suggestionId));
    if (exists) continue;
    const callId = harnessCallId(advisorSub);
    const [decision] = await orm
      .insert(suitabilityDecisions)
      .values({
        advisorSub,
        investorSub: investor.sub,
        subjectKind: 'call',
        subjectId: callId,
        category: 'moderate',
        outcome: 'passed',
        ruleVersion: SUITABILITY_RULE_VERSION,
        findings: [],
        createdAt: now,
      })
      .returning({ id: suitabilityDecisions.id });
    await orm.insert(suggestions).values({
      suggestionId,
      advisorSub,
      investorSub: investor.sub,
      kind: 'call',
      callId,
      title: `Buy ${stock.symbol}`,
      orders: [{ symbol: stock.symbol, instrumentId: stock.id, side: 'BUY', quantity: 1, price }],
      marketDate: day,
      decisionId: decision!.id,
      createdAt: now,
    });
  }
}
