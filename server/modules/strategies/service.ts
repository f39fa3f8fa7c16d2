import { randomUUID } from 'node:crypto';
import type { ScanError } from '../../../src/domain/scan/ast';
import { parseScan } from '../../../src/domain/scan/parse';
import {
  MAX_SAVED_STRATEGIES,
  paramsKey,
  type BacktestRun,
  type CreateStrategy,
  type SavedStrategy,
  type StrategyParams,
  type UpdateStrategy,
} from '../../../src/features/strategies/model/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../archive/read/company-figures';
import { factorScoresCurrent } from '../../archive/read/frame-texts';
import { invalidScan } from '../../archive/read/scan';
import { readVersion } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';
import { ApiError } from '../../errors';
import type { BacktestRunner } from './runner';
import {
  cancelRunRow,
  deleteStrategyRow,
  finishRun,
  insertRun,
  insertStrategy,
  latestDoneRun,
  lockOwner,
  ownRun,
  ownStrategy,
  pruneRuns,
  runNotFound,
  sameRun,
  strategyById,
  strategyCount,
  strategyRows,
  updateStrategyRow,
} from './store';
import type { BacktestRunRow, SavedStrategyRow } from './tables';

// Strategies and backtests (issue 14, Deliver 3 to 5): runs and saved strategies belong to the
// user who made them (anyone else's is 404). Rules the contract's shapes cannot check are
// checked here: the entry and exit rules are scan text (parsed with the scan language, a 400
// invalid_scan at the position otherwise), factor scores must reflect the data, and a user has
// at most MAX_RUNNING runs going at once.

/** Runs a user may have queued or running at once; one more is a 429. */
export const MAX_RUNNING = 2;
/** Finished runs kept per user (a result is a few hundred kilobytes). */
export const KEPT_RUNS = 30;
const RESTARTED_TEXT = 'The server restarted during this backtest: run it again';

const RULES = { entry: 'entry', exit: 'exit' } as const;

/**
 * 400 invalid_scan as GET /archive/scan answers it (position, expected, suggestion beside the
 * detail; offsets into the trimmed rule), with the rule named as the field it came in.
 */
function invalidRule(prefix: string, rule: keyof typeof RULES, error: ScanError): ApiError {
  const field = `${prefix}${rule}`;
  const detail = `The ${RULES[rule]} rule: ${error.message}`;
  const pointer = `#/${field.replaceAll('.', '/')}`;
  return new ApiError(
    400,
    'invalid_scan',
    detail,
    {},
    [{ in: 'body', field, pointer, detail }],
    invalidScan(error).extensions,
  );
}

/**
 * Checks what the contract's schema cannot: the rules parse as scans, and a scan strategy has an
 * entry rule. `prefix` is where params sit in the body ('params.' for both routes).
 */
export function checkParams(params: StrategyParams, prefix = 'params.'): void {
  for (const rule of ['entry', 'exit'] as const) {
    const text = params[rule];
    if (text === null) continue;
    if (text === '') {
      const detail = 'Type a rule, or leave it out (null)';
      throw new ApiError(400, 'invalid_body', `${prefix}${rule}: ${detail}`, {}, [
        { in: 'body', field: `${prefix}${rule}`, pointer: `#/${prefix}${rule}`, detail },
      ]);
    }
    const parsed = parseScan(text);
    if (!parsed.ok) throw invalidRule(prefix, rule, parsed.error);
  }
  if (params.base === 'scan' && params.entry === null) {
    const field = `${prefix}entry`;
    const detail = 'A scan strategy buys what its entry rule matches: type the rule';
    throw new ApiError(400, 'invalid_body', `${field}: ${detail}`, {}, [
      { in: 'body', field, pointer: `#/${field.replaceAll('.', '/')}`, detail },
    ]);
  }
}

/**
 * The data-update time runs use now: 409 with no market data at all, 503 while the factor engine
 * has not scored the latest load.
 */
async function currentData(tx: Orm): Promise<string> {
  const version = await readVersion(tx);
  const [bars] = await rowsOf<{ any: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM daily_bars) AS any`,
  );
  if (!bars?.any) {
    throw new ApiError(409, 'no_market_data', 'The archive holds no market data yet to test on');
  }
  if (!(await factorScoresCurrent(tx, version))) {
    throw new ApiError(
      503,
      'factors_pending',
      'Factor scores are being computed for the latest market data: try again in a few seconds',
      { 'Retry-After': '5' },
    );
  }
  return version.updatedatetime;
}

/** A run as the API answers it; a 'running' row this server does not run died with a restart. */
export function runAnswer(row: BacktestRunRow, runner: BacktestRunner): BacktestRun {
  const orphan = row.status === 'running' && !runner.knows(row.runId);
  const status = orphan ? 'failed' : row.status;
  const progress =
    status === 'done' ? 1 : status === 'running' ? (runner.progressOf(row.runId) ?? 0) : 0;
  return {
    id: row.runId,
    status,
    progress,
    params: row.params,
    key: row.paramsKey,
    asOf: row.asOf.toISOString(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: orphan ? RESTARTED_TEXT : row.error,
    result: status === 'done' ? row.result : null,
  };
}

export interface Started {
  run: BacktestRun;
  /** A new run (202), or the finished or running one of the same parameters and data (200). */
  started: boolean;
}

/**
 * POST /api/backtests: the same parameters on the same data answer the run already done or
 * going; otherwise a new run is queued (its row commits with the request).
 */
export async function startBacktest(
  tx: Orm,
  sub: string,
  params: StrategyParams,
  runner: BacktestRunner,
  now: Date,
): Promise<Started> {
  checkParams(params);
  await lockOwner(tx, sub);
  const asOf = await currentData(tx);
  const key = paramsKey(params);
  const same = await sameRun(tx, sub, key, asOf);
  if (same && (same.status === 'done' || runner.knows(same.runId))) {
    return { run: runAnswer(same, runner), started: false };
  }
  if (same) await finishRun(tx, same.runId, { status: 'failed', error: RESTARTED_TEXT }, now);
  if (runner.activeCount(sub) >= MAX_RUNNING) {
    throw new ApiError(
      429,
      'too_many_backtests',
      `You have ${MAX_RUNNING} backtests running: wait for one to finish, or cancel one, ` +
        'before starting another',
      { 'Retry-After': '5' },
    );
  }
  await pruneRuns(tx, sub, KEPT_RUNS - 1);
  const row = await insertRun(tx, { runId: randomUUID(), sub, params, key, asOf }, now);
  runner.enqueue(row.runId, sub, params);
  return { run: runAnswer(row, runner), started: true };
}

export async function backtestOf(
  orm: Orm,
  sub: string,
  runId: string,
  runner: BacktestRunner,
): Promise<BacktestRun> {
  return runAnswer(await ownRun(orm, sub, runId), runner);
}

/** DELETE: stops a running run; one that ended already is answered as it is. */
export async function cancelBacktest(
  tx: Orm,
  sub: string,
  runId: string,
  runner: BacktestRunner,
  now: Date,
): Promise<BacktestRun> {
  const row = await ownRun(tx, sub, runId);
  if (row.status !== 'running') return runAnswer(row, runner);
  runner.cancel(runId);
  return runAnswer(await cancelRunRow(tx, runId, now), runner);
}

export async function latestBacktest(
  orm: Orm,
  sub: string,
  key: string,
  runner: BacktestRunner,
): Promise<BacktestRun> {
  const row = await latestDoneRun(orm, sub, key);
  if (!row) throw runNotFound();
  return runAnswer(row, runner);
}

// Saved strategies

const strategyAnswer = (row: SavedStrategyRow): SavedStrategy => ({
  id: row.strategyId,
  name: row.name,
  params: row.params,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function strategiesOf(orm: Orm, sub: string) {
  return { strategies: (await strategyRows(orm, sub)).map(strategyAnswer) };
}

/** A strategy the caller saved already under this id is answered as it is (an outbox replay). */
export async function createStrategy(
  tx: Orm,
  sub: string,
  body: CreateStrategy,
  now: Date,
): Promise<SavedStrategy> {
  checkParams(body.params);
  await lockOwner(tx, sub);
  const existing = await strategyById(tx, body.id);
  if (existing?.ownerSub === sub) return strategyAnswer(existing);
  if (existing) {
    throw new ApiError(409, 'strategy_exists', 'A strategy with this id exists already');
  }
  if ((await strategyCount(tx, sub)) >= MAX_SAVED_STRATEGIES) {
    throw new ApiError(
      409,
      'strategy_limit',
      `You have ${MAX_SAVED_STRATEGIES} saved strategies, the most there can be: delete one ` +
        'to save another',
    );
  }
  const row = await insertStrategy(
    tx,
    { strategyId: body.id, sub, name: body.name, params: body.params },
    now,
  );
  return strategyAnswer(row);
}

export async function updateStrategy(
  tx: Orm,
  sub: string,
  strategyId: string,
  body: UpdateStrategy,
  now: Date,
): Promise<SavedStrategy> {
  checkParams(body.params);
  await ownStrategy(tx, sub, strategyId);
  return strategyAnswer(await updateStrategyRow(tx, strategyId, body, now));
}

export async function deleteStrategy(tx: Orm, sub: string, strategyId: string): Promise<string> {
  const row = await ownStrategy(tx, sub, strategyId);
  await deleteStrategyRow(tx, strategyId);
  return row.name;
}
