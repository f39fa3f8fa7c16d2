import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFrameTexts } from '../../../server/archive/read/frame-texts';
import { parsedScan, runScan, setScanTimeLimit } from '../../../server/archive/read/scan';
import { readVersion } from '../../../server/archive/read/snapshot';
import { parseFrame } from '../../../src/domain/scan/frame-parse';
import { scanProblemSchema } from '../../../src/features/scans/model/contract';
import { expectErrorBody, removeTempDirs } from '../support/test-server';
import { eventually, pause } from '../jobs/support';
import { json, scan, startScansWorld, type ScansWorld } from './support';

// GET /archive/scan over HTTP on the real server and a demo archive (issue 14, "Tests": bad
// expressions get a 4xx with the position; a pathological expression is cut by a time limit,
// not the server), its values re-checked against the stock table and the price history, and
// the answer cache keyed by the scan's text.

let world: ScansWorld;

beforeAll(async () => {
  world = await startScansWorld();
});

afterAll(async () => {
  setScanTimeLimit();
  await world?.app.close();
  await removeTempDirs();
});

const get = (q: string, headers: Record<string, string> = {}) =>
  world.app.call('GET', `/archive/scan?q=${encodeURIComponent(q)}`, { headers });

const rowSchema = z.object({
  symbol: z.string(),
  close: z.number(),
  changePercent: z.number().nullable(),
  pe: z.number().nullable(),
  roe: z.number().nullable(),
  pb: z.number().nullable(),
  momentum: z.number().nullable(),
});
const tableSchema = z.object({ date: z.string(), rows: z.array(rowSchema) });

async function stockTable() {
  const body = await json(await world.app.call('GET', '/archive/stock-table'), 200);
  return tableSchema.parse((body as { data: unknown }).data);
}

describe('a scan that is not valid', () => {
  it('is a 400 invalid_scan pointing at an unknown field, with the field meant', async () => {
    const q = 'pe < 20 AND roee > 15';
    const body = await expectErrorBody(await get(q), 400, 'invalid_scan');
    const problem = scanProblemSchema.parse(body);
    expect(problem.position).toEqual({ offset: 12, length: 4, line: 1, column: 13 });
    expect(problem.suggestion).toBe('roe');
    expect(problem.detail).toMatch(/roee/);
  });

  it('points at where a syntax error is, and says what could come there', async () => {
    const q = 'close > sma(close, 50) AND';
    const problem = scanProblemSchema.parse(
      await expectErrorBody(await get(q), 400, 'invalid_scan'),
    );
    expect(problem.position.offset).toBeGreaterThanOrEqual(q.indexOf('AND'));
    expect(problem.position.line).toBe(1);
    expect(problem.position.column).toBe(problem.position.offset + 1);
    expect(problem.expected?.length ?? 0).toBeGreaterThan(0);
  });

  it('counts lines and columns in a scan of several lines', async () => {
    const q = 'pe < 20\nAND rsi(14) < 30\nAND sectr = "IT"';
    const problem = scanProblemSchema.parse(
      await expectErrorBody(await get(q), 400, 'invalid_scan'),
    );
    expect(problem.position).toMatchObject({ line: 3, column: 5, offset: q.indexOf('sectr') });
    expect(problem.suggestion).toBe('sector');
  });

  it('refuses an empty or too long text, and unknown parameters, before parsing', async () => {
    await expectErrorBody(await get('   '), 400, 'invalid_query');
    await expectErrorBody(await get(`close > ${'1'.repeat(1001)}`), 400, 'invalid_query');
    const other = await world.app.call('GET', '/archive/scan?q=pe%20%3C%2020&limit=5');
    await expectErrorBody(other, 400, 'invalid_query');
  });
});

describe('a scan over the demo archive', () => {
  it('answers the matches with the values it compares, as the stock table has them', async () => {
    const table = await stockTable();
    const result = await scan(world.app, 'pe > 0 AND roe > 5 AND pb < 1000');
    expect(result.date).toBe(table.date);
    expect(result.universe).toBe('NIFTY 500');
    expect(result.expression).toBe('pe > 0 AND roe > 5 AND pb < 1000');
    expect(result.columns.map((column) => column.key)).toEqual(['pe', 'roe', 'pb']);
    expect(result.scanned).toBe(table.rows.length);
    const expected = table.rows
      .filter((row) => (row.pe ?? 0) > 0 && (row.roe ?? 0) > 5 && row.pb !== null)
      .map((row) => row.symbol)
      .sort();
    expect(result.rows.map((row) => row.symbol)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(3);
    for (const row of result.rows) {
      const listed = table.rows.find((entry) => entry.symbol === row.symbol)!;
      expect(row.close, row.symbol).toBe(listed.close / 100);
      expect(row.changePercent, row.symbol).toBeCloseTo(listed.changePercent ?? NaN, 1);
      const [pe, roe, pb] = row.values as number[];
      expect(pe, `${row.symbol} P/E`).toBeCloseTo(listed.pe!, 1);
      expect(roe, `${row.symbol} ROE`).toBeCloseTo(listed.roe!, 1);
      expect(pb, `${row.symbol} P/B`).toBeCloseTo(listed.pb!, 1);
    }
  });

  it('computes an indicator from the price history: a 20-day average of the closes', async () => {
    const result = await scan(world.app, 'close > 0 AND sma(close, 20) > 0');
    const history = z.object({
      data: z.object({ bars: z.array(z.object({ date: z.string(), close: z.number() })) }),
    });
    const detail = z.object({
      data: z.object({
        corporateActions: z.array(z.object({ exDate: z.string(), kind: z.string() })),
      }),
    });
    let checked = 0;
    for (const row of result.rows) {
      const base = `/archive/instruments/${row.symbol}`;
      const actions = detail.parse(await json(await world.app.call('GET', base), 200)).data;
      const bars = history
        .parse(await json(await world.app.call('GET', `${base}/history`), 200))
        .data.bars.slice(-20);
      // Unadjusted closes: only stocks without a split or bonus in the window.
      if (actions.corporateActions.some((a) => a.kind !== 'dividend' && a.exDate > bars[0]!.date)) {
        continue;
      }
      const mean = bars.reduce((sum, bar) => sum + bar.close / 100, 0) / bars.length;
      expect(row.values[1], row.symbol).toBeCloseTo(mean, 2);
      checked += 1;
      if (checked === 5) break;
    }
    expect(checked).toBe(5);
  });

  it('reads the latest factor scores for factor fields', async () => {
    const table = await stockTable();
    const result = await scan(world.app, 'factor.momentum > 0');
    const expected = table.rows.filter((row) => (row.momentum ?? 0) > 0).map((row) => row.symbol);
    expect(result.rows.map((row) => row.symbol)).toEqual(expected.sort());
    for (const row of result.rows) {
      const listed = table.rows.find((entry) => entry.symbol === row.symbol)!;
      expect(row.values[0], row.symbol).toBeCloseTo(listed.momentum!, 2);
    }
  });

  it('keeps each text’s answer for the data version: other thresholds are other answers', async () => {
    const low = await get('close > 100');
    const high = await get('close > 2000');
    const lowBody = (await low.json()) as { data: { rows: unknown[] } };
    const highBody = (await high.json()) as { data: { rows: unknown[] } };
    expect(lowBody.data.rows.length).toBeGreaterThan(highBody.data.rows.length);
    const tag = low.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(high.headers.get('etag')).not.toBe(tag);
    const again = await get('close > 100', { 'If-None-Match': tag! });
    expect(again.status).toBe(304);
  });
});

// Forty-two distinct Bollinger bands in nested arithmetic, the most a scan's 1,000 characters
// hold: each band sums its whole window on every day, so each stock costs about 40 x 200 x 175
// steps the first time. Uncut on the NIFTY 500 frame (500 stocks x 400 days) that is seconds,
// past the contract's 1.5 s; this archive is smaller (its uncut run took about 2.4 s on the
// shared test machine: the timings test logs it), so the test sets a limit that it exceeds
// whatever the machine's load.
const PATHOLOGICAL = `${Array.from({ length: 42 }, (_, k) => 150 + k).reduce((text, n, k) => {
  const term = `${k % 2 === 0 ? 'bb_upper' : 'bb_lower'}(close,${n},2)`;
  if (k === 0) return term;
  const op = k % 2 === 0 ? '+' : '-';
  return k < 30 ? `(${text}${op}${term})` : `${text}${op}${term}`;
}, '')} > 0`;
const TEST_LIMIT_MS = 200;

describe('a pathological scan', () => {
  it('is cut by the time limit with 422 scan_timeout, and the server answers the next scan', async () => {
    expect(PATHOLOGICAL.length).toBeLessThanOrEqual(1000);
    setScanTimeLimit(TEST_LIMIT_MS);
    try {
      const started = performance.now();
      const body = await expectErrorBody(await get(PATHOLOGICAL), 422, 'scan_timeout');
      expect(body.detail).toMatch(/longer than/);
      // Asked again on the same data, it is refused at once.
      await expectErrorBody(await get(PATHOLOGICAL), 422, 'scan_timeout');
      console.log(`pathological scan cut after ${(performance.now() - started).toFixed(0)} ms`);
    } finally {
      setScanTimeLimit();
    }
    const next = await scan(world.app, 'close > 1');
    expect(next.rows.length).toBeGreaterThan(0);
  });
});

describe('factor scores still being computed', () => {
  it('answer 503 factors_pending for a scan that reads them, then the scores once current', async () => {
    const before = await scan(world.app, 'factor.quality > -100 AND close > 1');
    // A new data version the factor engine has not scored yet, as just after a load.
    await world.db.orm.execute(
      sql`UPDATE data_status SET updatedatetime = now() WHERE countrycode = 'IND'`,
    );
    await pause(1100); // the archive reader looks at the data-update time once a second
    await eventually(async () => {
      const response = await get('factor.quality > -100 AND close > 1');
      await expectErrorBody(response, 503, 'factors_pending');
      expect(response.headers.get('retry-after')).toBe('5');
    });
    // Scans without factor fields still answer.
    expect((await scan(world.app, 'close > 1')).rows.length).toBeGreaterThan(0);
    const { updatedatetime } = await readVersion(world.db.orm);
    await world.db.orm.execute(
      sql`UPDATE factor_state SET updatedatetime = ${updatedatetime}::timestamptz WHERE id = 1`,
    );
    const after = await scan(world.app, 'factor.quality > -100 AND close > 1');
    expect(after.asOf).toBe(updatedatetime);
    expect(after.rows.map((row) => [row.symbol, row.values[0]])).toEqual(
      before.rows.map((row) => [row.symbol, row.values[0]]),
    );
  });
});

describe('timings (printed, not judged)', () => {
  it('logs a cold frame build, a cold and a warm 5-condition scan, and the pathological one', async () => {
    const version = await readVersion(world.db.orm);
    const at = performance.now();
    const texts = await readFrameTexts(
      world.db.orm,
      { version },
      {
        from: '2025-01-01',
        factorDays: 'latest',
      },
    );
    const read = performance.now();
    const frame = parseFrame(texts);
    const parsed = performance.now();
    const last = frame.days.length - 1;
    const timed = (text: string) => {
      const started = performance.now();
      const found = runScan(frame, parsedScan(text), last);
      return { ms: performance.now() - started, found };
    };
    const five =
      'pe < 30 AND roe > 10 AND rsi(14) < 70 AND close > sma(close, 50) AND volume > 0.5 * avg(volume, 20)';
    const cold = timed(five);
    // Median of five, each with a threshold of its own (a new text, its series already made).
    const warmRuns = [31, 32, 33, 34, 35].map((pe) => timed(five.replace('pe < 30', `pe < ${pe}`)));
    const warm = warmRuns.sort((a, b) => a.ms - b.ms)[2]!;
    setScanTimeLimit(60_000);
    const uncut = timed(PATHOLOGICAL);
    setScanTimeLimit();
    console.log(
      `frame of ${frame.stocks.length} stocks x ${frame.days.length} days: read ${(read - at).toFixed(0)} ms, ` +
        `parsed ${(parsed - read).toFixed(0)} ms; 5-condition scan cold ${cold.ms.toFixed(1)} ms, ` +
        `warm ${warm.ms.toFixed(1)} ms; the pathological scan uncut ${uncut.ms.toFixed(0)} ms`,
    );
    expect(warm.found.matches.length).toBeGreaterThanOrEqual(cold.found.matches.length);
  });
});
