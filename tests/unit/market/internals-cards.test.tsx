import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/ui/theme/system';

vi.mock('@/features/market/api/get-index-constituents', () => ({
  useIndexConstituents: (code: string | null) => ({
    isPending: false,
    isError: false,
    data: {
      cache: null,
      cachedAt: null,
      data: {
        data: {
          code,
          name: 'Banks',
          date: '2026-06-30',
          changePercent: -1.2,
          members: [
            { symbol: 'HDFCBANK', name: 'HDFC Bank', weight: 60, close: 160000, changePercent: -2 },
          ],
        },
        meta: { demo: true, label: null },
      },
    },
  }),
}));

const { SectorHeatmap } = await import('@/features/market/components/sector-heatmap');
const { StressGaugeCard } = await import('@/features/market/components/stress-gauge-card');

const wrap = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('SectorHeatmap', () => {
  it('shows each sector as a button with its change in text and drills into its stocks', () => {
    wrap(
      <SectorHeatmap
        sectors={[
          { industry: 'Banks', code: 'N500-BANKS', changePercent: -1.2, advances: 1, declines: 4 },
          { industry: 'IT', code: 'N500-IT', changePercent: 0.8, advances: 3, declines: 0 },
        ]}
      />,
    );
    const banks = screen.getByRole('button', { name: /Banks.*1\.20%/ });
    expect(banks.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(banks);
    expect(banks.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('table', { name: /Stocks of Banks/ })).toBeTruthy();
    expect(screen.getByText('HDFCBANK')).toBeTruthy();
  });
});

describe('StressGaugeCard', () => {
  it('gives the score as a meter with its level in words and each component', () => {
    wrap(
      <StressGaugeCard
        stress={{
          score: 48,
          level: 'normal',
          stocksMeasured: 480,
          components: [
            { key: 'breadth', value: 40, score: 67 },
            { key: 'belowAverage', value: 55, score: 63 },
            { key: 'drawdown', value: 8, score: 29 },
            { key: 'volatility', value: 18, score: 32 },
          ],
        }}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Market stress score' });
    expect(meter.getAttribute('aria-valuetext')).toBe('48 of 100, normal');
    expect(screen.getByText('NIFTY 50 drawdown')).toBeTruthy();
    expect(screen.getByText('55.0%')).toBeTruthy();
  });
});
