import { memo, useLayoutEffect, useRef } from 'react';
import type { Histogram } from '@/domain/calibration';
import { colorModeStore } from '@/ui/color-mode';
import { axisX, histogramBars } from '../model/histogram-geometry';
import type { Spread } from '../model/recompute';
import { setAttribute, setText } from './calibration-live';

const two = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-IN');
export const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${two.format(Math.abs(value))}`;

/** The histogram in words: how many, the range, the median and the fullest bin. */
export function histogramSummary(h: Histogram, spread: Spread | null): string {
  if (!spread || h.total === 0) return 'No stock has a score.';
  let fullest = 0;
  h.counts.forEach((n, i) => {
    if (n > h.counts[fullest]!) fullest = i;
  });
  const from = h.lo + fullest * h.width;
  return (
    `${count.format(h.total)} stocks from ${signed(spread.min)} to ${signed(spread.max)}, median ` +
    `${signed(spread.median)}; most (${count.format(h.counts[fullest]!)}) between ${signed(from)} and ` +
    `${signed(from + h.width)}.`
  );
}

const HEIGHT = 72;

// Plain elements, styled once by the section they are drawn in (its css, this). What changes on
// a move sits in boxes of fixed size with layout containment, which Chromium lays out on their
// own (relayout boundaries: positioned, not flex or grid items).
export const histogramCss = {
  '& .histogram > * + *': { marginTop: '1' },
  '& .histogram-title': { fontWeight: 'medium' },
  '& .histogram-frame': { borderWidth: '1px', borderRadius: 'l2', padding: '2' },
  // A fixed box: redrawing the bars lays nothing out.
  '& .histogram canvas': { display: 'block', width: '100%', height: `${HEIGHT}px` },
  '& .histogram-axis': {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: '2xs',
    fontVariantNumeric: 'tabular-nums',
  },
  // Its words change on every move: a contained box of fixed height in lines, as the canvas.
  '& .histogram-summary': {
    textStyle: 'sm',
    color: 'fg.muted',
    position: 'relative',
    height: '3lh',
    contain: 'size layout style',
  },
} as const;

interface Colors {
  positive: string;
  negative: string;
  axis: string;
}

const readColors = (element: Element): Colors => {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--chakra-colors-${name}`).trim() || fallback;
  return {
    positive: token('purple-solid', '#9333ea'),
    negative: token('orange-solid', '#ea580c'),
    axis: token('border-emphasized', '#a1a1aa'),
  };
};

/** Draws a histogram's bars and zero line on a canvas of `width` × `height` device pixels. */
function drawBars(
  context: CanvasRenderingContext2D,
  h: Histogram,
  width: number,
  height: number,
  colors: Colors,
  ratio: number,
) {
  context.clearRect(0, 0, width, height);
  for (const bar of histogramBars(h, width, height, ratio)) {
    if (bar.height <= 0) continue;
    context.fillStyle = bar.positive ? colors.positive : colors.negative;
    context.fillRect(bar.x, bar.y, bar.width, bar.height);
  }
  const zero = Math.round(axisX(h, width, 0)) + 0.5;
  context.strokeStyle = colors.axis;
  context.lineWidth = ratio;
  context.setLineDash([2 * ratio, 2 * ratio]);
  context.beginPath();
  context.moveTo(zero, 0);
  context.lineTo(zero, height);
  context.stroke();
}

/**
 * The live side of a `ScoreHistogram`: `paint` draws a histogram into the elements it rendered
 * (bars on the canvas, its accessible name, the summary) with no React render. The canvas keeps
 * its size, so new bars cost no layout; its size in device pixels is read when it is attached
 * and from a ResizeObserver, never on a move (that would force a layout in the input event).
 */
export class HistogramView {
  private canvas: HTMLCanvasElement | null = null;
  private summary: HTMLElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private colors: Colors | null = null;
  private width = 0;
  private height = 0;
  private ratio = 1;
  private last: Histogram | null = null;
  private stop: () => void = () => undefined;
  private readonly title: string;

  constructor(title: string) {
    this.title = title;
  }

  attach(canvas: HTMLCanvasElement, summary: HTMLElement) {
    this.canvas = canvas;
    this.summary = summary;
    this.context = canvas.getContext('2d');
    if (!this.context) return;
    this.colors = readColors(canvas);
    this.resize(canvas.clientWidth);
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            const next = entry?.contentRect.width ?? 0;
            if (Math.round(next * (window.devicePixelRatio || 1)) !== this.width) {
              this.resize(next);
            }
          });
    observer?.observe(canvas);
    const unsubscribe = colorModeStore.subscribe(() => {
      this.colors = readColors(canvas);
      this.redraw();
    });
    this.stop = () => {
      observer?.disconnect();
      unsubscribe();
    };
  }

  detach() {
    this.stop();
    this.stop = () => undefined;
    this.canvas = this.summary = null;
    this.context = null;
  }

  paint(h: Histogram, spread: Spread | null) {
    const words = histogramSummary(h, spread);
    setAttribute(this.canvas, 'aria-label', `${this.title}: ${words}`);
    setText(this.summary, words);
    this.last = h;
    this.redraw();
  }

  private resize(cssWidth: number) {
    if (!this.canvas) return;
    this.ratio = window.devicePixelRatio || 1;
    this.width = Math.round(cssWidth * this.ratio);
    this.height = Math.round(HEIGHT * this.ratio);
    this.canvas.width = this.width;
    this.canvas.height = this.height;
    this.redraw();
  }

  private redraw() {
    if (this.context && this.colors && this.last && this.width > 0) {
      drawBars(this.context, this.last, this.width, this.height, this.colors, this.ratio);
    }
  }
}

/**
 * A histogram: bars on a canvas (an image whose accessible name is the summary, also shown in
 * words below it), the axis's ends and zero as text. Rendered once; `view` draws into it.
 */
export const ScoreHistogram = memo(function ScoreHistogram({
  view,
  title,
  lo,
  hi,
  testId,
}: {
  view: HistogramView;
  title: string;
  lo: number;
  hi: number;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  // A layout effect: attached before the section's own (which paints the first figures).
  useLayoutEffect(() => {
    if (!canvas.current || !summary.current) return;
    view.attach(canvas.current, summary.current);
    return () => view.detach();
  }, [view]);
  return (
    <div className="histogram" data-testid={testId}>
      <p className="histogram-title">{title}</p>
      <div className="histogram-frame">
        <canvas ref={canvas} role="img" aria-label={title} height={HEIGHT} />
        <div className="histogram-axis" aria-hidden="true">
          <span>{signed(lo)}</span>
          <span>0</span>
          <span>{signed(hi)}</span>
        </div>
      </div>
      <p className="histogram-summary" ref={summary} />
    </div>
  );
});
