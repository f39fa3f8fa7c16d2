import { Box, Button, Flex, HStack, Skeleton, Text } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useMemo, useState } from 'react';
import type { ColorMode } from '@/ui/color-mode';
import { DataError } from '@/ui/data-error';
import {
  applyChartAxis,
  ChartLegend,
  createAppChart,
  useLazyChart,
  type ChartLib,
} from '@/ui/lazy-chart';
import { useIndexHistory } from '../api/get-index-history';
import type { Exchange } from '../api/get-instrument';
import { usePriceHistory } from '../api/get-price-history';
import {
  actionMarkers,
  CHART_RANGES,
  chartSummary,
  chartWindow,
  closesOf,
  levelsOf,
  RANGE_LABEL,
  rebase,
  type ActionMarker,
  type ChartRange,
} from '../model/chart';
import type { Bar, Instrument } from '../model/contract';
import { formatIsoDate } from '@/ui/format-money';

type Kind = 'candles' | 'line';

interface Chart {
  lib: ChartLib;
  api: LightweightCharts.IChartApi;
  candles: LightweightCharts.ISeriesApi<'Candlestick'>;
  line: LightweightCharts.ISeriesApi<'Line'>;
  volume: LightweightCharts.ISeriesApi<'Histogram'>;
  compared: LightweightCharts.ISeriesApi<'Line'>;
  nifty: LightweightCharts.ISeriesApi<'Line'>;
  sector: LightweightCharts.ISeriesApi<'Line'>;
  candleMarkers: LightweightCharts.ISeriesMarkersPluginApi<LightweightCharts.Time>;
  lineMarkers: LightweightCharts.ISeriesMarkersPluginApi<LightweightCharts.Time>;
}

// A canvas cannot read the theme's tokens: the hex values of Chakra's palette per colour mode.
const palettes: Record<
  ColorMode,
  Record<'text' | 'up' | 'down' | 'line' | 'nifty' | 'sector' | 'volume', string>
> = {
  light: {
    text: '#52525b',
    up: '#16a34a',
    down: '#dc2626',
    line: '#7c3aed',
    nifty: '#0e7490',
    sector: '#b45309',
    volume: 'rgba(113, 113, 122, 0.35)',
  },
  dark: {
    text: '#a1a1aa',
    up: '#4ade80',
    down: '#f87171',
    line: '#a78bfa',
    nifty: '#22d3ee',
    sector: '#fbbf24',
    volume: 'rgba(161, 161, 170, 0.3)',
  },
};

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupeeFormat = {
  type: 'custom' as const,
  minMove: 0.05,
  formatter: (value: number) => `₹${rupees.format(value)}`,
};
const percentFormat = {
  type: 'custom' as const,
  minMove: 0.01,
  formatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)}%`,
};

function makeChart(lib: ChartLib, element: HTMLElement): Chart {
  const api = createAppChart(lib, element);
  const quiet = { priceLineVisible: false } as const;
  const candles = api.addSeries(lib.CandlestickSeries, {
    ...quiet,
    priceFormat: rupeeFormat,
    borderVisible: false,
  });
  const line = api.addSeries(lib.LineSeries, { ...quiet, lineWidth: 2, priceFormat: rupeeFormat });
  const volume = api.addSeries(lib.HistogramSeries, {
    ...quiet,
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
  });
  api.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const percent = { ...quiet, lineWidth: 2, priceFormat: percentFormat } as const;
  return {
    lib,
    api,
    candles,
    line,
    volume,
    compared: api.addSeries(lib.LineSeries, percent),
    nifty: api.addSeries(lib.LineSeries, percent),
    sector: api.addSeries(lib.LineSeries, percent),
    candleMarkers: lib.createSeriesMarkers(candles, []),
    lineMarkers: lib.createSeriesMarkers(line, []),
  };
}

function applyTheme(chart: Chart, mode: ColorMode) {
  const colours = palettes[mode];
  applyChartAxis(chart.lib, chart.api, mode);
  chart.candles.applyOptions({
    upColor: colours.up,
    downColor: colours.down,
    wickUpColor: colours.up,
    wickDownColor: colours.down,
  });
  chart.line.applyOptions({ color: colours.line });
  chart.compared.applyOptions({ color: colours.line });
  chart.nifty.applyOptions({ color: colours.nifty });
  chart.sector.applyOptions({ color: colours.sector });
}

const toMarkers = (markers: readonly ActionMarker[], colour: string) =>
  markers.map((marker) => ({
    time: marker.time,
    position: 'aboveBar' as const,
    shape: 'circle' as const,
    color: colour,
    text: marker.label,
  }));

interface Lines {
  nifty: Array<{ time: string; value: number }>;
  sector: Array<{ time: string; value: number }>;
}

function draw(
  chart: Chart,
  bars: readonly Bar[],
  markers: readonly ActionMarker[],
  how: { kind: Kind; compare: boolean; lines: Lines; mode: ColorMode },
) {
  const colours = palettes[how.mode];
  const { kind, compare } = how;
  chart.candles.applyOptions({ visible: !compare && kind === 'candles' });
  chart.line.applyOptions({ visible: !compare && kind === 'line' });
  chart.compared.applyOptions({ visible: compare });
  chart.nifty.applyOptions({ visible: compare });
  chart.sector.applyOptions({ visible: compare });
  chart.candles.setData(
    bars.map((bar) => ({
      time: bar.date,
      open: bar.open / 100,
      high: bar.high / 100,
      low: bar.low / 100,
      close: bar.close / 100,
    })),
  );
  chart.line.setData(bars.map((bar) => ({ time: bar.date, value: bar.close / 100 })));
  chart.volume.setData(
    bars.map((bar) => ({ time: bar.date, value: bar.volume, color: colours.volume })),
  );
  chart.compared.setData(compare ? rebase(closesOf(bars)) : []);
  chart.nifty.setData(compare ? how.lines.nifty : []);
  chart.sector.setData(compare ? how.lines.sector : []);
  const shown = toMarkers(markers, colours.text);
  chart.candleMarkers.setMarkers(!compare && kind === 'candles' ? shown : []);
  chart.lineMarkers.setMarkers(!compare && kind === 'line' ? shown : []);
  chart.api.timeScale().fitContent();
}

interface PriceChartProps {
  instrument: Instrument;
}

/**
 * The price chart (issue 12, Deliver 3): candles or a line over 1M, 6M, 1Y or 5Y, volume below,
 * splits, bonuses and dividends marked, and optionally NIFTY 50 and the sector index beside the
 * stock as percent change. lightweight-charts loads only when the chart mounts. The canvas is
 * hidden from screen readers; the sentence and the list of corporate actions under it say
 * the same.
 */
export function PriceChart({ instrument }: PriceChartProps) {
  const [range, setRange] = useState<ChartRange>('1Y');
  const [kind, setKind] = useState<Kind>('candles');
  const [compare, setCompare] = useState(false);
  const lastDate = instrument.quote?.date ?? null;
  const window = useMemo(() => (lastDate ? chartWindow(range, lastDate) : null), [range, lastDate]);
  const exchange: Exchange = instrument.exchange;
  const history = usePriceHistory(exchange, instrument.symbol, window);
  const sectorIndex = instrument.indices.find((index) => index.kind === 'sector') ?? null;
  const nifty = useIndexHistory(compare ? 'NIFTY50' : null, window);
  const sector = useIndexHistory(compare && sectorIndex ? sectorIndex.code : null, window);
  const bars = useMemo(() => history.data ?? [], [history.data]);
  const markers = useMemo(
    () => (window ? actionMarkers(bars, instrument.corporateActions, window.to) : []),
    [bars, instrument.corporateActions, window],
  );
  const lines = useMemo<Lines>(
    () => ({
      nifty: rebase(levelsOf(nifty.data ?? [])),
      sector: rebase(levelsOf(sector.data ?? [])),
    }),
    [nifty.data, sector.data],
  );

  const { container, chart, failed, mode } = useLazyChart(makeChart);

  useEffect(() => {
    if (chart) applyTheme(chart, mode);
  }, [chart, mode]);

  useEffect(() => {
    if (chart) draw(chart, bars, markers, { kind, compare, lines, mode });
  }, [chart, bars, markers, kind, compare, lines, mode]);

  if (!lastDate) {
    return (
      <Text color="fg.muted" data-testid="price-chart-empty">
        The archive has no prices for {instrument.symbol} yet.
      </Text>
    );
  }
  const colours = palettes[mode];
  const lastOf = (points: Array<{ value: number }>) => points[points.length - 1]?.value ?? null;
  const legend = compare
    ? [
        { label: instrument.symbol, colour: colours.line, value: lastOf(rebase(closesOf(bars))) },
        { label: 'NIFTY 50', colour: colours.nifty, value: lastOf(lines.nifty) },
        ...(sectorIndex
          ? [{ label: sectorIndex.name, colour: colours.sector, value: lastOf(lines.sector) }]
          : []),
      ]
    : [];
  return (
    <Box as="section" aria-labelledby="price-chart-title" data-testid="price-chart">
      <Flex justify="space-between" align="center" gap={2} flexWrap="wrap" mb={2}>
        <Text as="h2" id="price-chart-title" fontWeight="semibold">
          Price chart
        </Text>
        <HStack gap={1} role="group" aria-label="Chart range">
          {CHART_RANGES.map((option) => (
            <Button
              key={option}
              size="xs"
              variant={option === range ? 'solid' : 'ghost'}
              colorPalette="purple"
              aria-pressed={option === range}
              aria-label={`${option} (${RANGE_LABEL[option]})`}
              onClick={() => setRange(option)}
            >
              {option}
            </Button>
          ))}
        </HStack>
      </Flex>
      <HStack gap={1} mb={2} flexWrap="wrap">
        <HStack gap={1} role="group" aria-label="Chart type">
          {(['candles', 'line'] as const).map((option) => (
            <Button
              key={option}
              size="xs"
              variant={option === kind && !compare ? 'subtle' : 'ghost'}
              aria-pressed={option === kind && !compare}
              onClick={() => {
                setKind(option);
                setCompare(false);
              }}
            >
              {option === 'candles' ? 'Candles' : 'Line'}
            </Button>
          ))}
        </HStack>
        <Button
          size="xs"
          variant={compare ? 'subtle' : 'ghost'}
          aria-pressed={compare}
          onClick={() => setCompare((on) => !on)}
        >
          Compare with NIFTY 50{sectorIndex ? ' and sector' : ''}
        </Button>
      </HStack>
      {history.isError ? (
        <DataError
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : failed ? (
        <Text textStyle="sm" color="fg.muted">
          The chart could not load. {chartSummary(instrument.symbol, bars, range)}
        </Text>
      ) : (
        <Box position="relative" h={{ base: '64', md: '80' }}>
          <Box ref={container} aria-hidden="true" h="full" data-testid="price-chart-canvas" />
          {history.isPending ? <Skeleton position="absolute" inset={0} borderRadius="l3" /> : null}
        </Box>
      )}
      {legend.length > 0 ? (
        <ChartLegend
          items={legend.map((item) => ({
            label: `${item.label}${item.value === null ? '' : `: ${percentFormat.formatter(item.value)}`}`,
            colour: item.colour,
          }))}
        />
      ) : null}
      {history.isSuccess ? (
        <Text textStyle="sm" color="fg.muted" mt={2} data-testid="price-chart-summary">
          {chartSummary(instrument.symbol, bars, range)} Prices adjusted for splits, bonuses and
          dividends.
        </Text>
      ) : null}
      {markers.length > 0 && !compare ? (
        <Box as="ul" listStyleType="none" mt={1} textStyle="xs" color="fg.muted">
          {markers.map((marker) => (
            <li key={`${marker.time}-${marker.kind}`}>
              <Text as="span" fontWeight="semibold">
                {marker.label}
              </Text>{' '}
              {formatIsoDate(marker.exDate)}: {marker.text}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
