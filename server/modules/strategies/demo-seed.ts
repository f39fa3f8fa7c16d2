import type { StrategyParams } from '../../../src/features/strategies/model/contract';
import { defaultParams } from '../../../src/features/strategies/model/library';
import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { demoUuid } from '../../services/demo-ids';
import { insertStrategy, strategyCount } from './store';

/** The demo's `n`-th saved strategy of a user (0 first), the same id on every start. */
export const demoStrategyId = (sub: string, n = 0): string =>
  demoUuid(`nivesh-demo-strategy:${sub}:${n}`);

/** One saved strategy each: what a new user sees next to the library. */
const STRATEGIES: Record<string, Array<{ name: string; params: StrategyParams }>> = {
  'investor@example.com': [
    {
      name: 'Quality, quarterly',
      params: { ...defaultParams('quality'), holdings: 20, rebalance: 'quarterly' },
    },
  ],
  'advisor@example.com': [
    {
      name: 'Momentum 30',
      params: { ...defaultParams('momentum'), holdings: 30, rebalance: 'monthly' },
    },
  ],
};

/**
 * Demo data (local mode, idempotent): investor@'s "Quality, quarterly" and advisor@'s "Momentum
 * 30". A user with saved strategies of their own is left alone. No run is seeded: the first
 * open of a strategy runs it (a couple of seconds).
 */
export async function seedStrategiesDemo(db: Database): Promise<void> {
  const now = new Date();
  for (const [email, list] of Object.entries(STRATEGIES)) {
    const sub = demoSubOf(email);
    await db.orm.transaction(async (tx: Orm) => {
      if ((await strategyCount(tx, sub)) > 0) return;
      for (const [n, strategy] of list.entries()) {
        await insertStrategy(
          tx,
          { strategyId: demoStrategyId(sub, n), sub, ...strategy },
          now,
          true,
        );
      }
    });
  }
}
