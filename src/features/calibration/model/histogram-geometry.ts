import type { Histogram } from '../../../domain/calibration';

// Where the calibration screen's histogram bars go on its canvas (issue 16: drawn to a canvas so
// a slider move costs no layout; score-histogram.tsx draws them). Pure, in the canvas's own
// pixels.

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The bin's centre is 0 or above (drawn in the positive colour). */
  positive: boolean;
}

/**
 * One bar a bin, side by side across `width`, heights scaled so the fullest bin fills `height`
 * (an empty histogram: no bar has height), bottoms on the baseline; `gap` pixels between bars.
 */
export function histogramBars(h: Histogram, width: number, height: number, gap = 1): Bar[] {
  const bins = h.counts.length;
  if (bins === 0 || width <= 0 || height <= 0) return [];
  const tallest = Math.max(1, ...h.counts);
  const step = width / bins;
  return h.counts.map((n, i) => {
    const barHeight = (n / tallest) * height;
    return {
      x: i * step + gap / 2,
      y: height - barHeight,
      width: Math.max(0, step - gap),
      height: barHeight,
      positive: h.lo + (i + 0.5) * h.width >= 0,
    };
  });
}

/** The x of a score on the histogram's axis (the zero line's place), clamped to the canvas. */
export function axisX(h: Histogram, width: number, score: number): number {
  if (h.hi <= h.lo) return 0;
  return Math.min(width, Math.max(0, ((score - h.lo) / (h.hi - h.lo)) * width));
}
