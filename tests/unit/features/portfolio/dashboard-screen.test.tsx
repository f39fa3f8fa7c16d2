import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import type { Order, Performance, PortfolioSummary } from '@/features/portfolio/model/contract';
import { renderScreen } from '../auth/render-screen';

// The investor dashboard (issue 11) with the gateway client as the network edge: each answer
// is parsed with the contract's schema the screen's query passes, as the real client does.

type Answer = { data: unknown; cache?: 'hit' | 'miss' | 'stale'; cachedAt?: Date } | Error;
const answers = vi.hoisted(() => new Map<string, Answer>());
const read = vi.hoisted(() =>
  vi.fn(
    (
      path: string,
      options: { query?: Record<string, string>; schema: { parse: (v: unknown) => unknown } },
    ) => {
      const key = options.query?.range ? `${path}?range=${options.query.range}` : path;
      const answer = answers.get(key) ?? answers.get(path);
      if (!answer) return Promise.reject(new Error(`no answer for ${key}`));
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve({
        data: options.schema.parse(answer.data),
        cache: answer.cache ?? 'miss',
        cachedAt: answer.cachedAt ?? null,
      });
    },
  ),
);
vi.mock('@/api/clients', () => ({ gatewayApi: { read } }));
vi.mock('lightweight-charts', () => ({
  createChart: () => ({
    addSeries: () => ({ setData: vi.fn(), applyOptions: vi.fn() }),
    applyOptions: vi.fn(),
    timeScale: () => ({ fitContent: vi.fn() }),
    remove: vi.fn(),
  }),
  LineSeries: {},
  LineStyle: { Dashed: 2 },
  ColorType: { Solid: 'solid' },
}));

const { DashboardScreen } = await import('@/features/portfolio/components/dashboard-screen');

const asOf = {
  date: '2026-11-20',
  updatedatetime: '2026-11-20T18:00:00Z',
  demo: true,
  label: 'Local demo data',
};
const order = (orderId: string, status: Order['status'], symbol = 'INFY'): Order => ({
  orderId,
  exchange: 'NSE',
  symbol,
  name: `${symbol} Ltd.`,
  side: 'BUY',
  product: 'CNC',
  orderType: 'LIMIT',
  quantity: 10,
  price: 150_000,
  triggerPrice: null,
  status,
  statusMessage: null,
  filledQuantity: status === 'COMPLETE' ? 10 : 0,
  averagePrice: status === 'COMPLETE' ? 149_500 : null,
  blocked: 0,
  marketDate: '2026-11-19',
  placedAt: '2026-11-19T05:00:00Z',
  updatedAt: '2026-11-19T05:00:00Z',
  simulated: true,
  source: 'app',
  trades: [],
});
const summary: PortfolioSummary = {
  asOf,
  netWorth: 123_456_789,
  holdingsValue: 100_000_000,
  cash: 23_456_789,
  invested: 90_000_000,
  dayChange: 1_234_500,
  dayChangePercent: 1.25,
  deposited: 100_000_000,
  totalGain: 23_456_789,
  totalGainPercent: 23.46,
  unrealisedGain: 10_000_000,
  realisedGain: 500_000,
  dividends: 120_000,
  xirr: 0.1432,
  twr: 0.21,
  since: '2025-04-01',
  allocation: {
    bySector: [
      { name: 'IT', value: 60_000_000, weight: 0.6 },
      { name: 'Banks', value: 40_000_000, weight: 0.4 },
    ],
    bySize: [{ name: 'Large cap', value: 100_000_000, weight: 1 }],
  },
  movers: {
    gainers: [
      {
        symbol: 'INFY',
        name: 'Infosys Ltd.',
        lastPrice: 150_000,
        dayChange: 3_000,
        dayChangePercent: 2,
      },
    ],
    losers: [
      {
        symbol: 'HDFCBANK',
        name: 'HDFC Bank Ltd.',
        lastPrice: 80_000,
        dayChange: -1_600,
        dayChangePercent: -1.96,
      },
    ],
  },
  recentOrders: [
    order('1', 'COMPLETE'),
    order('2', 'OPEN', 'TCS'),
    order('3', 'TRIGGER PENDING', 'SBIN'),
    order('4', 'REJECTED', 'ITC'),
    order('5', 'CANCELLED', 'WIPRO'),
    order('6', 'COMPLETE', 'LT'),
  ],
  openOrders: 2,
};
const performance = (range: Performance['range'], portfolioReturn: number): Performance => ({
  range,
  asOf,
  benchmark: { code: 'NIFTY50', name: 'NIFTY 50' },
  points: [
    { date: '2025-11-20', value: 100_000_000, deposited: 100_000_000, benchmark: 100_000_000 },
    { date: '2026-11-20', value: 123_456_789, deposited: 100_000_000, benchmark: 108_100_000 },
  ],
  portfolioReturn,
  benchmarkReturn: 0.081,
});

const show = () => renderScreen(() => <DashboardScreen />, '/investor/dashboard');

beforeEach(() => {
  answers.clear();
  read.mockClear();
  answers.set('/investor/portfolio', { data: summary });
  answers.set('/investor/portfolio/performance?range=1Y', { data: performance('1Y', 0.2346) });
  answers.set('/investor/portfolio/performance?range=6M', { data: performance('6M', 0.05) });
});

describe('the portfolio dashboard', () => {
  it('shows a placeholder while loading', async () => {
    answers.set('/investor/portfolio', { data: summary });
    read.mockImplementationOnce(() => new Promise(() => undefined));
    await show();
    expect(screen.getByTestId('dashboard-loading')).toBeTruthy();
  });

  it('shows net worth, changes, returns with their meaning, invested, value and cash', async () => {
    await show();
    const card = await screen.findByTestId('net-worth');
    expect(card.textContent).toContain('₹12,34,567.89');
    expect(card.textContent).toContain('Holdings ₹10 L + cash ₹2.3 L');
    expect(card.textContent).toContain('₹12,345');
    expect(card.textContent).toContain('(+1.25 %)');
    expect(card.textContent).toContain('14.32 % a year');
    expect(card.textContent).toContain('+21.00 %');
    expect(card.textContent).toContain(
      'Your money-weighted yearly return, counting when you added or took out money.',
    );
    expect(card.textContent).toContain('Time-weighted return since 1 Apr 2025');
    expect(within(card).getByText('Invested').nextElementSibling?.textContent).toBe('₹9 L');
    // Screen readers hear a direction, not a colour.
    expect(card.textContent).toContain('up ₹12,345');
    expect(screen.getByText('Local demo data')).toBeTruthy();
    expect(screen.getByText('Prices as of the close of 20 Nov 2026')).toBeTruthy();
  });

  it('shows allocation as captioned tables, movers, and the last five orders by status', async () => {
    await show();
    const sector = await screen.findByRole('table', { name: 'By sector' });
    expect(within(sector).getByRole('rowheader', { name: 'IT' })).toBeTruthy();
    expect(
      within(sector)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(['col', 'col', 'col']);
    expect(sector.textContent).toContain('60.00 %');
    expect(screen.getByRole('table', { name: 'By company size' }).textContent).toContain(
      'Large cap',
    );
    expect(screen.getByText('Infosys Ltd.')).toBeTruthy();
    expect(screen.getByText('HDFC Bank Ltd.')).toBeTruthy();

    const orders = screen.getByTestId('recent-orders');
    const statuses = [...orders.querySelectorAll('[data-status]')].map(
      (badge) => badge.textContent,
    );
    expect(statuses).toEqual(['Complete', 'Open', 'Trigger pending', 'Rejected', 'Cancelled']);
    expect(orders.textContent).toContain('2 orders open');
    expect(
      within(orders).getByRole('link', { name: 'All orders and trades' }).getAttribute('href'),
    ).toBe('/investor/tradehistory?tab=orders');
  });

  it('charts against NIFTY 50 with a text alternative, and changes period from a radio group', async () => {
    await show();
    await waitFor(() =>
      expect(screen.getByTestId('performance-summary').textContent).toBe(
        'Net worth ₹12,34,567.89 on 20 Nov 2026, up 23.46 % over 1 year; NIFTY 50 up 8.10 %.',
      ),
    );
    const period = screen.getByRole('group', { name: 'Period' });
    const radios = within(period).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1M',
      '6M',
      '1Y',
      'YTD',
      'All',
    ]);
    expect(within(period).getByRole<HTMLInputElement>('radio', { name: '1Y' }).checked).toBe(true);
    fireEvent.click(within(period).getByRole('radio', { name: '6M' }));
    await waitFor(() =>
      expect(screen.getByTestId('performance-summary').textContent).toContain(
        'up 5.00 % over 6 months',
      ),
    );
    expect(read).toHaveBeenCalledWith(
      '/investor/portfolio/performance',
      expect.objectContaining({ query: { range: '6M' } }),
    );
  });

  it('says how old saved data is when it came from the cache offline', async () => {
    answers.set('/investor/portfolio', {
      data: summary,
      cache: 'stale',
      cachedAt: new Date('2026-11-20T10:15:00Z'),
    });
    await show();
    expect((await screen.findAllByTestId('as-of'))[0]?.textContent).toBe(
      'Saved data, as of 20 Nov 2026, 3:45 pm IST',
    );
  });

  it('invites an investor without a paper account to link the broker', async () => {
    answers.set(
      '/investor/portfolio',
      new ApiError('Link the paper broker first', 409, 'no_paper_account'),
    );
    await show();
    expect(await screen.findByRole('heading', { name: 'No portfolio yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link a broker' }).getAttribute('href')).toBe(
      '/linkbroker?newuser=false',
    );
    expect(screen.queryByTestId('data-error')).toBeNull();
  });

  it('offers a retry when the server fails', async () => {
    answers.set('/investor/portfolio', new ApiError('Boom', 503));
    await show();
    expect(await screen.findByTestId('data-error')).toBeTruthy();
    answers.set('/investor/portfolio', { data: summary });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('net-worth')).toBeTruthy();
  });
});
