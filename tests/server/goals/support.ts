import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedBasketsDemo } from '../../../server/modules/baskets/demo-seed';
import { seedBrokerDemo } from '../../../server/modules/broker/demo-seed';
import { seedGoalsDemo } from '../../../server/modules/goals/demo-seed';
import { seedRiskProfileDemo } from '../../../server/modules/risk-profile/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import type { Goal } from '../../../src/features/goals/model/contract';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';

// One server for a goals test file: the demo profiles, a small archive (60 days to 30 June 2026,
// the market day: "today" for every date), the demo risk profiles (investor@ is moderate,
// riskprofile@ has none), investor@'s demo basket (bought on paper on the archive's SIP days)
// and the goals demo seed, which links investor@'s car goal to that basket.

export interface GoalsWorld {
  app: GatewayApp;
  db: Database;
}

export const MARKET_DAY = SMALL.endDate;

export async function startGoalsWorld(): Promise<GoalsWorld> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, SMALL);
        await seedRiskProfileDemo(opened);
        await seedBrokerDemo(opened);
        await seedBasketsDemo(opened);
        await seedGoalsDemo(opened);
      },
    ],
  });
  return { app, db: db! };
}

export async function json<T = Record<string, unknown>>(response: Response, status: number) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

export const as = (email: DemoEmail) => ({ token: tokenOf(email) });

export const write = (
  app: GatewayApp,
  email: DemoEmail,
  method: string,
  path: string,
  body?: unknown,
  key: string = randomUUID(),
) => app.call(method, path, { ...as(email), key, ...(body !== undefined && { body }) });

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
