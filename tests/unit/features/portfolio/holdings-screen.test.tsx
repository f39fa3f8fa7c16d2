import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { HoldingsScreen } from '@/features/portfolio/components/holdings-screen';
import { renderScreen } from '../auth/render-screen';
import {
  FUNDS,
  HOLDINGS,
  holdingsOf,
  noPaperAccount,
  order,
  type Answers,
} from './holdings-fixtures';

// The holdings screen (issue 11) with the network edge replaced: the API clients answer from a
// table, parsed with the real schemas, and the outbox's submit is recorded.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', async () => {
  const { fakeRead } = await import('./holdings-fixtures');
  const read = fakeRead(() => state.answers);
  return {
    gatewayApi: { read },
    archiveApi: {
      get: async (path: string, options: Parameters<typeof read>[1]) =>
        (await read(`/archive${path}`, options)).data,
    },
  };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit, items: () => [] } }));

const RESTING = order({
  orderId: 'o-7',
  symbol: 'TCS',
  side: 'SELL',
  quantity: 2,
  orderType: 'LIMIT',
  price: 380_000,
  status: 'OPEN',
});
const answers = (extra: Answers = {}) => {
  state.answers = {
    '/investor/holdings': HOLDINGS,
    '/investor/funds': FUNDS,
    '/investor/orders': { items: [RESTING], total: 1 },
    ...extra,
  };
};
const show = () => renderScreen(() => <HoldingsScreen title="Holdings" />, '/investor/holdings');
const table = () => screen.getByTestId('holdings-table');
const rowSymbols = () =>
  within(table())
    .getAllByTestId(/^holding-row-/)
    .map((row) => row.dataset.testid?.replace('holding-row-', ''));

beforeEach(() => {
  submit.mockReset();
  answers();
});
afterEach(() => vi.restoreAllMocks());

/** A tablet: the table layout (phones get cards; jsdom's matchMedia matches nothing). */
const asTablet = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );

describe('the holdings table', () => {
  beforeEach(() => {
    asTablet();
  });
  it('lists holdings by value with totals, the prices’ date and the demo label', async () => {
    await show();
    await screen.findByTestId('holdings-table');
    expect(rowSymbols()).toEqual(['HDFCBANK', 'INFY', 'TCS']);
    const infy = within(table()).getByTestId('holding-row-INFY');
    for (const text of [
      '₹1,400.00',
      '₹1,500.00',
      '₹15,000.00',
      '+₹200.00',
      '+1.35%',
      '+₹1,000.00',
      '+7.14%',
      '24.6%',
    ]) {
      expect(within(infy).getByText(text)).toBeTruthy();
    }
    expect(screen.getByTestId('holdings-totals').textContent).toContain('₹61,000.00');
    expect(screen.getByText('Prices as of').querySelector('time')?.textContent).toBe('20 Nov 2026');
    expect(screen.getByText('Demo data')).toBeTruthy();
  });

  it('sorts by a header button and says so with aria-sort', async () => {
    await show();
    await screen.findByTestId('holdings-table');
    const header = (name: string) =>
      within(table())
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .closest('th');
    expect(header('Value')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(table()).getByRole('button', { name: /^Last price/ }));
    expect(header('Last price')?.getAttribute('aria-sort')).toBe('descending');
    expect(rowSymbols()).toEqual(['TCS', 'HDFCBANK', 'INFY']);
    fireEvent.click(within(table()).getByRole('button', { name: /^Stock/ }));
    expect(header('Stock')?.getAttribute('aria-sort')).toBe('ascending');
    expect(header('Value')?.getAttribute('aria-sort')).toBe('none');
    expect(rowSymbols()).toEqual(['HDFCBANK', 'INFY', 'TCS']);
    fireEvent.click(within(table()).getByRole('button', { name: /^Stock/ }));
    expect(header('Stock')?.getAttribute('aria-sort')).toBe('descending');
    expect(rowSymbols()).toEqual(['TCS', 'INFY', 'HDFCBANK']);
  });

  it('filters by search, sector and loss', async () => {
    await show();
    await screen.findByTestId('holdings-table');
    fireEvent.change(screen.getByLabelText('Search by symbol or name'), {
      target: { value: 'infosys' },
    });
    expect(rowSymbols()).toEqual(['INFY']);
    expect(screen.getByText('Showing 1 of 3 holdings')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search by symbol or name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sector'), {
      target: { value: 'Information Technology' },
    });
    expect(rowSymbols()).toEqual(['INFY', 'TCS']);
    fireEvent.click(screen.getByRole('button', { name: 'In loss' }));
    expect(screen.getByRole('button', { name: 'In loss' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(rowSymbols()).toEqual(['TCS']);
  });

  it('opens a holding’s lots, labelling bonus shares and the term', async () => {
    await show();
    await screen.findByTestId('holdings-table');
    const toggle = within(table()).getByRole('button', { name: 'Lots of INFY (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lots = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(lots).not.toBeNull();
    const cells = (row: number) =>
      within(within(lots as HTMLElement).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['10 Jun 2024', '5', '₹2,800.00', '₹14,000.00', 'Long term']);
    expect(cells(2)).toEqual(['15 Jan 2025Bonus', '5', '₹0.00', '₹0.00', 'Short term']);
  });

  it('exports the rows shown as a CSV file', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:holdings');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    await show();
    await screen.findByTestId('holdings-table');
    fireEvent.click(screen.getByRole('button', { name: 'In loss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'holdings-2026-11-20.csv',
    );
    const text = await (created.mock.calls[0]?.[0] as Blob).text();
    expect(text.split('\r\n').map((line) => line.split(',')[0])).toEqual(['Symbol', 'TCS', '']);
  });

  it('shows a card for each holding for phones', async () => {
    vi.restoreAllMocks(); // a phone: no tablet media query
    await show();
    const card = await screen.findByTestId('holding-card-TCS');
    expect(within(card).getByRole('button', { name: 'Sell TCS' })).toBeTruthy();
    expect(within(card).getByText('Unrealised gain')).toBeTruthy();
  });

  it('opens the order ticket from a row and gives focus back when it closes', async () => {
    await show();
    await screen.findByTestId('holdings-table');
    const buy = within(table()).getByRole('button', { name: 'Buy more INFY' });
    buy.focus();
    fireEvent.click(buy);
    const ticket = await screen.findByTestId('order-ticket');
    expect(within(ticket).getByRole('heading', { name: 'Buy INFY' })).toBeTruthy();
    expect(within(ticket).getByText(/Last price ₹1,500\.00/)).toBeTruthy();
    fireEvent.click(within(ticket).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('order-ticket')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(buy));
  });
});

describe('states of the holdings screen', () => {
  it('invites a first order when nothing is held', async () => {
    answers({ '/investor/holdings': holdingsOf([]) });
    await show();
    expect(await screen.findByText('No holdings yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place your first order' }));
    expect(await screen.findByLabelText('Stock (NSE symbol)')).toBeTruthy();
  });

  it('asks to link the paper broker when there is no paper account', async () => {
    answers({ '/investor/holdings': noPaperAccount() });
    await show();
    expect(await screen.findByRole('link', { name: 'Link a broker' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Open orders' })).toBeNull();
  });

  it('says what went wrong in plain words', async () => {
    answers({ '/investor/holdings': new ApiError('Internal error', 500) });
    await show();
    expect(
      await screen.findByText('The server could not answer just now. Try again in a moment.'),
    ).toBeTruthy();
  });
});

describe('open orders', () => {
  it('lists open orders and cancels one after asking', async () => {
    submit.mockResolvedValue({
      state: 'sent',
      status: 200,
      replayed: false,
      data: { ...RESTING, status: 'CANCELLED' },
    });
    await show();
    expect(await screen.findByRole('heading', { name: 'Open orders' })).toBeTruthy();
    const row = await screen.findByTestId('open-order-o-7');
    expect(within(row).getByText('Sell 2 TCS at ₹3,800.00 or better')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', { name: 'Cancel: Sell 2 TCS at ₹3,800.00 or better' }),
    );
    expect(within(row).getByText('Cancel this order?')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        expect.objectContaining({
          method: 'DELETE',
          path: '/investor/orders/o-7',
          replay: 'confirm',
        }),
      ),
    );
  });

  it('opens the ticket in modify mode', async () => {
    await show();
    const row = await screen.findByTestId('open-order-o-7');
    fireEvent.click(within(row).getByRole('button', { name: /^Modify/ }));
    const ticket = await screen.findByTestId('order-ticket');
    expect(within(ticket).getByRole('heading', { name: 'Change order: Sell TCS' })).toBeTruthy();
    expect(within(ticket).getByLabelText<HTMLInputElement>('Limit price (₹)').value).toBe(
      '3800.00',
    );
  });
});
