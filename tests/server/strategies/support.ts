import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ensureDemoArchive } from '../../../server/archive/demo-archive';
import type { GenerateOptions } from '../../../server/archive/generator/options';
import { recomputeFactors } from '../../../server/archive/factors/recompute';
import type { Database } from '../../../server/db/database';
import { demoProfiles } from '../../../server/identity/seed/demo-accounts';
import { seedStrategiesDemo } from '../../../server/modules/strategies/demo-seed';
import { addMissingProfiles } from '../../../server/services/profiles';
import {
  DEFAULT_CAPITAL,
  type BacktestRun,
  type StrategyParams,
} from '../../../src/features/strategies/model/contract';
import { SMALL } from '../archive/support';
import { startGatewayApp, tokenOf, type DemoEmail, type GatewayApp } from '../support/gateway-app';

// One server for a strategies test file: the demo profiles, a demo archive and its factor
// scores (scored here: the job worker is off), and the demo saved strategies.

export interface StrategiesWorld {
  app: GatewayApp;
  db: Database;
}

/** 30 stocks (15 of NIFTY 50) over 320 trading days: a year of test after a year of warm-up. */
export const ARCHIVE: GenerateOptions = { ...SMALL, symbols: 30, days: 320 };

export async function startStrategiesWorld(
  archive: GenerateOptions = ARCHIVE,
): Promise<StrategiesWorld> {
  let db: Database | undefined;
  const app = await startGatewayApp({
    jobs: false,
    beforeListen: [
      async (opened) => {
        db = opened;
        await addMissingProfiles(opened.orm, demoProfiles());
        await ensureDemoArchive(opened, archive);
        await recomputeFactors(opened);
        await seedStrategiesDemo(opened);
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

/** Monthly multi-factor, 10 stocks, one year, with costs: quick on the test archive. */
export const params = (extra: Partial<StrategyParams> = {}): StrategyParams => ({
  base: 'multiFactor',
  universe: 'nifty500',
  holdings: 10,
  weighting: 'equal',
  rebalance: 'monthly',
  entry: null,
  exit: null,
  stopLoss: null,
  costs: true,
  slippageBps: 10,
  riskFreeRate: 0.065,
  years: 1,
  capital: DEFAULT_CAPITAL,
  ...extra,
});

export const startRun = (app: GatewayApp, email: DemoEmail, body: StrategyParams) =>
  write(app, email, 'POST', '/api/backtests', { params: body });

export const getRun = async (app: GatewayApp, email: DemoEmail, id: string) =>
  json<BacktestRun>(await app.call('GET', `/api/backtests/${id}`, as(email)), 200);

/** Polls the run until it is no longer running (the client polls every 250 ms). */
export async function settled(app: GatewayApp, email: DemoEmail, id: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(app, email, id);
    if (run.status !== 'running') return run;
    if (Date.now() > until) throw new Error(`run ${id} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
