import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedDocumentsDemo } from '../../../server/modules/documents/demo-seed';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedKycDemo } from '../../../server/modules/kyc/demo-seed';
import { seedPortfolioDemo } from '../../../server/modules/portfolio/demo-seed';
import { seedResearchCallsDemo } from '../../../server/modules/research/calls-demo-seed';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { seedSuggestionsDemo } from '../../../server/modules/suggestions/demo-seed';
import {
  clientActivitySchema,
  investorOverviewSchema,
  type InvestorOverview,
} from '../../../src/features/advisor-book/model/details-contract';
import type { Goal } from '../../../src/features/goals/model/contract';
import type { Holdings, PortfolioSummary } from '../../../src/features/portfolio/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail } from '../support/gateway-app';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// Investor details over HTTP on the real server and database (issue 15, Deliver 3): the demo
// investor's overview agrees with the owning modules' own answers to the investor, only the
// adviser's own clients are answered, and the activity lists only the caller's actions on the
// client (which the client sees too).

const ADVISER = 'advisor@example.com';
const INVESTOR = 'investor@example.com';
const investorId = demoSubOf(INVESTOR);
const overviewPath = (id: string) => `/api/advisor/investors/${id}/overview`;
const activityPath = (id: string, query = '') => `/api/advisor/investors/${id}/activity${query}`;
const FAMILY_ID = '0b5f6a34-7c1d-4e2f-9a8b-1c2d3e4f5a6b';

let world: DemoWorld;

beforeAll(async () => {
  world = await startDemoWorld({ ...SMALL, symbols: 50, days: 120 }, [
    seedDocumentsDemo,
    seedKycDemo,
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedPortfolioDemo,
    seedBasketsDemo,
    seedGoalsDemo,
    seedResearchCallsDemo,
    seedSuggestionsDemo,
    // A household of two of the adviser's clients (the families module writes these; a fixture).
    async (db) => {
      await db.orm.execute(sql`
        INSERT INTO families (family_id, advisor_sub, name)
        VALUES (${FAMILY_ID}, ${demoSubOf(ADVISER)}, 'Sharma household')`);
      await db.orm.execute(sql`
        INSERT INTO family_members (family_id, investor_sub, role)
        VALUES (${FAMILY_ID}, ${investorId}, 'head'),
               (${FAMILY_ID}, ${demoSubOf('sunita@example.com')}, 'parent')`);
    },
  ]);
}, 180_000);

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const get = async <T>(path: string, email: DemoEmail) =>
  json<T>(await world.app.call('GET', path, as(email)), 200);

describe('GET /api/advisor/investors/{id}/overview', () => {
  let overview: InvestorOverview;

  beforeAll(async () => {
    overview = investorOverviewSchema.parse(await get(overviewPath(investorId), ADVISER));
  });

  it('names the client, their KYC and the risk category in force with its history', () => {
    expect(overview.investor).toMatchObject({
      id: investorId,
      email: INVESTOR,
      track: 'UPFACTIVE',
    });
    expect(overview.kyc.status).toBe('verified');
    expect(overview.kyc.history.length).toBeGreaterThan(0);
    expect(overview.risk.category).not.toBeNull();
    expect(overview.risk.history[0]?.category).toBe(overview.risk.category);
    expect(overview.risk.history.some((event) => event.kind === 'questionnaire')).toBe(true);
  });

  it('gives the portfolio module’s own figures for the client', async () => {
    const summary = await get<PortfolioSummary>('/api/investor/portfolio', INVESTOR);
    const holdings = await get<Holdings>('/api/investor/holdings', INVESTOR);
    const portfolio = overview.portfolio!;
    expect(overview.portfolioMissing).toBeNull();
    expect(portfolio).toMatchObject({
      netWorth: summary.netWorth,
      holdingsValue: summary.holdingsValue,
      cash: summary.cash,
      invested: summary.invested,
      deposited: summary.deposited,
      totalGain: summary.totalGain,
      unrealisedGain: summary.unrealisedGain,
      realisedGain: summary.realisedGain,
      dividends: summary.dividends,
      xirr: summary.xirr,
      twr: summary.twr,
      positions: holdings.items.length,
    });
    expect(portfolio.holdingsValue).toBeGreaterThan(0);
    const largest = [...holdings.items].sort((a, b) => b.value - a.value)[0]!;
    expect(portfolio.topHoldings[0]).toMatchObject({
      symbol: largest.symbol,
      value: largest.value,
    });
    expect(portfolio.topHoldings.length).toBe(Math.min(10, holdings.items.length));
  });

  it('gives the goals, baskets, models and suggestions the modules answer', async () => {
    const { goals } = await get<{ goals: Goal[] }>('/api/investor/goals', INVESTOR);
    expect(overview.goals.map((goal) => [goal.goalId, goal.status, goal.value])).toEqual(
      goals.map((goal) => [goal.goalId, goal.progress.status, goal.progress.value]),
    );
    const { baskets } = await get<{ baskets: { basketId: string; value: number }[] }>(
      '/api/investor/baskets',
      INVESTOR,
    );
    expect(overview.baskets.map((basket) => [basket.basketId, basket.value])).toEqual(
      baskets.map((basket) => [basket.basketId, basket.value]),
    );
    expect(overview.models.map((model) => model.name)).toContain('Steady large caps');
    const sent = await get<{ suggestions: { suggestionId: string; status: string }[] }>(
      `/api/advisor/suggestions?investor=${investorId}`,
      ADVISER,
    );
    expect(overview.suggestions.map((row) => [row.suggestionId, row.status])).toEqual(
      sent.suggestions.map((row) => [row.suggestionId, row.status]),
    );
    expect(overview.suggestions.length).toBeGreaterThan(0);
  });

  it('names the family and its members', () => {
    expect(overview.family).toMatchObject({ familyId: FAMILY_ID, name: 'Sharma household' });
    expect(overview.family?.role).toBe('head');
    expect(overview.family?.members.map((member) => member.role)).toEqual(['head', 'parent']);
  });

  it('says why there is no portfolio before a paper account', async () => {
    const kyc = investorOverviewSchema.parse(
      await get(overviewPath(demoSubOf('kyc@example.com')), ADVISER),
    );
    expect(kyc.portfolio).toBeNull();
    expect(kyc.portfolioMissing).toMatch(/paper/);
    expect(kyc.family).toBeNull();
    expect(kyc.risk).toMatchObject({ category: null, history: [] });
  });

  it('is 404 for another adviser’s client and an unknown id, 403 for an investor', async () => {
    for (const id of [demoSubOf('neha@example.com'), 'no-such-investor']) {
      await expectErrorBody(
        await world.app.call('GET', overviewPath(id), as(ADVISER)),
        404,
        'not_found',
      );
      await expectErrorBody(
        await world.app.call('GET', activityPath(id), as(ADVISER)),
        404,
        'not_found',
      );
    }
    expect((await world.app.call('GET', overviewPath(investorId), as(INVESTOR))).status).toBe(403);
    expect((await world.app.call('GET', activityPath(investorId), as(INVESTOR))).status).toBe(403);
  });
});

describe('GET /api/advisor/investors/{id}/activity', () => {
  const note = (email: DemoEmail, sub: string, text: string) =>
    write(world.app, email, 'POST', `/api/advisor/investors/${sub}/notes`, { text }, randomUUID());

  it('lists only the caller’s actions on this client, newest first, paged', async () => {
    for (const text of ['First call', 'Second call', 'Third call']) {
      expect((await note(ADVISER, investorId, text)).status).toBe(201);
    }
    // Another client of the caller, and another adviser's client: neither is listed.
    expect((await note(ADVISER, demoSubOf('sunita@example.com'), 'Elsewhere')).status).toBe(201);
    expect(
      (await note('advisor2@example.com', demoSubOf('neha@example.com'), 'Not mine')).status,
    ).toBe(201);

    const first = clientActivitySchema.parse(
      await get(activityPath(investorId, '?limit=2'), ADVISER),
    );
    expect(first.entries).toHaveLength(2);
    expect(first.entries.every((entry) => entry.action === 'Added a note')).toBe(true);
    expect(first.entries[0]!.id).toBeGreaterThan(first.entries[1]!.id);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const rest = clientActivitySchema.parse(
      await get(activityPath(investorId, `?limit=50&before=${first.nextBefore}`), ADVISER),
    );
    expect(rest.nextBefore).toBeNull();
    const all = [...first.entries, ...rest.entries];
    expect(all.filter((entry) => entry.entity === 'client_note')).toHaveLength(3);
    // Nothing the investor did themselves is the adviser's action.
    const ids = new Set(all.map((entry) => entry.id));
    expect(ids.size).toBe(all.length);

    // The client sees the same entries in their account settings' activity.
    const seen = await get<{ entries: { id: number; actor: { id: string } }[] }>(
      '/api/user/activity?by=others',
      INVESTOR,
    );
    const byAdviser = seen.entries.filter((entry) => entry.actor.id === demoSubOf(ADVISER));
    expect(byAdviser.map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
  });
});
