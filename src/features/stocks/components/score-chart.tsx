import { Box, HStack, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { colorModeStore, type ColorMode } from '@/ui/color-mode';

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
  lib: typeof LightweightCharts;
  api: LightweightCharts.IChartApi;
  series: Map<string, LightweightCharts.ISeriesApi<'Line'>>;
}

const axis: Record<ColorMode, { text: string; grid: string }> = {
  light: { text: '#52525b', grid: '#f4f4f5' },
  dark: { text: '#a1a1aa', grid: '#27272a' },
};

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
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const [failed, setFailed] = useState(false);
  const mode = useSyncExternalStore(colorModeStore.subscribe, colorModeStore.getSnapshot);

  useEffect(() => {
    let cancelled = false;
    let made: Chart | null = null;
    import('lightweight-charts')
      .then((lib) => {
        if (cancelled || !container.current) return;
        const api = lib.createChart(container.current, {
          autoSize: true,
          localization: { locale: 'en-IN' },
          rightPriceScale: { borderVisible: false },
          timeScale: { borderVisible: false },
          handleScroll: false,
          handleScale: false,
        });
        made = { lib, api, series: new Map() };
        setChart(made);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      made?.api.remove();
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    chart.api.applyOptions({
      layout: {
        background: { type: chart.lib.ColorType.Solid, color: 'transparent' },
        textColor: axis[mode].text,
      },
      grid: { vertLines: { color: axis[mode].grid }, horzLines: { color: axis[mode].grid } },
    });
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
      <HStack as="ul" listStyleType="none" gap={4} mt={2} flexWrap="wrap" textStyle="xs">
        {lines.map((line) => (
          <HStack as="li" key={line.key} gap={1.5}>
            <Box
              aria-hidden="true"
              w={4}
              borderTopWidth={line.bold ? '3px' : '2px'}
              style={{ borderTopColor: line.colour[mode] }}
            />
            {line.label}
          </HStack>
        ))}
      </HStack>
      <Text textStyle="sm" color="fg.muted" mt={2}>
        {summary}
      </Text>
    </Box>
  );
}
