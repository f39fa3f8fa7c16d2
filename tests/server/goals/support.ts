import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import type { Goal } from '../../../src/features/goals/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import type { DemoEmail, GatewayApp } from '../support/gateway-app';

// One server for a goals test file: the demo profiles, a small archive (60 days to 30 June 2026,
// the market day: "today" for every date), the demo risk profiles (investor@ is moderate,
// riskprofile@ has none), investor@'s demo basket (bought on paper on the archive's SIP days)
// and the goals demo seed, which links investor@'s car goal to that basket.

export type GoalsWorld = DemoWorld;

export const MARKET_DAY = SMALL.endDate;

export function startGoalsWorld(): Promise<GoalsWorld> {
  return startDemoWorld(SMALL, [
    seedRiskProfileDemo,
    seedBrokerDemo,
    seedBasketsDemo,
    seedGoalsDemo,
  ]);
}

export { as, json, write } from '../support/demo-world';

export const GOALS = '/api/investor/goals';

export const goalsOf = async (app: GatewayApp, email: DemoEmail) =>
  json<{ goals: Goal[]; limit: number; assumptions: { source: string } }>(
    await app.call('GET', GOALS, as(email)),
    200,
  );

/** A valid goal body: ₹20 lakh in five years from the market day. */
export const goalBody = (extra: Record<string, unknown> = {}) => ({
  type: 'house',
  name: 'Flat in Pune',
  targetToday: 20_00_000_00,
  targetDate: '2031-06-30',
  inflationBp: 600,
  setAside: 1_00_000_00,
  stepUpBp: 1_000,
  ...extra,
});
