import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Performance } from '@/features/portfolio/model/contract';
import { setColorMode } from '@/ui/color-mode';
import { system } from '@/ui/theme/system';

// The performance chart (issue 11): TradingView's lightweight-charts loaded only when the chart
// mounts, fed rupees per day for net worth, the rebased benchmark and the money added, drawn
// in the colour mode's palette, and removed with the component.

const chart = vi.hoisted(() => {
  const series = () => ({ setData: vi.fn(), applyOptions: vi.fn() });
  const made = { value: series(), benchmark: series(), deposited: series() };
  const order = [made.value, made.benchmark, made.deposited];
  const api = {
    addSeries: vi.fn(() => order[api.addSeries.mock.calls.length - 1]),
    applyOptions: vi.fn((_options: { layout?: { textColor?: string } }) => undefined),
    timeScale: () => ({ fitContent: api.fitContent }),
    fitContent: vi.fn(),
    remove: vi.fn(),
  };
  return { api, made, createChart: vi.fn(() => api) };
});
vi.mock('lightweight-charts', () => ({
  createChart: chart.createChart,
  LineSeries: { type: 'Line' },
  LineStyle: { Dashed: 2 },
  ColorType: { Solid: 'solid' },
}));

const { PerformanceChart } = await import('@/features/portfolio/components/performance-chart');

const points: Performance['points'] = [
  { date: '2026-11-18', value: 100_000_000, deposited: 100_000_000, benchmark: 100_000_000 },
  { date: '2026-11-19', value: 101_234_550, deposited: 100_000_000, benchmark: null },
  { date: '2026-11-20', value: 102_000_000, deposited: 110_000_000, benchmark: 100_500_000 },
];

const textColour = () => chart.api.applyOptions.mock.lastCall?.[0].layout?.textColor;

const draw = () =>
  render(
    <ChakraProvider value={system}>
      <PerformanceChart points={points} benchmarkName="NIFTY 50" />
    </ChakraProvider>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  setColorMode('light');
});
afterEach(() => setColorMode('light'));

describe('performance chart', () => {
  it('loads the library on mount and draws the three lines in rupees', async () => {
    draw();
    // The canvas is decoration for screen readers; the card's summary sentence is the text.
    expect(screen.getByTestId('performance-chart').getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(chart.createChart).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(chart.made.value.setData).toHaveBeenCalled());
    expect(chart.made.value.setData).toHaveBeenLastCalledWith([
      { time: '2026-11-18', value: 1_000_000 },
      { time: '2026-11-19', value: 1_012_345.5 },
      { time: '2026-11-20', value: 1_020_000 },
    ]);
    // A day without an index close is left out, not drawn as zero.
    expect(chart.made.benchmark.setData).toHaveBeenLastCalledWith([
      { time: '2026-11-18', value: 1_000_000 },
      { time: '2026-11-20', value: 1_005_000 },
    ]);
    expect(chart.made.deposited.setData.mock.lastCall?.[0]).toHaveLength(3);
    expect(chart.api.fitContent).toHaveBeenCalled();
    expect(screen.getByText('NIFTY 50 (rebased)')).toBeTruthy();
    expect(screen.getByText('Money added')).toBeTruthy();
  });

  it('follows the colour mode', async () => {
    draw();
    await waitFor(() => expect(chart.api.applyOptions).toHaveBeenCalled());
    expect(textColour()).toBe('#52525b');
    expect(chart.made.value.applyOptions).toHaveBeenLastCalledWith({ color: '#7c3aed' });
    act(() => setColorMode('dark'));
    expect(textColour()).toBe('#a1a1aa');
    expect(chart.made.value.applyOptions).toHaveBeenLastCalledWith({ color: '#a78bfa' });
  });

  it('removes the chart with the component', async () => {
    const { unmount } = draw();
    await waitFor(() => expect(chart.createChart).toHaveBeenCalled());
    unmount();
    expect(chart.api.remove).toHaveBeenCalledTimes(1);
  });
});
