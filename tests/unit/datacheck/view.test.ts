import { describe, expect, it } from 'vitest';
import type { Anomaly, Freshness } from '@/features/datacheck/model/contract';
import { dataCheckSearchSchema } from '@/features/datacheck/model/search';
import {
  anomalyFigures,
  countByKind,
  coveredDays,
  freshnessView,
  listDays,
  sortAnomalies,
} from '@/features/datacheck/model/view';

const fresh: Freshness = {
  dataUpdateTime: '2026-06-30T12:00:00.000Z',
  lastTradingDay: '2026-06-29',
  expectedLastTradingDay: '2026-06-29',
  tradingDaysBehind: 0,
  status: 'fresh',
};

describe('freshnessView', () => {
  it.each([
    [fresh, 'green', 'Up to date'],
    [
      { ...fresh, status: 'behind', tradingDaysBehind: 1 } as const,
      'orange',
      '1 trading day behind',
    ],
    [{ ...fresh, status: 'stale', tradingDaysBehind: 7 } as const, 'red', '7 trading days behind'],
    [{ ...fresh, status: 'empty', lastTradingDay: null } as const, 'gray', 'No market data'],
  ])('%#: %s', (freshness, palette, word) => {
    expect(freshnessView(freshness)).toMatchObject({ palette, word });
  });
});

const base: Anomaly = {
  symbol: 'ABC',
  name: 'ABC Ltd',
  kind: 'jump',
  date: '2026-06-22',
  close: 130_00,
  previousClose: 100_00,
  changePercent: 30,
  volume: 1000,
  since: null,
  days: null,
};

describe('anomalyFigures', () => {
  it.each([
    [base, /₹100\.00 → ₹130\.00 \(\+30(\.00)?%\)/],
    [{ ...base, kind: 'zero-volume' } as const, /No shares traded; close ₹130\.00/],
    [
      { ...base, kind: 'stale-price', days: 6, since: '2026-06-15' } as const,
      /₹130\.00 on 6 trading days from 15 Jun 2026/,
    ],
    [{ ...base, kind: 'no-recent-bar', days: 1 } as const, /1 trading day missing since/],
  ])('%#', (anomaly, text) => {
    expect(anomalyFigures(anomaly)).toMatch(text);
  });
});

describe('sortAnomalies and countByKind', () => {
  const list: Anomaly[] = [
    { ...base, symbol: 'B', changePercent: -40 },
    { ...base, symbol: 'A', date: '2026-06-01' },
    { ...base, symbol: 'C', kind: 'zero-volume', date: '2026-06-25' },
  ];
  it.each([
    ['symbol', 'asc', ['A', 'B', 'C']],
    ['symbol', 'desc', ['C', 'B', 'A']],
    ['date', 'desc', ['C', 'B', 'A']],
    ['size', 'desc', ['B', 'A', 'C']],
    ['kind', 'asc', ['B', 'A', 'C']],
  ] as const)('by %s %s', (key, direction, symbols) => {
    expect(sortAnomalies(list, key, direction).map((a) => a.symbol)).toEqual(symbols);
  });

  it('counts by kind in order, leaving out kinds with none', () => {
    expect(countByKind(list)).toEqual([
      ['jump', 2],
      ['zero-volume', 1],
    ]);
  });
});

describe('words', () => {
  it('says which days an import covered', () => {
    expect(coveredDays({ firstDate: null, lastDate: null })).toBe('nothing loaded');
    expect(coveredDays({ firstDate: '2026-07-01', lastDate: '2026-07-01' })).toBe('1 Jul 2026');
    expect(coveredDays({ firstDate: '2026-07-01', lastDate: '2026-07-03' })).toBe(
      '1 Jul 2026 – 3 Jul 2026',
    );
  });

  it('lists days, the rest counted', () => {
    expect(listDays(['2026-06-01', '2026-06-02', '2026-06-03'], 2)).toBe(
      '1 Jun 2026, 2 Jun 2026 and 1 more',
    );
  });
});

describe('the address', () => {
  it.each([
    [{}, 90],
    [{ days: '30' }, 30],
    [{ days: 365 }, 365],
    [{ days: '45' }, 90],
    [{ days: 'x' }, 90],
  ])('%j -> %i days', (search, days) => {
    expect(dataCheckSearchSchema.parse(search).days).toBe(days);
  });
});
