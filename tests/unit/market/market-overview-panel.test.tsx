import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '@/api/errors';
import type { ApiResult } from '@/api/http-client';
import type { MarketOverview } from '@/features/market/model/overview';
import { system } from '@/ui/theme/system';

type QueryState = Record<string, unknown>;
let state: QueryState = {};
const refetch = vi.fn();
vi.mock('@/features/market/api/get-market-overview', () => ({
  useMarketOverview: () => ({ refetch, isFetching: false, ...state }),
}));

const { MarketOverviewPanel } = await import('@/features/market/components/market-overview-panel');

const overview: MarketOverview = {
  data: {
    date: '2026-11-20',
    indices: [
      {
        code: 'NIFTY50',
        name: 'NIFTY 50',
        kind: 'broad',
        level: 24444.9,
        change: -28.5,
        changePercent: -0.12,
      },
    ],
    breadth: { advances: 155, declines: 342, unchanged: 3 },
    gainers: [
      {
        symbol: 'HDFCBANK',
        name: 'HDFC Bank Ltd.',
        close: 83955,
        change: 2000,
        changePercent: 2.44,
      },
    ],
    losers: [
      { symbol: 'SRF', name: 'SRF Ltd.', close: 241645, change: -14375, changePercent: -5.61 },
    ],
  },
  meta: { demo: true, label: 'Local demo data' },
};
const result = (cache: ApiResult<MarketOverview>['cache'], cachedAt: Date | null = null) => ({
  isPending: false,
  isError: false,
  data: { data: overview, cache, cachedAt },
});

const renderPanel = (variant: 'summary' | 'full') =>
  render(
    <ChakraProvider value={system}>
      <MarketOverviewPanel variant={variant} />
    </ChakraProvider>,
  );

beforeEach(() => {
  refetch.mockReset();
});

describe('market overview panel', () => {
  it('shows indices, breadth and movers, with the demo label', () => {
    state = result('hit');
    renderPanel('full');
    const panel = screen.getByTestId('market-overview');
    expect(panel.textContent).toContain('NIFTY 50');
    expect(panel.textContent).toContain('24,444.90');
    expect(panel.textContent).toContain('Advances 155');
    expect(panel.textContent).toContain('₹2,416.45');
    expect(panel.textContent).toContain('Local demo data');
    expect(screen.queryByTestId('as-of')).toBeNull();
  });

  it('shows only the indices on the dashboard', () => {
    state = result('miss');
    renderPanel('summary');
    expect(screen.getByTestId('market-overview').textContent).not.toContain('Top gainers');
  });

  it('says "as of" on saved data served offline', () => {
    state = result('stale', new Date('2026-11-20T10:00:00.000Z'));
    renderPanel('full');
    expect(screen.getByTestId('as-of').textContent).toContain('20 Nov 2026, 3:30 pm IST');
  });

  it('shows an empty state while the archive has no market data', () => {
    state = { isPending: false, isError: true, error: new ApiError('none', 404, 'no_market_data') };
    renderPanel('full');
    expect(screen.getByText('No market data yet')).toBeTruthy();
  });

  it('offers a retry offline when nothing is saved', () => {
    state = { isPending: false, isError: true, error: new NetworkError() };
    renderPanel('full');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
