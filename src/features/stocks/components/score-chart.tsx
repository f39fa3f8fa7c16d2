import { Box, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect } from 'react';
import type { ColorMode } from '@/ui/color-mode';
import {
  applyChartAxis,
  ChartLegend,
  createAppChart,
  useLazyChart,
  type ChartLib,
} from '@/ui/lazy-chart';

export interface ScoreLine {
  key: string;
  label: string;
  /** Hex colours for light and dark mode: a canvas cannot read theme tokens. */
  colour: Record<ColorMode, string>;
  points: ReadonlyArray<{ time: string; value: number | null }>;
  /** Thicker, for the line that matters most. */
  bold?: boolean;
}

interface Chart {
  lib: ChartLib;
  api: LightweightCharts.IChartApi;
  series: Map<string, LightweightCharts.ISeriesApi<'Line'>>;
}

const scoreFormat = {
  type: 'custom' as const,
  minMove: 0.01,
  formatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
};

/**
 * Scores over time as lines (z-scores: 0 is the typical stock), lightweight-charts loaded only
 * when it mounts. The canvas is hidden from screen readers: `summary` says what it shows.
 */
export function ScoreChart({ lines, summary }: { lines: readonly ScoreLine[]; summary: string }) {
  const { container, chart, failed, mode } = useLazyChart((lib, element): Chart => ({
    lib,
    api: createAppChart(lib, element),
    series: new Map(),
  }));

  useEffect(() => {
    if (!chart) return;
    applyChartAxis(chart.lib, chart.api, mode);
    for (const [key, series] of chart.series) {
      if (!lines.some((line) => line.key === key)) {
        chart.api.removeSeries(series);
        chart.series.delete(key);
      }
    }
    for (const line of lines) {
      let series = chart.series.get(line.key);
      if (!series) {
        series = chart.api.addSeries(chart.lib.LineSeries, {
          priceLineVisible: false,
          lastValueVisible: false,
          priceFormat: scoreFormat,
        });
        chart.series.set(line.key, series);
      }
      series.applyOptions({ color: line.colour[mode], lineWidth: line.bold ? 3 : 1 });
      series.setData(
        line.points.flatMap((point) =>
          point.value === null ? [] : [{ time: point.time, value: point.value }],
        ),
      );
    }
    chart.api.timeScale().fitContent();
  }, [chart, lines, mode]);

  return (
    <Box>
      {failed ? null : (
        <Box
          ref={container}
          aria-hidden="true"
          h={{ base: '48', md: '64' }}
          data-testid="score-chart"
        />
      )}
      <ChartLegend
        items={lines.map((line) => ({
          label: line.label,
          colour: line.colour[mode],
          bold: line.bold ?? false,
        }))}
      />
      <Text textStyle="sm" color="fg.muted" mt={2}>
        {summary}
      </Text>
    </Box>
  );
}
