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
import type { Performance } from '../model/contract';
import { formatCompactRupees } from '../model/report-format';

interface Chart {
  lib: ChartLib;
  api: LightweightCharts.IChartApi;
  value: LightweightCharts.ISeriesApi<'Line'>;
  benchmark: LightweightCharts.ISeriesApi<'Line'>;
  deposited: LightweightCharts.ISeriesApi<'Line'>;
}

// A canvas cannot read the theme's tokens, so the lines use the hex values of Chakra's palette
// (purple, cyan, gray) for each colour mode.
const palettes: Record<ColorMode, Record<'value' | 'benchmark' | 'deposited', string>> = {
  light: {
    value: '#7c3aed',
    benchmark: '#0e7490',
    deposited: '#a1a1aa',
  },
  dark: {
    value: '#a78bfa',
    benchmark: '#22d3ee',
    deposited: '#71717a',
  },
};

const line = (
  points: Performance['points'],
  pick: (p: Performance['points'][number]) => number | null,
) =>
  // The library throws on dates out of order, which would take the dashboard down with it.
  [...points]
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .flatMap((point) => {
      const paise = pick(point);
      return paise === null ? [] : [{ time: point.date, value: paise / 100 }];
    });

function applyTheme({ lib, api, value, benchmark, deposited }: Chart, mode: ColorMode) {
  const colours = palettes[mode];
  applyChartAxis(lib, api, mode);
  value.applyOptions({ color: colours.value });
  benchmark.applyOptions({ color: colours.benchmark });
  deposited.applyOptions({ color: colours.deposited });
}

interface PerformanceChartProps {
  points: Performance['points'];
  benchmarkName: string;
}

/**
 * Net worth, the benchmark rebased to it, and the money added, as lines. The library loads only
 * when the chart mounts (STYLE.md: heavy libraries load lazily), so the dashboard paints first.
 * The canvas is hidden from screen readers: the card's summary sentence says the same.
 */
export function PerformanceChart({ points, benchmarkName }: PerformanceChartProps) {
  const { container, chart, failed, mode } = useLazyChart((lib, element): Chart => {
    const api = createAppChart(lib, element, {
      localization: {
        priceFormatter: (rupees: number) => formatCompactRupees(Math.round(rupees * 100)),
      },
    });
    const options = { lineWidth: 2, priceLineVisible: false } as const;
    return {
      lib,
      api,
      value: api.addSeries(lib.LineSeries, options),
      benchmark: api.addSeries(lib.LineSeries, options),
      deposited: api.addSeries(lib.LineSeries, {
        ...options,
        lineWidth: 1,
        lineStyle: lib.LineStyle.Dashed,
        lastValueVisible: false,
      }),
    };
  });

  useEffect(() => {
    if (!chart) return;
    chart.value.setData(line(points, (p) => p.value));
    chart.benchmark.setData(line(points, (p) => p.benchmark));
    chart.deposited.setData(line(points, (p) => p.deposited));
    chart.api.timeScale().fitContent();
  }, [chart, points]);

  useEffect(() => {
    if (chart) applyTheme(chart, mode);
  }, [chart, mode]);

  const colours = palettes[mode];
  const legend = [
    { label: 'Net worth', colour: colours.value, dashed: false },
    { label: `${benchmarkName} (rebased)`, colour: colours.benchmark, dashed: false },
    { label: 'Money added', colour: colours.deposited, dashed: true },
  ];
  return (
    <Box>
      {failed ? (
        <Text textStyle="sm" color="fg.muted">
          The chart could not load. The summary above says how your portfolio did.
        </Text>
      ) : (
        <Box
          ref={container}
          aria-hidden="true"
          h={{ base: '56', md: '72' }}
          data-testid="performance-chart"
        />
      )}
      <ChartLegend items={legend} />
    </Box>
  );
}
