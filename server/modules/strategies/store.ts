import { and, asc, count, desc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type {
  BacktestResult,
  RunStatus,
  StrategyParams,
} from '../../../src/features/strategies/model/contract';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { ApiError } from '../../errors';
import {
  backtestRuns,
  savedStrategies,
  type BacktestRunRow,
  type RunTimings,
  type SavedStrategyRow,
} from './tables';

// The strategy tables' queries; the rules are service.ts's.

export const runNotFound = () => new ApiError(404, 'not_found', 'No such backtest in this account');
export const strategyNotFound = () =>
  new ApiError(404, 'not_found', 'No such saved strategy in this account');

/** Serialises one user's strategy and run writes (the limits) across concurrent requests. */
export const lockOwner = (tx: Orm, sub: string) =>
  tx
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');

// Runs

export async function runStatusOf(orm: Orm, runId: string): Promise<RunStatus | undefined> {
  const [row] = await orm
    .select({ status: backtestRuns.status })
    .from(backtestRuns)
    .where(eq(backtestRuns.runId, runId));
  return row?.status;
}

export async function insertRun(
  tx: Orm,
  run: { runId: string; sub: string; params: StrategyParams; key: string; asOf: string },
  now: Date,
): Promise<BacktestRunRow> {
  const [row] = await tx
    .insert(backtestRuns)
    .values({
      runId: run.runId,
      ownerSub: run.sub,
      params: run.params,
      paramsKey: run.key,
      asOf: new Date(run.asOf),
      status: 'running',
      startedAt: now,
    })
    .returning();
  return row!;
}

export type RunEnd =
  | { status: 'done'; result: BacktestResult; asOf: string; timings: RunTimings }
  | { status: 'failed'; error: string; timings?: RunTimings }
  | { status: 'cancelled'; timings?: RunTimings };

/** Records how a run ended, unless it ended already (a cancel is not undone by a late answer). */
export async function finishRun(
  orm: Orm,
  runId: string,
  end: RunEnd,
  now: Date = new Date(),
): Promise<boolean> {
  const rows = await orm
    .update(backtestRuns)
    .set({
      status: end.status,
      finishedAt: now,
      ...(end.status === 'done' && { result: end.result, asOf: new Date(end.asOf) }),
      ...(end.status === 'failed' && { error: end.error }),
      ...(end.timings && { timings: end.timings }),
    })
    .where(and(eq(backtestRuns.runId, runId), eq(backtestRuns.status, 'running')))
    .returning({ runId: backtestRuns.runId });
  return rows.length > 0;
}

/** The caller's run; another user's, or none, is 404. */
export async function ownRun(orm: Orm, sub: string, runId: string): Promise<BacktestRunRow> {
  const [row] = await orm
    .select()
    .from(backtestRuns)
    .where(and(eq(backtestRuns.runId, runId), eq(backtestRuns.ownerSub, sub)));
  if (!row) throw runNotFound();
  return row;
}

/** The user's newest run of `key` on data `asOf` that is done or still running, if any. */
export async function sameRun(
  tx: Orm,
  sub: string,
  key: string,
  asOf: string,
): Promise<BacktestRunRow | undefined> {
  const [row] = await tx
    .select()
    .from(backtestRuns)
    .where(
      and(
        eq(backtestRuns.ownerSub, sub),
        eq(backtestRuns.paramsKey, key),
        eq(backtestRuns.asOf, new Date(asOf)),
        inArray(backtestRuns.status, ['done', 'running']),
      ),
    )
    .orderBy(desc(backtestRuns.startedAt))
    .limit(1);
  return row;
}

/** The user's latest finished run of `key`, whatever the data it ran on. */
export async function latestDoneRun(
  orm: Orm,
  sub: string,
  key: string,
): Promise<BacktestRunRow | undefined> {
  const [row] = await orm
    .select()
    .from(backtestRuns)
    .where(
      and(
        eq(backtestRuns.ownerSub, sub),
        eq(backtestRuns.paramsKey, key),
        eq(backtestRuns.status, 'done'),
      ),
    )
    .orderBy(desc(backtestRuns.finishedAt))
    .limit(1);
  return row;
}

export async function cancelRunRow(tx: Orm, runId: string, now: Date): Promise<BacktestRunRow> {
  const [row] = await tx
    .update(backtestRuns)
    .set({ status: 'cancelled', finishedAt: now })
    .where(eq(backtestRuns.runId, runId))
    .returning();
  return row!;
}

/** Keeps the user's newest `keep` finished runs (results are large); running ones stay. */
export async function pruneRuns(tx: Orm, sub: string, keep: number): Promise<void> {
  const newest = tx
    .select({ runId: backtestRuns.runId })
    .from(backtestRuns)
    .where(and(eq(backtestRuns.ownerSub, sub), ne(backtestRuns.status, 'running')))
    .orderBy(desc(backtestRuns.startedAt))
    .limit(keep);
  await tx
    .delete(backtestRuns)
    .where(
      and(
        eq(backtestRuns.ownerSub, sub),
        ne(backtestRuns.status, 'running'),
        notInArray(backtestRuns.runId, newest),
      ),
    );
}

// Saved strategies

export const strategyRows = (orm: Orm, sub: string): Promise<SavedStrategyRow[]> =>
  orm
    .select()
    .from(savedStrategies)
    .where(eq(savedStrategies.ownerSub, sub))
    .orderBy(asc(savedStrategies.createdAt), asc(savedStrategies.name));

export async function strategyCount(tx: Orm, sub: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(savedStrategies)
    .where(eq(savedStrategies.ownerSub, sub));
  return row?.n ?? 0;
}

export async function strategyById(
  tx: Orm,
  strategyId: string,
): Promise<SavedStrategyRow | undefined> {
  const [row] = await tx
    .select()
    .from(savedStrategies)
    .where(eq(savedStrategies.strategyId, strategyId));
  return row;
}

/** The caller's saved strategy; another user's, or none, is 404. */
export async function ownStrategy(
  orm: Orm,
  sub: string,
  strategyId: string,
): Promise<SavedStrategyRow> {
  const row = await strategyById(orm, strategyId);
  if (!row || row.ownerSub !== sub) throw strategyNotFound();
  return row;
}

export async function insertStrategy(
  tx: Orm,
  values: { strategyId: string; sub: string; name: string; params: StrategyParams },
  now: Date,
  demo = false,
): Promise<SavedStrategyRow> {
  const [row] = await tx
    .insert(savedStrategies)
    .values({
      strategyId: values.strategyId,
      ownerSub: values.sub,
      name: values.name,
      params: values.params,
      createdAt: now,
      updatedAt: now,
      demo,
    })
    .returning();
  return row!;
}

export async function updateStrategyRow(
  tx: Orm,
  strategyId: string,
  values: { name: string; params: StrategyParams },
  now: Date,
): Promise<SavedStrategyRow> {
  const [row] = await tx
    .update(savedStrategies)
    .set({ name: values.name, params: values.params, updatedAt: now })
    .where(eq(savedStrategies.strategyId, strategyId))
    .returning();
  return row!;
}

export const deleteStrategyRow = (tx: Orm, strategyId: string) =>
  tx.delete(savedStrategies).where(eq(savedStrategies.strategyId, strategyId));
