import { Box, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { ColorMode } from '@/ui/color-mode';
import {
  applyChartAxis,
  ChartLegend,
  createAppChart,
  useLazyChart,
  type ChartLib,
} from '@/ui/lazy-chart';
import type { LinePoint } from '../model/chart-lines';

// The charts of past performance (equity, underwater drawdown, rolling returns): lines over
// days, lightweight-charts loaded lazily when the chart mounts (STYLE.md), the canvas hidden
// from screen readers with the sentence under it saying the same. Series are added, fed and
// removed as the lines change (a compare run adds one), so the chart is made once.

export type LineTone = 'strategy' | 'benchmark' | 'other';

export interface ChartLine {
  id: string;
  label: string;
  tone: LineTone;
  points: readonly LinePoint[];
  /** Filled between the line and zero (the underwater chart). */
  underwater?: boolean;
}

// A canvas cannot read the theme's tokens: Chakra's purple, cyan and orange per colour mode.
const palettes: Record<ColorMode, Record<LineTone | 'fill', string>> = {
  light: {
    strategy: '#7c3aed',
    benchmark: '#0e7490',
    other: '#c2410c',
    fill: 'rgba(220, 38, 38, 0.25)',
  },
  dark: {
    strategy: '#a78bfa',
    benchmark: '#22d3ee',
    other: '#fb923c',
    fill: 'rgba(248, 113, 113, 0.3)',
  },
};

type AnySeries = LightweightCharts.ISeriesApi<'Line'> | LightweightCharts.ISeriesApi<'Baseline'>;

interface Chart {
  lib: ChartLib;
  api: LightweightCharts.IChartApi;
}

const twoPlaces = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const FORMATS = {
  rupees: (value: number) => `₹${twoPlaces.format(value)}`,
  percent: (value: number) => `${value > 0 ? '+' : ''}${twoPlaces.format(value)}%`,
};

interface BacktestChartProps {
  lines: readonly ChartLine[];
  format: keyof typeof FORMATS;
  log?: boolean;
  /** The sentence that says what the chart shows. */
  summary: string;
  testId: string;
}

export function BacktestChart({ lines, format, log = false, summary, testId }: BacktestChartProps) {
  const { container, chart, failed, mode } = useLazyChart((lib, element): Chart => ({
    lib,
    api: createAppChart(lib, element, {
      localization: { priceFormatter: FORMATS[format] },
    }),
  }));
  const series = useRef(new Map<string, AnySeries>());

  useEffect(() => {
    if (!chart) return;
    const { lib, api } = chart;
    const colours = palettes[mode];
    const made = series.current;
    for (const [id, one] of made) {
      if (!lines.some((line) => line.id === id)) {
        api.removeSeries(one);
        made.delete(id);
      }
    }
    for (const line of lines) {
      let one = made.get(line.id);
      if (!one) {
        const quiet = { priceLineVisible: false, lineWidth: 2 } as const;
        one = line.underwater
          ? api.addSeries(lib.BaselineSeries, {
              ...quiet,
              baseValue: { type: 'price', price: 0 },
              topFillColor1: 'transparent',
              topFillColor2: 'transparent',
            })
          : api.addSeries(lib.LineSeries, quiet);
        made.set(line.id, one);
      }
      const colour = colours[line.tone];
      if (line.underwater) {
        one.applyOptions({
          topLineColor: colour,
          bottomLineColor: colour,
          bottomFillColor1: colours.fill,
          bottomFillColor2: colours.fill,
        });
      } else {
        one.applyOptions({ color: colour, lineWidth: line.tone === 'strategy' ? 2 : 1 });
      }
      one.setData(line.points.map((point) => ({ time: point.time, value: point.value })));
    }
    api.timeScale().fitContent();
  }, [chart, lines, mode]);

  useEffect(() => {
    if (!chart) return;
    applyChartAxis(chart.lib, chart.api, mode);
  }, [chart, mode]);

  useEffect(() => {
    if (!chart) return;
    const { lib, api } = chart;
    api.priceScale('right').applyOptions({
      mode: log ? lib.PriceScaleMode.Logarithmic : lib.PriceScaleMode.Normal,
    });
  }, [chart, log]);

  const colours = palettes[mode];
  return (
    <Box as="figure" data-testid={testId}>
      {failed ? (
        <Text textStyle="sm" color="fg.muted">
          The chart could not load. The sentence below says what it shows.
        </Text>
      ) : (
        <Box ref={container} aria-hidden="true" h={{ base: '56', md: '72' }} />
      )}
      <ChartLegend
        items={lines.map((line) => ({
          label: line.label,
          colour: colours[line.tone],
          bold: line.tone === 'strategy',
        }))}
      />
      <Text as="figcaption" textStyle="sm" color="fg.muted" mt={2}>
        {summary}
      </Text>
    </Box>
  );
}
