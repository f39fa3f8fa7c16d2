import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BacktestResult } from '@/features/strategies/model/contract';
import { system } from '@/ui/theme/system';
import type { makeChartMock } from './chart-mock';
import { run } from './fixtures';

type ChartMock = ReturnType<typeof makeChartMock>;

// The three charts of past performance (issue 14, Deliver 5) drawn through lightweight-charts:
// equity against NIFTY 50 with a log-scale toggle, the underwater chart filled below zero, the
// rolling year; a compare run's curve added to and removed from the first chart.

const fake = vi.hoisted(() => ({ current: null as null | ChartMock }));
vi.mock('@/ui/lazy-chart', async (importOriginal) => {
  const { makeChartMock } = await import('./chart-mock');
  fake.current = makeChartMock();
  return { ...(await importOriginal<object>()), useLazyChart: fake.current.useLazyChart };
});
const { PerformanceCharts } = await import('@/features/strategies/components/performance-charts');

const result = run().result as BacktestResult;
const draw = (compare: { label: string; result: BacktestResult } | null = null) => (
  <ChakraProvider value={system}>
    <PerformanceCharts result={result} name="Momentum" compare={compare} />
  </ChakraProvider>
);

beforeEach(() => {
  fake.current?.made.splice(0);
  vi.clearAllMocks();
});

describe('PerformanceCharts', () => {
  it('draws each chart’s lines, the drawdown filled below zero', () => {
    render(draw());
    const made = fake.current!.made;
    expect(made.map((one) => one.kind)).toEqual([
      'Line',
      'Line',
      'Baseline',
      'Line',
      'Line',
      'Line',
    ]);
    expect(made[0]?.api.setData).toHaveBeenLastCalledWith(
      result.equity.map((day) => ({ time: day.date, value: day.strategy })),
    );
    const drawdown = made[2]?.api.setData.mock.lastCall?.[0] as Array<{
      time: string;
      value: number;
    }>;
    expect(drawdown[2]?.time).toBe('2021-06-30');
    expect(drawdown[2]?.value).toBeCloseTo(-23.4, 9);
    // Each canvas is hidden from screen readers; its sentence is the text.
    expect(screen.getByTestId('equity-chart').textContent).toMatch(/would have been ₹150/);
    expect(screen.getByTestId('drawdown-chart').textContent).toMatch(/deepest fall/);
    expect(screen.getByTestId('rolling-chart').textContent).toMatch(/One-year returns ranged/);
  });

  it('switches the growth chart to a log scale and back', () => {
    render(draw());
    const toggle = screen.getByRole('button', { name: 'Log scale' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(fake.current!.priceScale.applyOptions).toHaveBeenLastCalledWith({ mode: 1 });
    fireEvent.click(toggle);
    expect(fake.current!.priceScale.applyOptions).toHaveBeenLastCalledWith({ mode: 0 });
  });

  it('adds the compare run’s curve and takes it away again', () => {
    const view = render(draw({ label: 'Momentum, quarterly', result }));
    expect(screen.getByText('Momentum, quarterly')).toBeTruthy();
    const lines = fake.current!.made.length;
    view.rerender(draw(null));
    expect(fake.current!.api.removeSeries).toHaveBeenCalledTimes(1);
    expect(fake.current!.made.length).toBe(lines);
    expect(screen.queryByText('Momentum, quarterly')).toBeNull();
  });
});
