import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity } from '@/api/connectivity';
import { ApiError } from '@/api/errors';
import { paramsKey, type StrategyParams } from '@/features/strategies/model/contract';
import { withOtherRebalance } from '@/features/strategies/model/compare';
import { renderScreen } from '../features/auth/render-screen';
import { momentum, run, RUN_ID } from './fixtures';

// Past performance (issue 14, Deliver 4 to 6) with the network edge replaced: the gateway
// answers from per-test handlers (parsed with the real contract), the outbox records writes,
// lightweight-charts is a recorder. What a new user does: open a strategy, watch the progress,
// cancel, see every part of the results, change the rules, compare, save, and go offline.

const net = vi.hoisted(() => ({
  read: (_path: string, _query?: Record<string, string>): unknown => undefined,
  cached: null as null | { cache: 'stale'; cachedAt: Date },
  sent: [] as Array<{ method: string; path: string; body?: unknown }>,
  send: (_method: string, _path: string, _body?: unknown): unknown => ({}),
  kept: [] as unknown[],
}));
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (
      path: string,
      options: { schema: ZodMiniType<unknown>; query?: Record<string, string> },
    ) => {
      await Promise.resolve();
      const answer = net.read(path, options.query);
      if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
      if (answer instanceof Error) throw answer;
      const cache = net.cached;
      return {
        data: options.schema.parse(answer),
        cache: cache?.cache ?? null,
        cachedAt: cache?.cachedAt ?? null,
      };
    },
    send: async (
      method: string,
      path: string,
      options: { schema: ZodMiniType<unknown>; body?: unknown },
    ) => {
      await Promise.resolve();
      net.sent.push({ method, path, body: options.body });
      const answer = net.send(method, path, options.body);
      if (answer instanceof Error) throw answer;
      return { data: options.schema.parse(answer), status: 200, replayed: false };
    },
  },
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit, items: () => [] },
  useOutboxItems: () => net.kept,
}));
vi.mock('@/ui/lazy-chart', async (importOriginal) => {
  const { makeChartMock: make } = await import('./chart-mock');
  return { ...(await importOriginal<object>()), useLazyChart: make().useLazyChart };
});

const { PerformanceScreen } = await import('@/features/strategies/components/performance-screen');

// Chakra renders slowly under jsdom on a shared machine: a generous limit (no timing asserts).
vi.setConfig({ testTimeout: 30_000 });

const keyOf = (params: StrategyParams) => paramsKey(params);
const running = (progress: number) =>
  run({ status: 'running', progress, result: null, finishedAt: null });

const open = (routeId = 'momentum', role: 'I' | 'A' = 'I') =>
  renderScreen(
    () => <PerformanceScreen title="Strategy performance" role={role} routeId={routeId} />,
    '/',
  );

let tablet = false;
beforeEach(() => {
  net.read = () => undefined;
  net.send = () => ({});
  net.sent = [];
  net.cached = null;
  net.kept = [];
  tablet = false;
  submit.mockReset();
  window.matchMedia = (query: string) =>
    ({
      matches: tablet,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterEach(() => connectivity.reportSuccess());

describe('PerformanceScreen', () => {
  it('runs a strategy with no earlier run, shows progress, then every part of the results', async () => {
    let polls = 0;
    net.read = (path) => {
      if (path === `/backtests/${RUN_ID}`) {
        polls += 1;
        return polls < 2 ? running(0.42) : run();
      }
      return undefined;
    };
    net.send = () => running(0.1);
    await open();

    expect(await screen.findByRole('heading', { level: 1, name: 'Momentum' })).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Past performance run' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('42'));
    expect(net.sent).toEqual([
      { method: 'POST', path: '/backtests', body: { params: momentum.params } },
    ]);

    const results = await screen.findByTestId('backtest-result', {}, { timeout: 5_000 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(results).getByText(/Tested from 4 Jan 2021 to 2 Jan 2023/)).toBeTruthy();
    const headline = within(results).getByTestId('headline-metrics');
    expect(within(headline).getByText('+18.3%')).toBeTruthy();
    expect(within(headline).getByText('NIFTY 50: +11.0%')).toBeTruthy();
    for (const name of [
      'Growth of ₹100',
      'Falls from the high (underwater)',
      'Rolling one-year returns',
    ]) {
      expect(within(results).getByRole('heading', { name })).toBeTruthy();
    }
    expect(within(results).getByText(/would have been ₹150 on 2 Jan 2023/)).toBeTruthy();
    // Every metric, each with its definition one click away.
    const metricsTable = within(results).getByTestId('metrics-table');
    expect(within(metricsTable).getByText('Sortino ratio')).toBeTruthy();
    expect(within(metricsTable).getByText(/Sortino and R. van der Meer/)).toBeTruthy();
    // The phone layout: a block a year, a card a trade.
    expect(within(results).getByTestId('month-blocks').textContent).toContain('2021: +22.0%');
    expect(within(results).getByTestId('trades-cards').textContent).toContain('INFY');
    expect(
      within(results).getByText('Only 12 stocks matched the entry rule on 2022-03-31'),
    ).toBeTruthy();
    const invest = within(results).getByRole('link', { name: 'Invest in this strategy' });
    expect(decodeURIComponent(invest.getAttribute('href') ?? '')).toContain(
      '/investor/baskets/basketscreate?symbols=ITC,INFY',
    );
    expect(screen.getByTestId('strategy-caveat').textContent).toMatch(/survivorship/);
  });

  it('cancels a run at the server', async () => {
    net.read = (path) => (path === `/backtests/${RUN_ID}` ? running(0.3) : undefined);
    net.send = (method) => (method === 'POST' ? running(0.05) : {});
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the run' }));
    await waitFor(() =>
      expect(net.sent).toContainEqual({
        method: 'DELETE',
        path: `/backtests/${RUN_ID}`,
        body: undefined,
      }),
    );
    expect(await screen.findByText('Run cancelled')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the saved result offline with “as of”; a new run waits for the network', async () => {
    tablet = true;
    net.cached = { cache: 'stale', cachedAt: new Date('2026-01-15T09:00:00Z') };
    net.read = (path, query) =>
      path === '/backtests/latest' && query?.key === keyOf(momentum.params) ? run() : undefined;
    net.send = () => run({ params: { ...momentum.params, rebalance: 'quarterly' } });
    await open();
    await screen.findByTestId('backtest-result');
    expect(screen.getByTestId('as-of').textContent).toMatch(/Saved data, as of/);
    // The tablet layout: the table of years and the trades table.
    expect(screen.getByTestId('month-table')).toBeTruthy();
    expect(screen.getByTestId('trades-table')).toBeTruthy();

    connectivity.reportFailure();
    const rebalance = screen.getByRole('group', { name: 'Rebalance' });
    fireEvent.click(within(rebalance).getByRole('button', { name: 'Quarterly' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run with these settings' }));
    expect(await screen.findByText('This run waits for the network')).toBeTruthy();
    expect(net.sent).toEqual([]);

    connectivity.reportSuccess();
    await waitFor(() =>
      expect(net.sent).toEqual([
        {
          method: 'POST',
          path: '/backtests',
          body: { params: withOtherRebalance(momentum.params) },
        },
      ]),
    );
  });

  it('checks a rule as it is typed and sends nothing until it reads', async () => {
    tablet = true;
    net.read = (path) => (path === '/backtests/latest' ? run() : undefined);
    await open();
    await screen.findByTestId('backtest-result');
    const entry = screen.getByLabelText('Entry rule (optional)');
    fireEvent.change(entry, { target: { value: 'roee > 15' } });
    await waitFor(() => expect(entry.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Did you mean roe\?/)).toBeTruthy();
    expect(screen.getByTestId('rule-marked').textContent).toBe('roee > 15');
    fireEvent.click(screen.getByRole('button', { name: 'Run with these settings' }));
    expect(net.sent).toEqual([]);

    fireEvent.change(entry, { target: { value: 'roe > 15' } });
    await waitFor(() => expect(entry.getAttribute('aria-invalid')).toBeNull());
  });

  it('compares monthly with quarterly: both runs’ metrics and both curves', async () => {
    tablet = true;
    const quarterly = withOtherRebalance(momentum.params);
    net.read = (path, query) =>
      path === '/backtests/latest' && query?.key === keyOf(momentum.params) ? run() : undefined;
    net.send = () =>
      run({
        id: '7a2d3c8f-5e4b-4f60-8b9c-2d3e4f5a6b7c',
        params: quarterly,
        result: { ...run().result, metrics: { ...run().result!.metrics, cagr: 0.15 } },
      });
    await open();
    await screen.findByTestId('backtest-result');
    fireEvent.click(screen.getByRole('button', { name: 'Compare with quarterly' }));
    const table = await screen.findByTestId('compare-table');
    const cagr = within(table).getByText('CAGR').closest('tr');
    expect(cagr?.textContent).toBe('CAGR+18.3%+15.0%+11.0%');
    expect(net.sent).toEqual([{ method: 'POST', path: '/backtests', body: { params: quarterly } }]);
    expect(screen.getByText('Momentum, quarterly')).toBeTruthy();
  });

  it('saves the strategy through the outbox with an id made here', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'kept' });
    net.read = (path) => (path === '/backtests/latest' ? run() : undefined);
    await open();
    await screen.findByTestId('backtest-result');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'My momentum, 20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new strategy' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]?.[0] as {
      method: string;
      path: string;
      body: { id: string };
    };
    expect(request).toMatchObject({
      method: 'POST',
      path: '/strategies',
      replay: 'silent',
      body: { name: 'My momentum, 20', params: momentum.params },
    });
    expect(request.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
  });

  it('shows an adviser no invest button, and a missing strategy in plain words', async () => {
    net.read = (path) => (path === '/backtests/latest' ? run() : undefined);
    const view = await open('momentum', 'A');
    await screen.findByTestId('backtest-result');
    expect(screen.queryByRole('link', { name: 'Invest in this strategy' })).toBeNull();
    expect(screen.getByText(/Publishing a strategy to your investors/)).toBeTruthy();
    view.view.unmount();

    net.read = (path) => (path === '/strategies' ? { strategies: [] } : undefined);
    await open('0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f');
    expect(await screen.findByText('We could not find this strategy')).toBeTruthy();
  });
});
