import { Box, HStack } from '@chakra-ui/react';
import type * as LightweightCharts from 'lightweight-charts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { colorModeStore, type ColorMode } from './color-mode';

export type ChartLib = typeof LightweightCharts;

/** The options every chart of the app shares: sized by its box, Indian locale, no panning. */
export function createAppChart(
  lib: ChartLib,
  element: HTMLElement,
  options: LightweightCharts.DeepPartial<LightweightCharts.ChartOptions> = {},
): LightweightCharts.IChartApi {
  const api = lib.createChart(element, {
    autoSize: true,
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false },
    handleScroll: false,
    handleScale: false,
    ...options,
    localization: { locale: 'en-IN', ...options.localization },
  });
  // The library's attribution link (its licence asks for it) sits inside our chart boxes, which
  // are aria-hidden because each chart has a text alternative: keep it visible and clickable but
  // out of the tab order, so keyboard and screen-reader users never land on a hidden element.
  // The library draws the link again when the colours change, so watch for it.
  const untab = () =>
    element
      .querySelectorAll('#tv-attr-logo')
      .forEach((link) => link.setAttribute('tabindex', '-1'));
  untab();
  new MutationObserver(untab).observe(element, { childList: true, subtree: true });
  return api;
}

/** Axis and grid colours per colour mode (a canvas cannot read the theme's tokens). */
export const CHART_AXIS: Record<ColorMode, { text: string; grid: string }> = {
  light: { text: '#52525b', grid: '#f4f4f5' },
  dark: { text: '#a1a1aa', grid: '#27272a' },
};

export function applyChartAxis(lib: ChartLib, api: LightweightCharts.IChartApi, mode: ColorMode) {
  api.applyOptions({
    layout: {
      background: { type: lib.ColorType.Solid, color: 'transparent' },
      textColor: CHART_AXIS[mode].text,
    },
    grid: {
      vertLines: { color: CHART_AXIS[mode].grid },
      horzLines: { color: CHART_AXIS[mode].grid },
    },
  });
}

/**
 * lightweight-charts, loaded only when the chart's box mounts (STYLE.md: heavy libraries load
 * lazily), the chart made once by `make` and removed on unmount; `failed` when the library
 * could not load (offline before it was ever cached), so the screen can say so in words.
 */
export function useLazyChart<T extends { api: LightweightCharts.IChartApi }>(
  make: (lib: ChartLib, element: HTMLElement) => T,
) {
  const container = useRef<HTMLDivElement>(null);
  const maker = useRef(make);
  const [chart, setChart] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const mode = useSyncExternalStore(colorModeStore.subscribe, colorModeStore.getSnapshot);
  useEffect(() => {
    let cancelled = false;
    let made: T | null = null;
    import('lightweight-charts')
      .then((lib) => {
        if (cancelled || !container.current) return;
        made = maker.current(lib, container.current);
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
  return { container, chart, failed, mode };
}

export interface LegendItem {
  label: string;
  colour: string;
  dashed?: boolean;
  bold?: boolean;
}

/** What each line of a chart is, as a list a screen reader can read. */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <HStack as="ul" listStyleType="none" gap={4} mt={2} flexWrap="wrap" textStyle="xs">
      {items.map((item) => (
        <HStack as="li" key={item.label} gap={1.5}>
          <Box
            aria-hidden="true"
            w={4}
            borderTopWidth={item.bold ? '3px' : '2px'}
            borderTopStyle={item.dashed ? 'dashed' : 'solid'}
            style={{ borderTopColor: item.colour }}
          />
          {item.label}
        </HStack>
      ))}
    </HStack>
  );
}
