import { describe, expect, it } from 'vitest';
import {
  aboveAverage,
  breadth,
  explainRsi,
  marketReading,
  rsi,
  upVolumeShare,
} from '@/features/stocks/model/market-sentiment';

// StockCharts ChartSchool, "Relative Strength Index (RSI)", the worked spreadsheet (cs-rsi.xls):
// 14-day RSI with Wilder's smoothing on these closes (first RSI 70.53 on the 15th close).
const CHARTSCHOOL = [
  44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28,
  46.28, 46.0, 46.03, 46.41, 46.22, 45.64,
];

describe('rsi (Wilder, 14 days)', () => {
  it.each([
    [15, 70.53],
    [16, 66.32],
    [17, 66.55],
    [18, 69.41],
    [19, 66.36],
    [20, 57.97],
  ])('after %d closes is %d as in the ChartSchool example', (count, expected) => {
    // The sheet rounds its average gain and loss to two decimals each day; unrounded, the
    // values sit up to 0.08 below it.
    expect(Math.abs((rsi(CHARTSCHOOL.slice(0, count)) ?? 0) - expected)).toBeLessThan(0.1);
  });

  it('needs 15 closes, and reads 100 with no falls and 50 with no moves', () => {
    expect(rsi(CHARTSCHOOL.slice(0, 14))).toBeNull();
    expect(rsi(Array.from({ length: 15 }, (_, i) => 100 + i))).toBe(100);
    expect(rsi(Array.from({ length: 15 }, () => 100))).toBe(50);
  });
});

describe('upVolumeShare', () => {
  it('is the volume of up days over all volume, the first bar only a reference', () => {
    const bars = [
      { close: 100, volume: 999 },
      { close: 101, volume: 300 },
      { close: 100, volume: 100 },
      { close: 100, volume: 100 },
      { close: 102, volume: 500 },
    ];
    expect(upVolumeShare(bars)).toBe(800 / 1000);
    expect(upVolumeShare(bars, 2)).toBe(500 / 600);
    expect(upVolumeShare(bars.slice(0, 1))).toBeNull();
  });
});

describe('aboveAverage and breadth', () => {
  it('compares the last close with the average of the last 50', () => {
    const rising = Array.from({ length: 50 }, (_, i) => 100 + i);
    const falling = [...rising].reverse();
    expect(aboveAverage(rising)).toBe(true);
    expect(aboveAverage(falling)).toBe(false);
    expect(aboveAverage(rising.slice(1))).toBeNull();
    expect(breadth([rising, falling, rising, rising.slice(10)])).toEqual({
      share: 2 / 3,
      counted: 3,
    });
    expect(breadth([])).toEqual({ share: null, counted: 0 });
  });
});

describe('marketReading', () => {
  it.each([
    [{ rsi: 80, rangePosition: 0.9, upVolumeShare: 0.7, peersAboveAverage: 0.8 }, 60, 'Bullish'],
    [{ rsi: 50, rangePosition: 0.5, upVolumeShare: 0.5, peersAboveAverage: 0.5 }, 0, 'Neutral'],
    [{ rsi: 20, rangePosition: 0.1, upVolumeShare: 0.3, peersAboveAverage: 0.2 }, -60, 'Bearish'],
    [{ rsi: 70, rangePosition: null, upVolumeShare: null, peersAboveAverage: null }, 40, 'Bullish'],
  ] as const)('%o reads %d, %s', (signals, score, reading) => {
    expect(marketReading(signals)).toEqual({ score, reading });
  });

  it('is null with no signal at all', () => {
    expect(
      marketReading({
        rsi: null,
        rangePosition: null,
        upVolumeShare: null,
        peersAboveAverage: null,
      }),
    ).toBeNull();
  });
});

describe('explainRsi', () => {
  it.each([
    [75, 'Rose fast lately: often called overbought'],
    [25, 'Fell fast lately: often called oversold'],
    [55, 'More up days than down lately'],
    [45, 'More down days than up lately'],
  ])('%d: %s', (value, text) => {
    expect(explainRsi(value)).toBe(text);
  });
});
