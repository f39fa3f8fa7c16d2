import { describe, expect, it } from 'vitest';
import type { SavedStrategy } from '@/features/strategies/model/contract';
import { describeParams, paramsLine } from '@/features/strategies/model/describe-params';
import {
  defaultParams,
  scanStrategyParams,
  STRATEGY_LIBRARY,
} from '@/features/strategies/model/library';
import {
  STRATEGY_WRITE_KINDS,
  withPendingStrategies,
  type WaitingWrite,
} from '@/features/strategies/model/pending-strategies';
import { resolveSource, scanRouteId } from '@/features/strategies/model/strategy-source';

// Saved strategies and scans as strategies (issue 14, Deliver 3 and 6): what the address names,
// what waits in the outbox laid over the server's list, and saved parameters in plain words.

const A = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const B = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
const SCAN = '2d9a0e5a-4b3c-4e77-9f2a-5c3d4e5f6a71';
const AT = '2026-01-15T10:00:00.000Z';
const saved = (id: string, name: string): SavedStrategy => ({
  id,
  name,
  params: defaultParams('quality'),
  createdAt: AT,
  updatedAt: AT,
});

describe('resolveSource', () => {
  const ok = <T>(items: T[]) => ({ status: 'ok' as const, items });
  const pending = { status: 'pending' as const };

  it('finds a library strategy at once, without waiting for any list', () => {
    const found = resolveSource('low-volatility', pending, pending);
    expect(found.status === 'ok' && found.source).toMatchObject({
      kind: 'library',
      name: 'Low volatility',
      savedId: null,
    });
  });

  it('finds a saved strategy by its id, with its rules in words', () => {
    const found = resolveSource(
      A,
      ok([{ ...saved(A, 'Quality, quarterly'), waiting: false }]),
      pending,
    );
    expect(found.status).toBe('ok');
    if (found.status !== 'ok') return;
    expect(found.source).toMatchObject({ kind: 'saved', savedId: A, name: 'Quality, quarterly' });
    expect(found.source.rules[0]).toBe(
      'Holds the 20 stocks of NIFTY 500 with the highest quality score.',
    );
  });

  it('makes a saved scan a strategy that buys what the scan finds', () => {
    const found = resolveSource(
      scanRouteId(SCAN),
      pending,
      ok([{ id: SCAN, name: 'Oversold quality', expression: 'rsi(14) < 30 AND roe > 15' }]),
    );
    expect(found.status === 'ok' && found.source.params).toEqual(
      scanStrategyParams('rsi(14) < 30 AND roe > 15'),
    );
  });

  it.each([
    ['waits for the saved list', A, pending, pending, 'pending'],
    ['says a deleted strategy is missing', B, ok([]), pending, 'missing'],
    ['says a deleted scan is missing', scanRouteId(SCAN), pending, ok([]), 'missing'],
    [
      'passes the list’s error on',
      A,
      { status: 'error' as const, error: new Error('x') },
      pending,
      'error',
    ],
  ] as const)('%s', (_case, id, strategies, scans, status) => {
    expect(resolveSource(id, strategies, scans).status).toBe(status);
  });
});

describe('withPendingStrategies', () => {
  const write = (change: Partial<WaitingWrite>): WaitingWrite => ({
    kind: STRATEGY_WRITE_KINDS.create,
    path: '/strategies',
    state: 'pending',
    createdAt: Date.parse(AT),
    ...change,
  });

  it('shows one saved here first, marked waiting; applies edits; hides deletions', () => {
    const list = withPendingStrategies(
      [saved(A, 'Old name'), saved(B, 'Gone')],
      [
        write({ body: { id: SCAN, name: 'Made offline', params: defaultParams('value') } }),
        write({
          kind: STRATEGY_WRITE_KINDS.update,
          path: `/strategies/${A}`,
          body: { name: 'New name', params: defaultParams('value') },
        }),
        write({ kind: STRATEGY_WRITE_KINDS.remove, path: `/strategies/${B}` }),
      ],
    );
    expect(list.map((one) => [one.name, one.waiting])).toEqual([
      ['Made offline', true],
      ['New name', true],
    ]);
    expect(list[1]?.params.base).toBe('value');
  });

  it('ignores writes that failed, other kinds, and bodies that do not parse', () => {
    const list = withPendingStrategies(
      [saved(A, 'Kept')],
      [
        write({
          state: 'failed',
          body: { id: B, name: 'Refused', params: defaultParams('value') },
        }),
        write({ kind: 'goal-create', path: '/investor/goals', body: {} }),
        write({ body: { id: 'not-a-uuid', name: 'Odd' } }),
      ],
    );
    expect(list.map((one) => one.name)).toEqual(['Kept']);
  });

  it('does not list twice a strategy the server already has', () => {
    const list = withPendingStrategies(
      [saved(A, 'On the server')],
      [write({ body: { id: A, name: 'On the server', params: defaultParams('quality') } })],
    );
    expect(list).toHaveLength(1);
  });
});

describe('describeParams', () => {
  it('says every rule in words', () => {
    const params = {
      ...defaultParams('momentum'),
      entry: 'roe > 15',
      exit: 'close < sma(close, 200)',
      stopLoss: 0.15,
      rebalance: 'quarterly' as const,
      weighting: 'inverseVolatility' as const,
    };
    expect(describeParams(params)).toEqual([
      'Holds the 20 stocks of NIFTY 500 with the highest momentum score.',
      'Buys only stocks that match: roe > 15',
      'Puts more in stocks whose prices move less (inverse volatility).',
      'Trades on the last trading day of March, June, September and December, at the next day’s open.',
      'Sells a holding early when it matches: close < sma(close, 200)',
      'Sells a holding that closes 15.0% below its buy price.',
      'Counts brokerage, STT, stamp duty, exchange and SEBI fees and GST, and 10 basis points of slippage on each trade.',
      'Tests the last 5 years, starting with ₹10 L.',
    ]);
  });

  it('says what the library’s equal-weight NIFTY 50 does in a line', () => {
    const params = STRATEGY_LIBRARY.find((one) => one.id === 'equal-weight-nifty-50')!.params;
    expect(describeParams(params)[0]).toBe(
      'Holds every NIFTY 50 stock, each with the same weight.',
    );
    expect(paramsLine(params)).toBe('All 50 stocks · quarterly · NIFTY 50');
  });
});
