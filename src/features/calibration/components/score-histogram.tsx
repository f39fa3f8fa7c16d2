import { memo } from 'react';
import type { Histogram } from '@/domain/calibration';
import { median } from '../model/recompute';

const two = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');
export const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${two.format(Math.abs(value))}`;

function rangeOf(values: ArrayLike<number>): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  return lo <= hi ? [lo, hi] : null;
}

/** The histogram in words: how many, the range, the median and the fullest bin. */
export function histogramSummary(h: Histogram, values: ArrayLike<number>): string {
  const range = rangeOf(values);
  const mid = median(values);
  if (!range || mid === null || h.total === 0) return 'No stock has a score.';
  let fullest = 0;
  h.counts.forEach((n, i) => {
    if (n > h.counts[fullest]!) fullest = i;
  });
  const from = h.lo + fullest * h.width;
  return (
    `${count.format(h.total)} stocks from ${signed(range[0])} to ${signed(range[1])}, median ` +
    `${signed(mid)}; most (${count.format(h.counts[fullest]!)}) between ${signed(from)} and ` +
    `${signed(from + h.width)}.`
  );
}

const WIDTH = 240;
// Plain elements, styled once by the section they are drawn in (its css, this): the histograms
// draw again on every slider move.
export const histogramCss = {
  '& .histogram': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .histogram-title': { fontWeight: 'medium' },
  '& .histogram-frame': { borderWidth: '1px', borderRadius: 'l2', padding: '2' },
  '& .histogram-summary': { textStyle: 'sm', color: 'fg.muted' },
} as const;

const HEIGHT = 72;

/**
 * Bars of a histogram as an image with its summary as the accessible name and visible text.
 * Memoised: it draws again only when the recomputed universe arrives, not on the sliders' own
 * render; plain elements only (styled by `histogramCss` on the section), as a Chakra component
 * each costs a throttled phone its frame.
 */
export const ScoreHistogram = memo(function ScoreHistogram({
  title,
  histogram,
  values,
  testId,
}: {
  title: string;
  histogram: Histogram;
  values: ArrayLike<number>;
  testId: string;
}) {
  const summary = histogramSummary(histogram, values);
  const tallest = Math.max(1, ...histogram.counts);
  const bar = WIDTH / histogram.counts.length;
  return (
    <div className="histogram" data-testid={testId}>
      <p className="histogram-title">{title}</p>
      <div className="histogram-frame">
        <svg
          role="img"
          aria-label={`${title}: ${summary}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT + 12}`}
          width="100%"
          style={{ display: 'block' }}
        >
          {histogram.counts.map((n, i) => {
            const h = (n / tallest) * HEIGHT;
            const centre = histogram.lo + (i + 0.5) * histogram.width;
            return (
              <rect
                key={i}
                x={i * bar + 0.5}
                y={HEIGHT - h}
                width={Math.max(0, bar - 1)}
                height={h}
                fill={
                  centre >= 0
                    ? 'var(--chakra-colors-purple-solid)'
                    : 'var(--chakra-colors-orange-solid)'
                }
              />
            );
          })}
          <line
            x1={WIDTH / 2}
            x2={WIDTH / 2}
            y1={0}
            y2={HEIGHT}
            stroke="var(--chakra-colors-border-emphasized)"
            strokeDasharray="2 2"
          />
          <text x={0} y={HEIGHT + 10} fontSize="8" fill="currentColor">
            {signed(histogram.lo)}
          </text>
          <text x={WIDTH / 2} y={HEIGHT + 10} fontSize="8" textAnchor="middle" fill="currentColor">
            0
          </text>
          <text x={WIDTH} y={HEIGHT + 10} fontSize="8" textAnchor="end" fill="currentColor">
            {signed(histogram.hi)}
          </text>
        </svg>
      </div>
      <p className="histogram-summary">{summary}</p>
    </div>
  );
});
