import { useRef, useState } from 'react';
import { vi } from 'vitest';
import type { ChartLib } from '@/ui/lazy-chart';

// lightweight-charts as far as the strategy charts use it (jsdom has no canvas): series that
// record their data and options, and the price scale's mode. `useLazyChart` is replaced by one
// that makes the chart at once with this fake (several charts importing the mocked library at
// the same moment got the real one under vitest).

export function makeChartMock() {
  const series = () => ({ setData: vi.fn(), applyOptions: vi.fn() });
  const made: Array<{ kind: string; api: ReturnType<typeof series> }> = [];
  const priceScale = { applyOptions: vi.fn() };
  const api = {
    addSeries: vi.fn((definition: { type: string }) => {
      const one = series();
      made.push({ kind: definition.type, api: one });
      return one;
    }),
    removeSeries: vi.fn(),
    applyOptions: vi.fn(),
    priceScale: vi.fn(() => priceScale),
    timeScale: () => ({ fitContent: vi.fn() }),
    remove: vi.fn(),
  };
  const lib = {
    createChart: vi.fn(() => api),
    LineSeries: { type: 'Line' },
    BaselineSeries: { type: 'Baseline' },
    ColorType: { Solid: 'solid' },
    PriceScaleMode: { Normal: 0, Logarithmic: 1 },
  };
  function useLazyChart<T>(make: (lib: ChartLib, element: HTMLElement) => T) {
    const container = useRef<HTMLDivElement>(null);
    const [chart] = useState(() => make(lib as unknown as ChartLib, document.createElement('div')));
    return { container, chart, failed: false, mode: 'light' as const };
  }
  return { api, made, priceScale, lib, useLazyChart };
}
