import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedResearchCallsDemo } from '../../../server/modules/research/calls-demo-seed';
import { modelAssignments, modelVersions } from '../../../server/modules/research/tables';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { demoModelId, seedSuggestionsDemo } from '../../../server/modules/suggestions/demo-seed';
import { suggestions } from '../../../server/modules/suggestions/tables';
import type { SuggestionList } from '../../../src/features/suggestions/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import { removeTempDirs } from '../support/test-server';

// The suggestions demo seed (issue 16): the demo adviser's models and investor@'s suggestions,
// computed from the archive's prices, and the same on a second run.

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld(SMALL, [
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedResearchCallsDemo,
    seedSuggestionsDemo,
    seedSuggestionsDemo,
  ]);
}, 120_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

describe('suggestions demo seed', () => {
  it('gives investor@ a pending ₹1,00,000 suggestion of Steady large caps, once', async () => {
    const versions = await world.db.orm
      .select()
      .from(modelVersions)
      .where(eq(modelVersions.modelId, demoModelId(1)));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
    expect(versions.every((row) => row.stocks.length === 10)).toBe(true);
    const [assigned] = await world.db.orm
      .select()
      .from(modelAssignments)
      .where(eq(modelAssignments.investorSub, demoSubOf('investor@example.com')));
    expect(assigned).toMatchObject({ modelId: demoModelId(1), version: 2 });
    const [rows] = await world.db.orm
      .select({ n: count() })
      .from(suggestions)
      .where(eq(suggestions.modelId, demoModelId(1)));
    expect(rows?.n).toBe(1);

    const list = await json<SuggestionList>(
      await world.app.call('GET', '/api/investor/suggestions', as('investor@example.com')),
      200,
    );
    const model = list.suggestions.find((s) => s.model?.modelId === demoModelId(1))!;
    expect(model).toMatchObject({ kind: 'model', status: 'pending', demo: true });
    expect(model.title).toBe('Invest ₹1,00,000 in Steady large caps');
    expect(model.orders.length).toBeGreaterThan(0);
    expect(model.totals.buy + model.totals.charges).toBeLessThanOrEqual(1_00_000_00);
    const calls = list.suggestions.filter((s) => s.kind === 'call');
    if (calls.length > 0) {
      expect(calls.map((s) => s.status).sort()).toEqual(
        calls.length === 2 ? ['declined', 'pending'] : ['pending'],
      );
    }
  });
});
