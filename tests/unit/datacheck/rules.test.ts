import { describe, expect, it } from 'vitest';
import {
  changePercent,
  expectedLastTradingDay,
  freshnessStatus,
  lookbackStart,
  missingTradingDays,
  tradingDaysAfter,
  windowStart,
} from '../../../server/modules/datacheck/rules';
import { sortAnomalies } from '../../../server/modules/datacheck/service';
import type { Anomaly } from '../../../src/features/datacheck/model/contract';

// The data check's pure rules (docs/data-check.md) over the NSE calendar.

describe('windowStart', () => {
  it.each([
    ['2026-06-30', 90, '2026-04-02'],
    ['2026-06-30', 5, '2026-06-26'],
    ['2026-06-30', 365, '2025-07-01'],
    ['2024-03-01', 2, '2024-02-29'],
  ])('%s, %i days -> %s', (to, days, from) => {
    expect(windowStart(to, days)).toBe(from);
  });

  it('reads 20 days more for the first day’s previous close', () => {
    expect(lookbackStart('2026-06-21')).toBe('2026-06-01');
  });
});

describe('expectedLastTradingDay', () => {
  it.each([
    // A Tuesday: Monday's session has closed.
    ['2026-06-30', null, '2026-06-29'],
    // A Monday: Friday's, but Friday 2026-06-26 (Muharram) is a holiday: Thursday's.
    ['2026-06-29', '2026-06-20', '2026-06-25'],
    // A Saturday: the same.
    ['2026-06-27', null, '2026-06-25'],
    ['2026-07-04', null, '2026-07-03'],
    // Today already loaded (after the close): today.
    ['2026-06-30', '2026-06-30', '2026-06-30'],
    // 2026-01-26 (Republic Day) is a holiday: Tuesday looks back to Friday the 23rd.
    ['2026-01-27', null, '2026-01-23'],
  ])('today %s, loaded %s -> %s', (today, loaded, expected) => {
    expect(expectedLastTradingDay(today, loaded)).toBe(expected);
  });
});

describe('tradingDaysAfter and freshnessStatus', () => {
  it.each([
    ['2026-06-29', '2026-06-29', [], 'fresh'],
    ['2026-06-25', '2026-06-29', ['2026-06-29'], 'behind'],
    ['2026-06-24', '2026-06-29', ['2026-06-25', '2026-06-29'], 'behind'],
    [
      '2026-06-19',
      '2026-06-29',
      ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-29'],
      'stale',
    ],
    ['2026-06-30', '2026-06-29', [], 'fresh'],
  ] as const)('loaded %s, expected %s', (last, expected, behind, status) => {
    expect(tradingDaysAfter(last, expected)).toEqual(behind);
    expect(freshnessStatus(last, behind.length)).toBe(status);
  });

  it('is empty with no data', () => {
    expect(freshnessStatus(null, 0)).toBe('empty');
  });
});

describe('missingTradingDays', () => {
  const present = ['2026-06-22', '2026-06-23', '2026-06-25', '2026-06-26'];

  it('lists expected trading days with no bar, weekends and holidays excluded', () => {
    expect(
      missingTradingDays({ from: '2026-06-20', to: '2026-06-26', first: '2020-01-01' }, present),
    ).toEqual({
      // 2026-06-26 is a holiday (Muharram).
      expected: ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25'],
      missing: ['2026-06-24'],
    });
  });

  it('starts at the archive’s first day: nothing is missing before the history', () => {
    expect(
      missingTradingDays({ from: '2026-06-01', to: '2026-06-26', first: '2026-06-22' }, present)
        .missing,
    ).toEqual(['2026-06-24']);
  });

  it('counts a loaded non-trading day (a special session) as nothing missing', () => {
    expect(
      missingTradingDays({ from: '2026-06-27', to: '2026-06-28', first: '2020-01-01' }, [
        '2026-06-27',
      ]),
    ).toEqual({ expected: [], missing: [] });
  });
});

describe('changePercent', () => {
  it.each([
    [130, 100, 30],
    [70, 100, -30],
    [100_01, 100_00, 0.01],
    [2, 3, -33.33],
  ])('%i after %i -> %f', (close, previous, percent) => {
    expect(changePercent(close, previous)).toBe(percent);
  });
});

describe('sortAnomalies (the answer’s order)', () => {
  const base = {
    name: 'X',
    close: 100,
    previousClose: null,
    changePercent: null,
    volume: null,
    since: null,
    days: null,
  };
  it('puts jumps first, the biggest move first, then other kinds by size', () => {
    const list: Anomaly[] = [
      { ...base, symbol: 'Z', kind: 'zero-volume', date: '2026-06-01' },
      { ...base, symbol: 'S', kind: 'stale-price', date: '2026-06-01', days: 6 },
      { ...base, symbol: 'T', kind: 'stale-price', date: '2026-06-01', days: 9 },
      { ...base, symbol: 'A', kind: 'jump', date: '2026-06-01', changePercent: 21 },
      { ...base, symbol: 'B', kind: 'jump', date: '2026-06-02', changePercent: -40 },
      { ...base, symbol: 'L', kind: 'no-recent-bar', date: '2026-05-01', days: 3 },
    ];
    expect(sortAnomalies(list).map((a) => a.symbol)).toEqual(['B', 'A', 'L', 'T', 'S', 'Z']);
  });
});
