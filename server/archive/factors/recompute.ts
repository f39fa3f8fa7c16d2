import type { Database } from '../../db/database';
import { fromDayNumber, toDayNumber } from '../calendar';
import { computeFactorDays } from './compute';
import { loadFactorInputs } from './load';
import { readFactorState, recordFactorState, writeFactorDays } from './store';

export interface RecomputeOptions {
  /** The first trading day whose inputs changed: it and every later day are scored again. */
  from?: string | undefined;
  /** The data-update time of the load asking (data.updated): nothing to do if already reflected. */
  updatedatetime?: string | undefined;
  /** Score even when the stored scores are current (the bench; a repair). */
  force?: boolean;
}

export interface RecomputeReport {
  action: 'full' | 'incremental' | 'current';
  /** First day scored; null for a full recompute or none. */
  from: string | null;
  days: number;
  readMs: number;
  computeMs: number;
  writeMs: number;
  milliseconds: number;
}

type Plan = { skip: true } | { skip: false; from: string | undefined; version: string };

/** Which days to score: from `from`, or from the day after the last stored one if earlier. */
function plan(
  state: Awaited<ReturnType<typeof readFactorState>>['state'],
  current: string,
  options: RecomputeOptions,
): Plan {
  const version = options.updatedatetime ?? current;
  if (!options.force && state && state.updatedatetime >= version) return { skip: true };
  if (!state?.lastDay || options.from === undefined)
    return { skip: false, from: undefined, version };
  const afterLast = fromDayNumber(toDayNumber(state.lastDay) + 1);
  return { skip: false, from: options.from < afterLast ? options.from : afterLast, version };
}

async function recompute(db: Database, options: RecomputeOptions): Promise<RecomputeReport> {
  const started = performance.now();
  const loaded = await db.transaction(async (tx) => {
    const { state, current } = await readFactorState(tx);
    const decided = plan(state, current, options);
    if (decided.skip) return null;
    return { ...decided, inputs: await loadFactorInputs(tx, decided.from) };
  });
  const read = performance.now();
  if (!loaded) {
    const milliseconds = read - started;
    return {
      action: 'current',
      from: null,
      days: 0,
      readMs: milliseconds,
      computeMs: 0,
      writeMs: 0,
      milliseconds,
    };
  }
  const days = computeFactorDays(loaded.inputs);
  const computed = performance.now();
  await db.transaction(async (tx) => {
    await writeFactorDays(tx, days, loaded.from);
    await recordFactorState(tx, loaded.version, days.length, performance.now() - started);
  });
  const done = performance.now();
  return {
    action: loaded.from === undefined ? 'full' : 'incremental',
    from: loaded.from ?? null,
    days: days.length,
    readMs: read - started,
    computeMs: computed - read,
    writeMs: done - computed,
    milliseconds: done - started,
  };
}

// One recompute at a time in a process: npm start's seed step and the job worker may both ask
// at first start, and the second then finds the scores current.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Scores the days whose inputs changed and stores them (server/archive/factors). Skips when
 * the stored scores already reflect `updatedatetime`; without `from`, or with nothing stored
 * yet, scores every day.
 */
export function recomputeFactors(
  db: Database,
  options: RecomputeOptions = {},
): Promise<RecomputeReport> {
  const next = queue.then(() => recompute(db, options));
  queue = next.catch(() => undefined);
  return next;
}

/** npm start and npm run reset: score every day once if nothing was ever scored. */
export async function ensureFactorScores(db: Database): Promise<RecomputeReport | null> {
  const { state } = await db.transaction(readFactorState);
  return state ? null : recomputeFactors(db);
}
