import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { checkFilters } from '@/features/portfolio/components/trade-history-filter-bar';
import type { TradeHistoryTab } from '@/features/portfolio/components/trade-history-screen';
import type { CashEntry, Order, Trade } from '@/features/portfolio/model/contract';
import { renderScreen } from '../auth/render-screen';

// Trade history (issue 11): tabs a keyboard can work, orders filtered and paged with
// limit/offset, trades with their contract-note charges on demand, and the cash ledger. The
// gateway client is the network edge; answers are parsed with the schema the query passes.

type Query = Record<string, string>;
const handlers = vi.hoisted(() => new Map<string, (query: Query) => unknown>());
const read = vi.hoisted(() =>
  vi.fn((path: string, options: { query?: Query; schema: { parse: (v: unknown) => unknown } }) => {
    const handler = handlers.get(path);
    if (!handler) return Promise.reject(new Error(`no answer for ${path}`));
    try {
      const data = options.schema.parse(handler(options.query ?? {}));
      return Promise.resolve({ data, cache: 'miss', cachedAt: null });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }),
);
vi.mock('@/api/clients', () => ({ gatewayApi: { read } }));

const { TradeHistoryScreen } = await import('@/features/portfolio/components/trade-history-screen');

const charges = {
  brokerage: 2_000,
  stt: 1_500,
  transaction: 45,
  sebi: 2,
  stamp: 225,
  gst: 368,
  dp: 0,
  total: 4_140,
};
const trade = (tradeId: string, side: Trade['side']): Trade => ({
  tradeId,
  orderId: `o-${tradeId}`,
  exchange: 'NSE',
  symbol: 'INFY',
  side,
  quantity: 10,
  price: 150_000,
  value: 1_500_000,
  tradeDate: '2026-11-19',
  executedAt: '2026-11-19T10:00:00Z',
  charges,
  netAmount: side === 'BUY' ? -1_504_140 : 1_495_860,
  simulated: true,
  source: 'app',
});
const order = (n: number): Order => ({
  orderId: `o${n}`,
  exchange: 'NSE',
  symbol: `SYM${n}`,
  name: `Stock ${n}`,
  side: 'SELL',
  product: 'CNC',
  orderType: 'MARKET',
  quantity: 1,
  price: null,
  triggerPrice: null,
  status: n === 1 ? 'REJECTED' : 'COMPLETE',
  statusMessage: n === 1 ? 'Not enough shares to sell' : null,
  filledQuantity: n === 1 ? 0 : 1,
  averagePrice: n === 1 ? null : 10_000,
  blocked: 0,
  marketDate: '2026-11-19',
  placedAt: '2026-11-19T05:00:00Z',
  updatedAt: '2026-11-19T05:00:00Z',
  simulated: true,
  source: 'app',
  trades: [],
});
const ALL_ORDERS = Array.from({ length: 45 }, (_, index) => order(index + 1));
const ledger: CashEntry[] = [
  {
    id: 1,
    kind: 'opening',
    amount: 100_000_000,
    date: '2026-04-01',
    description: 'Virtual cash',
    symbol: null,
  },
  {
    id: 3,
    kind: 'dividend',
    amount: 50_000,
    date: '2026-08-01',
    description: 'Dividend ₹5 a share',
    symbol: 'INFY',
  },
  {
    id: 4,
    kind: 'tds',
    amount: -5_000,
    date: '2026-08-01',
    description: 'TDS 10 %',
    symbol: 'INFY',
  },
  {
    id: 2,
    kind: 'buy',
    amount: -1_504_140,
    date: '2026-05-02',
    description: 'Bought 10 INFY',
    symbol: 'INFY',
  },
];

function Harness({ initial = 'orders' }: { initial?: TradeHistoryTab }) {
  const [tab, setTab] = useState<TradeHistoryTab>(initial);
  return <TradeHistoryScreen tab={tab} onTab={setTab} investorName={null} />;
}
const show = (initial?: TradeHistoryTab) =>
  renderScreen(() => <Harness initial={initial} />, '/investor/tradehistory');

beforeEach(() => {
  read.mockClear();
  handlers.clear();
  handlers.set('/investor/orders', (query) => {
    const offset = Number(query.offset);
    return {
      items: ALL_ORDERS.slice(offset, offset + Number(query.limit)),
      total: ALL_ORDERS.length,
    };
  });
  handlers.set('/investor/trades', () => ({
    items: [trade('t1', 'BUY'), trade('t2', 'SELL')],
    total: 2,
  }));
  handlers.set('/investor/funds/ledger', () => ({ items: ledger }));
});

const lastQuery = (path: string) =>
  read.mock.calls.filter(([called]) => called === path).at(-1)?.[1].query;

describe('trade history tabs', () => {
  it('moves between tabs with the arrow keys, loading a tab when it is opened', async () => {
    await show();
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Orders',
      'Trades',
      'Cash',
      'Tax P&L',
    ]);
    expect(read.mock.calls.some(([path]) => path === '/investor/trades')).toBe(false);
    act(() => orders.focus());
    fireEvent.keyDown(orders, { key: 'ArrowRight' });
    const trades = screen.getByRole('tab', { name: 'Trades' });
    await waitFor(() => expect(document.activeElement).toBe(trades));
    // Arrowing onto a tab does not open it (nor fetch its data); Enter or Space does, as a click.
    expect(trades.getAttribute('aria-selected')).toBe('false');
    expect(read.mock.calls.some(([path]) => path === '/investor/trades')).toBe(false);
    fireEvent.click(trades);
    await waitFor(() => expect(trades.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('table', { name: /^Trades, newest first/ })).toBeTruthy();
  });

  it('wraps with the arrows, jumps with Home and End, and names each panel by its tab', async () => {
    await show();
    const [orders, , , tax] = screen.getAllByRole('tab');
    if (!orders || !tax) throw new Error('four tabs');
    expect(orders.tabIndex).toBe(0);
    expect(tax.tabIndex).toBe(-1);
    act(() => orders.focus());
    fireEvent.keyDown(orders, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tax);
    fireEvent.keyDown(tax, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(orders);
    fireEvent.keyDown(orders, { key: 'End' });
    expect(document.activeElement).toBe(tax);
    fireEvent.keyDown(tax, { key: 'Home' });
    expect(document.activeElement).toBe(orders);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(orders.id);
    expect(orders.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('keeps a tab it has shown, with its page, when another is opened and it comes back', async () => {
    await show();
    await screen.findByText('1–20 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('21–40 of 45');
    fireEvent.click(screen.getByRole('tab', { name: 'Cash' }));
    await screen.findByRole('table', { name: 'Cash ledger, newest first' });
    expect(screen.queryByRole('table', { name: 'Orders, newest first' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('21–40 of 45')).toBeTruthy();
  });
});

describe('orders', () => {
  it('pages through orders with limit and offset', async () => {
    await show();
    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(lastQuery('/investor/orders')).toEqual({ limit: '20', offset: '0' });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('41–45 of 45');
    expect(lastQuery('/investor/orders')).toEqual({ limit: '20', offset: '40' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(
      true,
    );
  });

  it('shows a status and why an order was rejected', async () => {
    await show();
    const row = (await screen.findByRole('rowheader', { name: 'SYM1' })).closest('tr');
    expect(row?.textContent).toContain('Rejected');
    expect(row?.textContent).toContain('Not enough shares to sell');
  });

  it('filters by status, symbol and dates on submit, from the first page', async () => {
    await show();
    await screen.findByText('1–20 of 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('21–40 of 45');
    const form = screen.getByRole('form', { name: 'Filter orders' });
    fireEvent.change(within(form).getByLabelText('Status'), {
      target: { value: 'TRIGGER PENDING' },
    });
    fireEvent.change(within(form).getByLabelText('Symbol'), { target: { value: ' infy ' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(lastQuery('/investor/orders')).toEqual({
        limit: '20',
        offset: '0',
        status: 'TRIGGER PENDING',
        symbol: 'INFY',
        from: '2026-04-01',
        to: '2026-11-30',
      }),
    );
  });

  it('names a filter to fix instead of sending it', async () => {
    await show();
    await screen.findByText('1–20 of 45');
    const calls = read.mock.calls.length;
    const form = screen.getByRole('form', { name: 'Filter orders' });
    fireEvent.change(within(form).getByLabelText('Symbol'), { target: { value: 'IN FY' } });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-04-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    const symbol = within(form).getByLabelText('Symbol');
    expect(symbol.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(symbol.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('A symbol is 1 to 20 letters, digits, &, _ or -');
    expect(within(form).getByText('The end date is before the start date')).toBeTruthy();
    expect(read.mock.calls.length).toBe(calls);
  });

  it('invites an investor without a paper account to link the broker', async () => {
    handlers.set('/investor/orders', () => {
      throw new ApiError('Link the paper broker first', 409, 'no_paper_account');
    });
    await show();
    expect(await screen.findByRole('heading', { name: 'No portfolio yet' })).toBeTruthy();
  });
});

describe('trades and cash', () => {
  it('shows a trade’s contract-note charges on expand, and filters by side', async () => {
    await show('trades');
    const table = await screen.findByRole('table', { name: /^Trades, newest first/ });
    const toggles = within(table).getAllByRole('button', { name: /^Charges/ });
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Securities transaction tax (STT)')).toBeNull();
    fireEvent.click(toggles[0] as HTMLElement);
    expect(toggles[0]?.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggles[0]?.getAttribute('aria-controls') ?? '');
    expect(details?.textContent).toContain('Securities transaction tax (STT)₹15.00');
    expect(details?.textContent).toContain('Total charges₹41.40');
    expect(table.textContent).toContain('-₹15,041.40');

    const form = screen.getByRole('form', { name: 'Filter trades' });
    fireEvent.change(within(form).getByLabelText('Side'), { target: { value: 'SELL' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(lastQuery('/investor/trades')).toEqual({ side: 'SELL' }));
  });

  it('lists the cash ledger newest first with the balance after each entry', async () => {
    await show('cash');
    const table = await screen.findByRole('table', { name: 'Cash ledger, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'TDS on dividend · INFY',
      'Dividend · INFY',
      'Buy · INFY',
      'Opening cash',
    ]);
    expect(rows[0]?.textContent).toContain('-₹50.00');
    expect(rows[0]?.textContent).toContain('₹9,85,408.60');
    expect(rows[3]?.textContent).toContain('₹10,00,000.00');
    expect(screen.getByText('TDS deducted').nextElementSibling?.textContent).toBe('₹50.00');
  });
});

describe('filter rules', () => {
  it.each([
    [{ choice: '', symbol: '', from: '', to: '' }, {}, {}],
    [
      { choice: 'BUY', symbol: ' m&m ', from: '2026-01-01', to: '2026-01-01' },
      { choice: 'BUY', symbol: 'M&M', from: '2026-01-01', to: '2026-01-01' },
      {},
    ],
    [
      { choice: '', symbol: 'A'.repeat(21), from: '', to: '' },
      { symbol: 'A'.repeat(21) },
      { symbol: 'A symbol is 1 to 20 letters, digits, &, _ or -' },
    ],
    [
      { choice: '', symbol: '', from: '2026-02-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-01-31' },
      { to: 'The end date is before the start date' },
    ],
  ])('%j', (draft, applied, errors) => {
    const checked = checkFilters(draft);
    expect(
      Object.fromEntries(Object.entries(checked.applied).filter(([, v]) => v !== undefined)),
    ).toEqual(applied);
    expect(checked.errors).toEqual(errors);
  });
});
