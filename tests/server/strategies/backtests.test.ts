import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoSubOf } from '../../../server/identity/seed/demo-accounts';
import { archiveReader } from '../../../server/archive/read/reader';
import { readHistoryTexts } from '../../../server/modules/strategies/history-frame';
import { backtestRunner } from '../../../server/modules/strategies/runner';
import { BacktestWorker } from '../../../server/modules/strategies/worker-client';
import { MAX_RUNNING } from '../../../server/modules/strategies/service';
import { backtestRuns } from '../../../server/modules/strategies/tables';
import {
  backtestResultSchema,
  backtestRunSchema,
  paramsKey,
  type BacktestRun,
} from '../../../src/features/strategies/model/contract';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import {
  ARCHIVE,
  as,
  getRun,
  json,
  params,
  settled,
  startRun,
  startStrategiesWorld,
  write,
  type StrategiesWorld,
} from './support';

// Backtests over HTTP on the real server, database and worker thread (issue 14, Deliver 4): a
// run over the demo archive ends with a result the contract parses and whose numbers agree with
// each other; the same parameters on the same data answer the run already done; a user's runs
// are theirs only; bad parameters and rules are 400s naming the field (and the rule's position);
// a third run while two are going is a 429; a run can be cancelled.

let world: StrategiesWorld;

beforeAll(async () => {
  world = await startStrategiesWorld();
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

const close = (actual: number, expected: number, relative = 1e-6) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * relative + 1e-9);

describe('a backtest over the demo archive', () => {
  const body = params();
  let run: BacktestRun;

  beforeAll(async () => {
    const started = await json<BacktestRun>(
      await startRun(world.app, 'investor@example.com', body),
      202,
    );
    expect(backtestRunSchema.parse(started).status).toBe('running');
    expect(started.key).toBe(paramsKey(body));
    run = await settled(world.app, 'investor@example.com', started.id);
  }, 120_000);

  it('ends done, with a result the contract parses and progress 1', async () => {
    expect([run.status, run.error, run.progress]).toEqual(['done', null, 1]);
    const result = backtestResultSchema.parse(run.result);
    expect(result.to).toBe(ARCHIVE.endDate);
    expect(result.equity[0]?.date).toBe(result.from);
    expect(result.equity.at(-1)?.date).toBe(result.to);
    // One year of trading days, not the whole frame.
    expect(result.equity.length).toBeGreaterThan(200);
    expect(result.equity.length).toBeLessThan(270);
    // Where the time went (the report quotes these).
    const [row] = await world.db.orm
      .select({ timings: backtestRuns.timings })
      .from(backtestRuns)
      .where(eq(backtestRuns.runId, run.id));
    console.log('backtest timings (ms):', JSON.stringify(row?.timings));
    expect(row?.timings?.runMs).toBeGreaterThan(0);
  });

  it('has numbers that agree: equity, final value, total return, drawdown, holdings', () => {
    const result = backtestResultSchema.parse(run.result);
    const { metrics } = result;
    const first = result.equity[0]!;
    const last = result.equity.at(-1)!;
    expect([first.strategy, first.benchmark]).toEqual([100, 100]);
    close((last.strategy * body.capital) / 100, metrics.finalValue, 1e-4);
    close(metrics.totalReturn, metrics.finalValue / body.capital - 1, 1e-4);
    close(result.benchmark.totalReturn, last.benchmark / 100 - 1, 1e-4);
    for (const point of result.drawdown) {
      expect(point.strategy).toBeLessThanOrEqual(0);
      expect(point.benchmark).toBeLessThanOrEqual(0);
    }
    close(Math.min(...result.drawdown.map((point) => point.strategy)), metrics.maxDrawdown, 1e-4);
    expect(metrics.maxDrawdown).toBeLessThanOrEqual(0);
    // Held value never exceeds the whole; the rest is cash.
    const held = result.holdings.reduce((sum, holding) => sum + holding.value, 0);
    expect(held).toBeLessThanOrEqual(metrics.finalValue);
    expect(result.holdings.length).toBeGreaterThan(0);
    expect(result.holdings.length).toBeLessThanOrEqual(body.holdings);
    // The open trades (one a purchase, so a stock bought twice has two) are the holdings.
    const openQuantity = new Map<string, number>();
    for (const trade of result.trades.filter((t) => t.reason === 'open')) {
      expect(trade.exitDate).toBeNull();
      openQuantity.set(trade.symbol, (openQuantity.get(trade.symbol) ?? 0) + trade.quantity);
    }
    expect(Object.fromEntries(openQuantity)).toEqual(
      Object.fromEntries(result.holdings.map((holding) => [holding.symbol, holding.quantity])),
    );
    expect(result.rebalances).toBeGreaterThanOrEqual(11);
    expect(metrics.totalCosts).toBeGreaterThan(0);
    for (const trade of result.trades) {
      expect(trade.entryDate >= result.from && trade.entryDate <= result.to).toBe(true);
    }
  });

  it('answers the same parameters on the same data with the finished run: 200, same id', async () => {
    const again = await json<BacktestRun>(
      await startRun(world.app, 'investor@example.com', params()),
      200,
    );
    expect([again.id, again.status]).toEqual([run.id, 'done']);
    expect(again.result).toEqual(run.result);
  });

  it('finds it by its key at /latest, and says 404 for parameters never run', async () => {
    const latest = await json<BacktestRun>(
      await world.app.call(
        'GET',
        `/api/backtests/latest?key=${encodeURIComponent(paramsKey(body))}`,
        as('investor@example.com'),
      ),
      200,
    );
    expect(latest.id).toBe(run.id);
    const never = paramsKey(params({ holdings: 49 }));
    await expectErrorBody(
      await world.app.call(
        'GET',
        `/api/backtests/latest?key=${encodeURIComponent(never)}`,
        as('investor@example.com'),
      ),
      404,
      'not_found',
    );
  });

  it('is the owner’s only: another user gets 404 on GET, DELETE and /latest', async () => {
    await expectErrorBody(
      await world.app.call('GET', `/api/backtests/${run.id}`, as('advisor@example.com')),
      404,
      'not_found',
    );
    await expectErrorBody(
      await write(world.app, 'neha@example.com', 'DELETE', `/api/backtests/${run.id}`),
      404,
      'not_found',
    );
    await expectErrorBody(
      await world.app.call(
        'GET',
        `/api/backtests/latest?key=${encodeURIComponent(run.key)}`,
        as('neha@example.com'),
      ),
      404,
      'not_found',
    );
  });

  it('leaves a finished run as it is on DELETE', async () => {
    const answer = await json<BacktestRun>(
      await write(world.app, 'investor@example.com', 'DELETE', `/api/backtests/${run.id}`),
      200,
    );
    expect([answer.id, answer.status]).toEqual([run.id, 'done']);
  });
});

describe('bad parameters', () => {
  it('is a 400 naming each refused field, and starts nothing', async () => {
    const response = await write(world.app, 'investor@example.com', 'POST', '/api/backtests', {
      params: { ...params(), holdings: 3, years: 9, extra: true },
    });
    const problem = await expectErrorBody(response, 400, 'invalid_body');
    expect(problem.errors?.map((error) => error.field).sort()).toEqual(
      ['params', 'params.holdings', 'params.years'].sort(),
    );
    expect(problem.detail).toMatch(/at least 5 stocks/);
  });

  it('is 400 invalid_scan for an entry rule that is not a scan, with its position', async () => {
    const entry = 'rsi(14) < 30 AND roee > 15';
    const response = await startRun(world.app, 'investor@example.com', params({ entry }));
    expect(response.status).toBe(400);
    const problem = z
      .object({
        code: z.literal('invalid_scan'),
        detail: z.string(),
        position: z.object({
          offset: z.number(),
          length: z.number(),
          line: z.number(),
          column: z.number(),
        }),
        suggestion: z.string().optional(),
        errors: z.array(
          z.object({ in: z.string(), field: z.string(), pointer: z.string(), detail: z.string() }),
        ),
      })
      .parse(await response.json());
    expect(problem.position).toEqual({ offset: 17, length: 4, line: 1, column: 18 });
    expect(problem.suggestion).toBe('roe');
    expect(problem.detail).toMatch(/^The entry rule: /);
    expect(problem.errors).toEqual([
      { in: 'body', field: 'params.entry', pointer: '#/params/entry', detail: problem.detail },
    ]);
  });

  it('is 400 for an exit rule with a syntax error, and for a scan strategy without entry rule', async () => {
    const bad = await startRun(world.app, 'investor@example.com', params({ exit: 'close > > 5' }));
    const problem = await json<{ code: string; errors: Array<{ field: string }> }>(bad, 400);
    expect([problem.code, problem.errors[0]?.field]).toEqual(['invalid_scan', 'params.exit']);
    const noEntry = await startRun(
      world.app,
      'investor@example.com',
      params({ base: 'scan', entry: null }),
    );
    const missing = await expectErrorBody(noEntry, 400, 'invalid_body');
    expect(missing.errors?.[0]?.field).toBe('params.entry');
  });
});

describe('runs going at once, and cancel', () => {
  const who = 'advisor@example.com';

  it(`refuses a run beyond ${MAX_RUNNING} going with 429; a cancelled one makes room`, async () => {
    const release = backtestRunner(world.db).hold();
    try {
      const runs: BacktestRun[] = [];
      for (const holdings of [5, 6]) {
        runs.push(
          await json<BacktestRun>(await startRun(world.app, who, params({ holdings })), 202),
        );
      }
      const refused = await startRun(world.app, who, params({ holdings: 7 }));
      const problem = await expectErrorBody(refused, 429, 'too_many_backtests');
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(problem.detail).toMatch(/wait for one to finish/);

      // The same parameters again are the run already going, not a third.
      const same = await json<BacktestRun>(
        await startRun(world.app, who, params({ holdings: 5 })),
        200,
      );
      expect([same.id, same.status]).toEqual([runs[0]!.id, 'running']);

      const cancelled = await json<BacktestRun>(
        await write(world.app, who, 'DELETE', `/api/backtests/${runs[0]!.id}`),
        200,
      );
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.finishedAt).not.toBeNull();
      runs.push(
        await json<BacktestRun>(await startRun(world.app, who, params({ holdings: 7 })), 202),
      );
      release();
      const ended = await Promise.all(runs.map((run) => settled(world.app, who, run.id)));
      expect(ended.map((run) => run.status)).toEqual(['cancelled', 'done', 'done']);
      expect(ended[0]?.result).toBeNull();
    } finally {
      release();
    }
  }, 120_000);

  it('answers a run left running by a stopped server as failed, and runs its parameters anew', async () => {
    const sub = demoSubOf('neha@example.com');
    const body = params({ holdings: 8 });
    const [version] = await world.db.orm
      .select({ asOf: backtestRuns.asOf })
      .from(backtestRuns)
      .where(eq(backtestRuns.status, 'done'))
      .limit(1);
    const runId = randomUUID();
    await world.db.orm.insert(backtestRuns).values({
      runId,
      ownerSub: sub,
      params: body,
      paramsKey: paramsKey(body),
      asOf: version!.asOf,
      status: 'running',
      startedAt: new Date(),
    });
    const orphan = await getRun(world.app, 'neha@example.com', runId);
    expect([orphan.status, orphan.error]).toEqual([
      'failed',
      'The server restarted during this backtest: run it again',
    ]);
    const fresh = await json<BacktestRun>(await startRun(world.app, 'neha@example.com', body), 202);
    expect(fresh.id).not.toBe(runId);
    expect((await settled(world.app, 'neha@example.com', fresh.id)).status).toBe('done');
  }, 120_000);
});

describe('the worker thread', () => {
  it('stops a run whose cancel flag is up at its first day, and then runs the next', async () => {
    const worker = new BacktestWorker(() => undefined);
    try {
      const snapshot = await archiveReader(world.db).snapshot();
      const texts = await readHistoryTexts(world.db.orm, snapshot);
      const version = snapshot.version.updatedatetime;
      const cancel = new SharedArrayBuffer(4);
      Atomics.store(new Int32Array(cancel), 0, 1);
      const progress: number[] = [];
      const timings = { frameReadMs: 0, parseMs: 0, runMs: 0 };
      const run = { params: params(), onProgress: (f: number) => progress.push(f) };
      const stopped = await worker.run(
        { ...run, runId: randomUUID(), cancel },
        version,
        texts,
        timings,
      );
      expect(stopped).toEqual({ kind: 'cancelled' });
      expect(progress).toEqual([]);
      // The worker kept the frame: the next run needs no texts.
      expect(worker.version).toBe(version);
      const next = await worker.run(
        { ...run, runId: randomUUID(), cancel: new SharedArrayBuffer(4) },
        version,
        null,
        timings,
      );
      expect(next.kind).toBe('done');
      expect(progress.at(-1)).toBe(1);
    } finally {
      await worker.terminate();
    }
  }, 60_000);
});
