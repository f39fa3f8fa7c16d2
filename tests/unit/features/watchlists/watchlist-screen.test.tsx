import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { NotificationsBell } from '@/features/notifications';
import { WatchlistScreen } from '@/features/watchlists';
import { renderScreen } from '../auth/render-screen';

// The watchlist screen and the notifications bell (issue 12, Deliver 10) with the network edge
// replaced: the API clients answer from a table, parsed with the real schemas; the outbox's
// submit is recorded (and keeps writes, as offline), and its kept writes are set per test.

const state = vi.hoisted((): { answers: Record<string, unknown>; kept: unknown[] } => ({
  answers: {},
  kept: [],
}));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return {
    gatewayApi: { read },
    archiveApi: {
      get: async (path: string, options: { schema: ZodMiniType<unknown> }) =>
        (await read(`/archive${path}`, options)).data,
    },
  };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => state.kept }));

const AT = '2026-01-15T10:00:00.000Z';
const LIST = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const item = (symbol: string) => ({ exchange: 'NSE', symbol, name: `${symbol} Ltd`, addedAt: AT });
const quote = (symbol: string, close: number, change: number) => ({
  exchange: 'NSE',
  symbol,
  name: `${symbol} Ltd`,
  date: '2026-01-14',
  close,
  change,
  changePercent: (change / (close - change)) * 100,
  high52w: 200_000,
  low52w: 100_000,
});

beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ state: 'queued', id: 'x' });
  state.kept = [];
  state.answers = {
    '/investor/watchlists': {
      lists: [
        {
          id: LIST,
          name: 'Long-term ideas',
          position: 0,
          demo: true,
          createdAt: AT,
          updatedAt: AT,
          items: [item('INFY'), item('TCS'), item('ITC')],
        },
      ],
      limits: { lists: 10, items: 100 },
    },
    '/investor/alerts': { alerts: [], limit: 100 },
    '/archive/quotes': {
      data: {
        quotes: [
          quote('INFY', 150_000, 1_500),
          quote('TCS', 125_000, -2_500),
          quote('ITC', 175_000, 0),
        ],
        unknown: [],
      },
      meta: { demo: true, label: 'Local demo data' },
    },
    '/archive/factors': {
      data: {
        date: '2026-01-14',
        scores: [
          { symbol: 'INFY', composite: 1.237 },
          { symbol: 'ITC', composite: null },
        ],
      },
    },
  };
});
afterEach(() => vi.restoreAllMocks());

const show = () => renderScreen(() => <WatchlistScreen title="Watchlist" />, '/investor/watchlist');
const cardSymbols = () =>
  screen
    .getAllByTestId('watchlist-card')
    .map((card) => within(card).getAllByRole('link')[0]!.textContent);

describe('the watchlist screen', () => {
  it('shows the list with last price, day change, 52-week position and factor composite', async () => {
    await show();
    expect(
      await screen.findByRole('button', { name: 'Long-term ideas (3)', pressed: true }),
    ).toBeTruthy();
    await waitFor(() => expect(cardSymbols()).toEqual(['INFY', 'TCS', 'ITC']));
    const infy = screen.getAllByTestId('watchlist-card')[0]!;
    expect(within(infy).getByText('₹1,500.00')).toBeTruthy();
    expect(within(infy).getByText('+₹15.00')).toBeTruthy();
    expect(within(infy).getByRole('meter').getAttribute('aria-valuenow')).toBe('50');
    expect(await within(infy).findByText('+1.24')).toBeTruthy();
    // Not scored (outside the NIFTY 500, or no composite): a dash, never a made-up number.
    const [, tcs, itc] = screen.getAllByTestId('watchlist-card');
    expect(within(tcs!).getByText('—')).toBeTruthy();
    expect(within(itc!).getByText('—')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
  });

  it('moves a stock by keyboard: shown at once, sent as the whole order through the outbox', async () => {
    await show();
    await waitFor(() => expect(cardSymbols()).toEqual(['INFY', 'TCS', 'ITC']));
    fireEvent.click(screen.getByRole('button', { name: 'Move INFY down' }));
    await waitFor(() => expect(cardSymbols()).toEqual(['TCS', 'INFY', 'ITC']));
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'watchlist-reorder',
        replay: 'silent',
        method: 'PUT',
        path: `/investor/watchlists/${LIST}`,
        body: { items: ['TCS', 'INFY', 'ITC'].map((symbol) => ({ exchange: 'NSE', symbol })) },
        coalesce: true,
      }),
    );
    expect(screen.getByText('INFY moved to position 2 of 3')).toBeTruthy();
  });

  it('shows edits still waiting in the outbox over the saved lists (a reload offline)', async () => {
    state.kept = [
      {
        id: 'k1',
        state: 'pending',
        kind: 'watchlist-add',
        method: 'POST',
        path: `/investor/watchlists/${LIST}/items`,
        body: { exchange: 'NSE', symbol: 'SBIN' },
        createdAt: Date.parse(AT),
      },
      {
        id: 'k2',
        state: 'pending',
        kind: 'watchlist-remove',
        method: 'DELETE',
        path: `/investor/watchlists/${LIST}/items/NSE/TCS`,
        createdAt: Date.parse(AT),
      },
    ];
    await show();
    await waitFor(() => expect(cardSymbols()).toEqual(['INFY', 'ITC', 'SBIN']));
    expect(screen.getByText(/2 changes saved on this device/)).toBeTruthy();
  });
});

describe('the watchlist screen dialogs, loaded on first open (issue 19)', () => {
  it('names a new list: focus goes into the dialog, Escape gives it back, Create sends it', async () => {
    await show();
    const opener = await screen.findByRole('button', { name: '+ New list' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'New list' });
    fireEvent.change(within(again).getByLabelText(/Name/), { target: { value: 'Pharma' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'watchlist-create', method: 'POST' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Pharma (0)', pressed: true })).toBeTruthy();
  });

  it("opens a stock's alerts", async () => {
    await show();
    await waitFor(() => expect(cardSymbols()).toEqual(['INFY', 'TCS', 'ITC']));
    fireEvent.click(screen.getAllByRole('button', { name: /^Alerts for INFY/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Alerts on INFY' });
    expect(within(dialog).getByText('No alerts on this stock yet.')).toBeTruthy();
  });
});

describe('the notifications bell', () => {
  beforeEach(() => {
    state.answers['/notifications'] = {
      items: [
        {
          id: '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60',
          kind: 'price-alert',
          title: 'INFY above ₹1,500.00',
          body: 'Infosys closed at ₹1,523.40 on 14 Jan 2026, above your alert at ₹1,500.00.',
          link: '/stocks/exchange/NSE/symbol/INFY',
          createdAt: AT,
          readAt: null,
          demo: false,
        },
      ],
      unread: 1,
    };
  });

  it('shows the unread count, the list, and marks all read at once', async () => {
    await renderScreen(() => <NotificationsBell />, '/investor/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(screen.getByText('INFY above ₹1,500.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'notifications-read',
        method: 'POST',
        path: '/notifications/read',
      }),
    );
  });
});
