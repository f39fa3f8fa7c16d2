import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { strategyRows } from './store';
import { backtestRuns, savedStrategies } from './tables';

/**
 * The user's saved strategies and backtests as stored, for "Export all my data"
 * (server/modules/account/export.ts): each run with its parameters, status, data "as of" and,
 * when done, its metrics against NIFTY 50 (the day-by-day curves and trades stay out: they are
 * recomputed from the same parameters and data). Money in paise, rates as fractions.
 */
export async function strategiesExportOf(orm: Orm, sub: string) {
  const strategies = await strategyRows(orm, sub);
  const runs = await orm
    .select()
    .from(backtestRuns)
    .where(eq(backtestRuns.ownerSub, sub))
    .orderBy(asc(backtestRuns.startedAt));
  return {
    savedStrategies: strategies.map(({ ownerSub: _, ...strategy }) => strategy),
    backtests: runs.map(({ ownerSub: _, result, timings: _t, ...run }) => ({
      ...run,
      from: result?.from ?? null,
      to: result?.to ?? null,
      metrics: result?.metrics ?? null,
      benchmark: result?.benchmark ?? null,
    })),
  };
}

/** Account erasure (server/modules/account/deletion.ts): the user's strategies and runs. */
export async function eraseStrategiesOf(tx: Orm, sub: string): Promise<void> {
  await tx.delete(backtestRuns).where(eq(backtestRuns.ownerSub, sub));
  await tx.delete(savedStrategies).where(eq(savedStrategies.ownerSub, sub));
}
