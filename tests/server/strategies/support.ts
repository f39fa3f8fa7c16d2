import type { GenerateOptions } from '../../../server/archive/generator/options';
import { recomputeFactors } from '../../../server/archive/factors/recompute';
import { seedStrategiesDemo } from '../../../server/modules/strategies/demo-seed';
import {
  DEFAULT_CAPITAL,
  type BacktestRun,
  type StrategyParams,
} from '../../../src/features/strategies/model/contract';
import { SMALL } from '../archive/support';
import { as, json, startDemoWorld, write, type DemoWorld } from '../support/demo-world';
import type { DemoEmail, GatewayApp } from '../support/gateway-app';

// One server for a strategies test file: the demo profiles, a demo archive and its factor
// scores (scored here: the job worker is off), and the demo saved strategies.

export type StrategiesWorld = DemoWorld;

/** 30 stocks (15 of NIFTY 50) over 320 trading days: a year of test after a year of warm-up. */
export const ARCHIVE: GenerateOptions = { ...SMALL, symbols: 30, days: 320 };

export function startStrategiesWorld(archive: GenerateOptions = ARCHIVE): Promise<StrategiesWorld> {
  return startDemoWorld(archive, [recomputeFactors, seedStrategiesDemo]);
}

export { as, json, write } from '../support/demo-world';

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
