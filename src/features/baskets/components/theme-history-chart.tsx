import { Box, Skeleton, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect } from 'react';
import type { ColorMode } from '@/ui/color-mode';
import { DataError } from '@/ui/data-error';
import { formatIsoDate } from '@/ui/format-money';
import {
  applyChartAxis,
  ChartLegend,
  createAppChart,
  useLazyChart,
  type ChartLib,
} from '@/ui/lazy-chart';
import { useThemeHistory } from '../api/theme-history-get';
import type { HistoryPoint } from '../model/archive-shapes';

// A ready-made basket's back history against NIFTY 50, both from 100. The canvas is hidden from
// screen readers: the sentence under it says how each ended.

interface Chart {
  lib: ChartLib;
  api: LightweightCharts.IChartApi;
  theme: LightweightCharts.ISeriesApi<'Line'>;
  benchmark: LightweightCharts.ISeriesApi<'Line'>;
}

// Chakra's purple and cyan per colour mode (a canvas cannot read the theme's tokens).
const palettes: Record<ColorMode, { theme: string; benchmark: string }> = {
  light: { theme: '#7c3aed', benchmark: '#0e7490' },
  dark: { theme: '#a78bfa', benchmark: '#22d3ee' },
};

// The library throws on dates out of order or repeated.
const line = (points: readonly HistoryPoint[]) => {
  const sorted = [...points].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return sorted
    .filter((point, index) => index === 0 || point.date !== sorted[index - 1]?.date)
    .map((point) => ({ time: point.date, value: point.value }));
};

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function HistoryLines({
  points,
  benchmark,
}: {
  points: HistoryPoint[];
  benchmark: HistoryPoint[];
}) {
  const { container, chart, failed, mode } = useLazyChart((lib, element): Chart => {
    const api = createAppChart(lib, element);
    const options = { lineWidth: 2, priceLineVisible: false } as const;
    return {
      lib,
      api,
      theme: api.addSeries(lib.LineSeries, options),
      benchmark: api.addSeries(lib.LineSeries, options),
    };
  });

  useEffect(() => {
    if (!chart) return;
    chart.theme.setData(line(points));
    chart.benchmark.setData(line(benchmark));
    chart.api.timeScale().fitContent();
  }, [chart, points, benchmark]);

  useEffect(() => {
    if (!chart) return;
    applyChartAxis(chart.lib, chart.api, mode);
    chart.theme.applyOptions({ color: palettes[mode].theme });
    chart.benchmark.applyOptions({ color: palettes[mode].benchmark });
  }, [chart, mode]);

  return (
    <Box>
      {failed ? (
        <Text textStyle="sm" color="fg.muted">
          The chart could not load. The sentence below says how the basket did.
        </Text>
      ) : (
        <Box ref={container} aria-hidden="true" h={{ base: '48', md: '64' }} />
      )}
      <ChartLegend
        items={[
          { label: 'This basket', colour: palettes[mode].theme },
          { label: 'NIFTY 50', colour: palettes[mode].benchmark },
        ]}
      />
    </Box>
  );
}

export function ThemeHistoryChart({ themeId, name }: { themeId: string; name: string }) {
  const query = useThemeHistory(themeId);
  if (query.isPending) return <Skeleton h="64" borderRadius="l3" />;
  if (query.isError) {
    return (
      <DataError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { points, benchmark } = query.data;
  if (points.length < 2) {
    return <Text color="fg.muted">There is not enough history yet to draw this basket.</Text>;
  }
  const sorted = line(points);
  const first = sorted[0];
  const last = sorted.at(-1);
  const benchLast = line(benchmark).at(-1);
  return (
    <Box>
      <HistoryLines points={points} benchmark={benchmark} />
      {first && last ? (
        <Text textStyle="sm" mt={2}>
          ₹100 put into {name} on {formatIsoDate(first.time)} would be worth ₹
          {oneDecimal.format(last.value)} on {formatIsoDate(last.time)}
          {benchLast ? `; in NIFTY 50, ₹${oneDecimal.format(benchLast.value)}` : ''}.
        </Text>
      ) : null}
    </Box>
  );
}
