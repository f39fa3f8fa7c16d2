import { describe, expect, it } from 'vitest';
import {
  actionMarkers,
  chartSummary,
  chartWindow,
  rangePosition,
  rebase,
} from '@/features/stocks/model/chart';
import type { Bar, CorporateAction } from '@/features/stocks/model/contract';

const bar = (date: string, close: number, extra: Partial<Bar> = {}): Bar => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1000,
  ...extra,
});

const action = (exDate: string, kind: CorporateAction['kind'], extra = {}): CorporateAction => ({
  exDate,
  kind,
  sharesBefore: 1,
  sharesAfter: kind === 'dividend' ? 1 : 2,
  dividend: kind === 'dividend' ? 550 : null,
  ...extra,
});

describe('chartWindow', () => {
  it.each([
    ['1M', '2026-11-20', '2026-10-21', 'daily'],
    ['6M', '2026-11-20', '2026-05-21', 'daily'],
    ['1Y', '2026-11-20', '2025-11-21', 'daily'],
    ['5Y', '2026-11-20', '2021-11-21', 'weekly'],
    // Month-end: 31 March less one month rolls over in Date arithmetic; still one month.
    ['1M', '2026-03-31', '2026-03-04', 'daily'],
    ['1Y', '2024-02-29', '2023-03-02', 'daily'],
  ] as const)('%s to %s starts on %s with %s bars', (range, last, from, interval) => {
    expect(chartWindow(range, last)).toEqual({ from, to: last, interval });
  });
});

describe('rebase', () => {
  it('gives percent change from the first value, to two decimals', () => {
    expect(
      rebase([
        { date: '2026-01-01', value: 200 },
        { date: '2026-01-02', value: 210 },
        { date: '2026-01-05', value: 190 },
        { date: '2026-01-06', value: 200.5 },
      ]),
    ).toEqual([
      { time: '2026-01-01', value: 0 },
      { time: '2026-01-02', value: 5 },
      { time: '2026-01-05', value: -5 },
      { time: '2026-01-06', value: 0.25 },
    ]);
  });

  it('is empty when nothing has a positive value', () => {
    expect(rebase([])).toEqual([]);
    expect(rebase([{ date: '2026-01-01', value: 0 }])).toEqual([]);
  });
});

describe('actionMarkers', () => {
  const daily = [bar('2026-01-05', 100), bar('2026-01-06', 101), bar('2026-01-08', 102)];

  it('puts each action on the bar that holds its ex-date, oldest first', () => {
    const markers = actionMarkers(
      daily,
      [action('2026-01-08', 'split'), action('2026-01-07', 'dividend')],
      '2026-01-08',
    );
    expect(markers.map((m) => [m.time, m.exDate, m.label])).toEqual([
      ['2026-01-06', '2026-01-07', 'D'],
      ['2026-01-08', '2026-01-08', 'S'],
    ]);
    expect(markers[0]?.text).toBe('Dividend of ₹5.50 a share');
    expect(markers[1]?.text).toBe('Split 1 share into 2');
  });

  it('leaves out actions before the first bar or after the window', () => {
    expect(
      actionMarkers(
        daily,
        [action('2026-01-02', 'bonus'), action('2026-01-09', 'dividend')],
        '2026-01-08',
      ),
    ).toEqual([]);
  });

  it('places an action inside a week on that week’s bar', () => {
    const weekly = [bar('2026-01-05', 100), bar('2026-01-12', 104)];
    const markers = actionMarkers(weekly, [action('2026-01-14', 'bonus')], '2026-01-16');
    expect(markers).toMatchObject([{ time: '2026-01-12', label: 'B' }]);
    expect(markers[0]?.text).toBe('Bonus of 1 for every 1 held');
  });
});

describe('rangePosition', () => {
  it.each([
    [150, 100, 200, 0.5],
    [100, 100, 200, 0],
    [200, 100, 200, 1],
    [90, 100, 200, 0],
    [100, 100, 100, 0.5],
  ])('close %d between %d and %d sits at %d', (close, low, high, expected) => {
    expect(rangePosition(close, low, high)).toBe(expected);
  });
});

describe('chartSummary', () => {
  it('says the change over the range, the ends and the extremes in rupees', () => {
    const bars = [
      bar('2026-01-05', 10_000, { open: 10_000, high: 10_500, low: 9_800 }),
      bar('2026-01-06', 11_000, { high: 11_200, low: 10_900 }),
    ];
    expect(chartSummary('INFY', bars, '1M')).toBe(
      'INFY over one month: up 10.0%, from ₹100.00 to ₹110.00; high ₹112.00, low ₹98.00.',
    );
  });

  it('says when there are no prices', () => {
    expect(chartSummary('INFY', [], '1Y')).toBe('No prices for INFY in this range.');
  });
});
