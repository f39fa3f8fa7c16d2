import { describe, expect, it } from 'vitest';
import { histogram } from '@/domain/calibration';
import { axisX, histogramBars } from '@/features/calibration/model/histogram-geometry';
import { median, spreadInOrder } from '@/features/calibration/model/recompute';

// Where the calibration screen draws its histograms' bars on the canvas (issue 16), and the
// spread read off the ranking's order that the summaries use instead of a sort per move.

describe('histogramBars', () => {
  // Four bins over [-2, 2): counts 1, 3, 0, 2 on a 40 × 30 canvas, 2 px between bars.
  const h = histogram([-1.5, -0.5, -0.7, -0.2, 1.1, 1.9], 4, -2, 2);

  it.each([
    // bin, x, y, width, height, positive (centre -1.5, -0.5, 0.5, 1.5)
    [0, 1, 20, 8, 10, false],
    [1, 11, 0, 8, 30, false],
    [2, 21, 30, 8, 0, true],
    [3, 31, 10, 8, 20, true],
  ])('bin %i: x %d, y %d, %d × %d, positive %s', (bin, x, y, width, height, positive) => {
    const bar = histogramBars(h, 40, 30, 2)[bin]!;
    expect(bar.x).toBeCloseTo(x, 9);
    expect(bar.y).toBeCloseTo(y, 9);
    expect(bar.width).toBeCloseTo(width, 9);
    expect(bar.height).toBeCloseTo(height, 9);
    expect(bar.positive).toBe(positive);
  });

  it('draws nothing on an empty canvas and flat bars for an empty histogram', () => {
    expect(histogramBars(h, 0, 30)).toEqual([]);
    expect(histogramBars(h, 40, 0)).toEqual([]);
    const empty = histogram([], 4, -2, 2);
    expect(histogramBars(empty, 40, 30).map((bar) => bar.height)).toEqual([0, 0, 0, 0]);
  });

  it('places zero on the axis, clamped to the canvas', () => {
    expect(axisX(h, 40, 0)).toBe(20);
    expect(axisX(h, 40, -2)).toBe(0);
    expect(axisX(h, 40, 5)).toBe(40);
    expect(axisX(histogram([0.1], 4, -1, 1), 240, 0)).toBe(120);
  });
});

describe('spreadInOrder', () => {
  it.each([
    // values, order (highest first), min, max, median
    [[3, 1, 2], [0, 2, 1], 1, 3, 2],
    [[4, NaN, 1, 2, 3], [0, 4, 3, 2], 1, 4, 2.5],
    [[-0.5], [0], -0.5, -0.5, -0.5],
  ])('%j in order %j: from %d to %d, median %d', (values, order, min, max, mid) => {
    expect(spreadInOrder(values, order)).toEqual({ min, max, median: mid });
  });

  it('is null with no value known, and agrees with a sort on a larger set', () => {
    expect(spreadInOrder([NaN], [])).toBeNull();
    const values = Array.from({ length: 101 }, (_, i) => Math.sin(i * 7.3));
    const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
    expect(spreadInOrder(values, order)).toEqual({
      min: Math.min(...values),
      max: Math.max(...values),
      median: median(values),
    });
  });
});
