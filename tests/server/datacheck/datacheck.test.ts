import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBhavcopy } from '../../../server/archive/import/bhavcopy-import';
import {
  dataCheckSchema,
  type Anomaly,
  type DataCheck,
} from '../../../src/features/datacheck/model/contract';
import { FIXTURES, SMALL } from '../archive/support';
import { as, json, startDemoWorld, type DemoWorld } from '../support/demo-world';
import { expectErrorBody, removeTempDirs } from '../support/test-server';

// The data check over HTTP on the real server and database (issue 15, Deliver 5): a small demo
// archive (20 stocks, 60 trading days to 2026-06-30) with planted faults, found by the rules of
// docs/data-check.md; and the import history a bhavcopy import writes.

const PATH = '/api/advisor/datacheck';
const ADVISER = 'advisor@example.com';
const GAP_DAY = '2026-06-10';
const WHOLE_DAY = '2026-06-17';
const JUMP_DAY = '2026-06-22';
const ZERO_DAY = '2026-06-24';

let world: DemoWorld;
/** Four stocks: a gap, a jump, the same jump on a split day, zero volume. */
let gap: string, jump: string, split: string, zero: string;

const check = async (query = '?days=365'): Promise<DataCheck> =>
  dataCheckSchema.parse(await json(await world.app.call('GET', PATH + query, as(ADVISER)), 200));

const onDay = (anomalies: Anomaly[], symbol: string, date: string) =>
  anomalies.filter((a) => a.symbol === symbol && a.date === date).map((a) => a.kind);

beforeAll(async () => {
  world = await startDemoWorld(SMALL, []);
  await world.db.transaction(async (tx) => {
    const stocks = await tx.query<{ id: number; symbol: string }>(
      `SELECT i.id, i.symbol FROM instruments i
        WHERE i.exchange = 'NSE' AND i.status = 'active'
          AND NOT EXISTS (SELECT 1 FROM corporate_actions c WHERE c.instrument_id = i.id
                            AND c.ex_date BETWEEN '2026-06-01' AND '2026-06-30')
        ORDER BY i.symbol LIMIT 4`,
    );
    const [g, j, s, z] = stocks;
    [gap, jump, split, zero] = [g!.symbol, j!.symbol, s!.symbol, z!.symbol];
    await tx.query('DELETE FROM daily_bars WHERE instrument_id = $1 AND trade_date = $2', [
      g!.id,
      GAP_DAY,
    ]);
    await tx.query('DELETE FROM daily_bars WHERE trade_date = $1', [WHOLE_DAY]);
    await tx.query(
      `UPDATE daily_bars SET close = round(close * 1.3), high = greatest(high, round(close * 1.3))
        WHERE instrument_id = ANY($1::int[]) AND trade_date = $2`,
      [[j!.id, s!.id], JUMP_DAY],
    );
    await tx.query(
      `INSERT INTO corporate_actions (instrument_id, ex_date, kind, shares_before, shares_after,
         price_factor, is_demo) VALUES ($1, $2, 'split', 1, 2, 0.5, true)`,
      [s!.id, JUMP_DAY],
    );
    await tx.query(
      'UPDATE daily_bars SET volume = 0 WHERE instrument_id = $1 AND trade_date = $2',
      [z!.id, ZERO_DAY],
    );
  });
});

afterAll(async () => {
  await world?.app.close();
  await removeTempDirs();
});

describe('GET /api/advisor/datacheck', () => {
  it('reports freshness from the database: the data-update time and the last trading day', async () => {
    const answer = await check();
    expect(answer.days).toBe(365);
    expect(answer.window).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(answer.freshness.lastTradingDay).toBe('2026-06-30');
    expect(answer.freshness.dataUpdateTime).toEqual(expect.any(String));
    // The small archive ends in June 2026: against today it is behind.
    if (answer.freshness.expectedLastTradingDay > '2026-06-30') {
      expect(answer.freshness.tradingDaysBehind).toBeGreaterThan(0);
      expect(['behind', 'stale']).toContain(answer.freshness.status);
    }
    expect(answer.expectedDays).toBe(60);
    expect(answer.presentDays).toBe(59);
  });

  it('lists a planted whole missing day as a missing trading day, not as gaps of every stock', async () => {
    const answer = await check();
    expect(answer.missingDays).toEqual([WHOLE_DAY]);
    for (const row of answer.symbolGaps) expect(row.missing).not.toContain(WHOLE_DAY);
  });

  it('lists a stock missing one bar among the symbols with gaps, with the day', async () => {
    const answer = await check();
    expect(answer.symbolGaps).toEqual([
      expect.objectContaining({ symbol: gap, missing: [GAP_DAY], missingCount: 1 }),
    ]);
  });

  it('flags a 30 % jump with no corporate action, and not the same jump on a split day', async () => {
    const { anomalies } = await check();
    const moved = anomalies.find((a) => a.symbol === jump && a.date === JUMP_DAY);
    expect(moved).toMatchObject({ kind: 'jump' });
    expect(moved!.changePercent!).toBeGreaterThan(25);
    expect(moved!.previousClose).toEqual(expect.any(Number));
    expect(onDay(anomalies, split, JUMP_DAY)).toEqual([]);
    // The fall back the next day is a move over 20 % too, for both.
    const next = '2026-06-23';
    expect(onDay(anomalies, jump, next)).toContain('jump');
    expect(onDay(anomalies, split, next)).toContain('jump');
  });

  it('flags zero volume', async () => {
    const { anomalies } = await check();
    expect(onDay(anomalies, zero, ZERO_DAY)).toContain('zero-volume');
  });

  it('finds nothing else in the generated data: no other jumps, and no stale prices', async () => {
    const { anomalies, anomalyCount } = await check();
    expect(anomalyCount).toBe(anomalies.length);
    const planted = new Set([jump, split, zero]);
    expect(anomalies.filter((a) => !planted.has(a.symbol))).toEqual([]);
  });

  it('takes the window from days, 90 by default', async () => {
    const answer = await check('');
    expect(answer.days).toBe(90);
    expect(answer.window).toEqual({ from: '2026-04-02', to: '2026-06-30' });
    const short = await check('?days=5');
    expect(short.window).toEqual({ from: '2026-06-26', to: '2026-06-30' });
    expect(short.missingDays).toEqual([]);
    expect(short.anomalies).toEqual([]);
  });

  it.each(['?days=4', '?days=366', '?days=abc', '?days=30.5'])('answers 400 to %s', async (q) => {
    await expectErrorBody(await world.app.call('GET', PATH + q, as(ADVISER)), 400);
  });

  it("answers 403 to an investor's token", async () => {
    await expectErrorBody(await world.app.call('GET', PATH, as('investor@example.com')), 403);
  });

  it('lists the demo generation in the import history', async () => {
    const { imports } = await check();
    expect(imports).toEqual([
      expect.objectContaining({
        kind: 'demo',
        source: 'demo generator',
        actor: 'npm start',
        firstDate: expect.any(String) as unknown,
        lastDate: '2026-06-30',
        rejected: 0,
      }),
    ]);
    expect(imports[0]!.accepted).toBeGreaterThan(1000);
  });
});

describe('the import history', () => {
  it('records a bhavcopy import: one row per file, who, rows accepted, skipped and rejected', async () => {
    const files = await Promise.all(
      ['cm01JUL2026bhav.csv', 'cm03JUL2026bhav-malformed.csv'].map(async (name) => ({
        name,
        content: await readFile(join(FIXTURES, name), 'utf8'),
      })),
    );
    const report = await importBhavcopy(world.db, files, {
      actor: 'npm run import:bhavcopy (user tester)',
    });
    const answer = await check();
    expect(answer.freshness.lastTradingDay).toBe('2026-07-03');
    expect(answer.freshness.dataUpdateTime).toBe(report.updatedatetime);
    const [malformed, classic, demo] = answer.imports;
    expect(demo?.kind).toBe('demo');
    expect(classic).toMatchObject({
      kind: 'bhavcopy',
      source: 'cm01JUL2026bhav.csv',
      actor: 'npm run import:bhavcopy (user tester)',
      firstDate: '2026-07-01',
      lastDate: '2026-07-01',
      accepted: 12,
      skipped: 2,
      rejected: 0,
      rejections: [],
      dataUpdateTime: report.updatedatetime,
    });
    expect(malformed).toMatchObject({
      source: 'cm03JUL2026bhav-malformed.csv',
      firstDate: '2026-07-03',
      accepted: 4,
      rejected: 7,
    });
    expect(malformed!.rejections).toContainEqual({
      line: 6,
      reason: 'OPEN "abc" is not a price above zero',
    });
    // 2026-07-02 has no bar at all now, and the stocks the files left out are behind.
    expect(answer.missingDays).toEqual([WHOLE_DAY, '2026-07-02']);
    expect(answer.anomalies.filter((a) => a.kind === 'no-recent-bar').length).toBeGreaterThan(0);
  });

  it('records an import that loaded nothing, with no data-update time', async () => {
    const before = await check();
    await importBhavcopy(world.db, [{ name: 'empty.csv', content: 'nothing here\n' }], {
      actor: 'tester',
    });
    const after = await check();
    expect(after.freshness.dataUpdateTime).toBe(before.freshness.dataUpdateTime);
    expect(after.imports[0]).toMatchObject({
      source: 'empty.csv',
      actor: 'tester',
      accepted: 0,
      rejected: 1,
      dataUpdateTime: null,
      firstDate: null,
    });
  });
});
