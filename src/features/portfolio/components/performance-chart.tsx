import { Box, HStack, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { colorModeStore, type ColorMode } from '@/ui/color-mode';
import type { Performance } from '../model/contract';
import { formatCompactRupees } from '../model/report-format';

type Lib = typeof LightweightCharts;
interface Chart {
  lib: Lib;
  api: LightweightCharts.IChartApi;
  value: LightweightCharts.ISeriesApi<'Line'>;
  benchmark: LightweightCharts.ISeriesApi<'Line'>;
  deposited: LightweightCharts.ISeriesApi<'Line'>;
}

// A canvas cannot read the theme's tokens, so the lines use the hex values of Chakra's palette
// (purple, cyan, gray) for each colour mode.
const palettes: Record<
  ColorMode,
  Record<'text' | 'grid' | 'value' | 'benchmark' | 'deposited', string>
> = {
  light: {
    text: '#52525b',
    grid: '#f4f4f5',
    value: '#7c3aed',
    benchmark: '#0e7490',
    deposited: '#a1a1aa',
  },
  dark: {
    text: '#a1a1aa',
    grid: '#27272a',
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
  api.applyOptions({
    layout: {
      background: { type: lib.ColorType.Solid, color: 'transparent' },
      textColor: colours.text,
    },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
  });
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
          localization: {
            locale: 'en-IN',
            priceFormatter: (rupees: number) => formatCompactRupees(Math.round(rupees * 100)),
          },
          rightPriceScale: { borderVisible: false },
          timeScale: { borderVisible: false },
          handleScroll: false,
          handleScale: false,
        });
        const options = { lineWidth: 2, priceLineVisible: false } as const;
        made = {
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
      <HStack
        as="ul"
        listStyleType="none"
        gap={4}
        mt={2}
        flexWrap="wrap"
        textStyle="xs"
        color="fg.muted"
      >
        {legend.map((item) => (
          <HStack as="li" key={item.label} gap={1.5}>
            <Box
              aria-hidden="true"
              w={4}
              borderTopWidth="2px"
              borderTopStyle={item.dashed ? 'dashed' : 'solid'}
              style={{ borderTopColor: item.colour }}
            />
            {item.label}
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
