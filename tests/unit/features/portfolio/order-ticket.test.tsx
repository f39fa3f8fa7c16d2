import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { OrderTicket, type OrderTicketProps } from '@/features/portfolio/components/order-ticket';
import { todayInIndia } from '@/features/portfolio/components/order-ticket-model';
import { chargesFor } from '@/features/portfolio/model/charges';
import { formatRupees } from '@/features/portfolio/model/format';
import { renderScreen } from '../auth/render-screen';
import { FUNDS, HOLDINGS, noPaperAccount, order, type Answers } from './holdings-fixtures';

// The order ticket (issue 11) with the network edge replaced: the API clients answer from a
// table (parsed with the real schemas) and the outbox's submit is recorded. Everything between
// (queries, checks, charges, preview, steps) is the app's own code.

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

const answers = (extra: Answers = {}) => {
  state.answers = { '/investor/holdings': HOLDINGS, '/investor/funds': FUNDS, ...extra };
};

const onClose = vi.fn();
const open = (props: Partial<OrderTicketProps> = {}) =>
  renderScreen(
    () => <OrderTicket symbol="INFY" name="Infosys Limited" open onClose={onClose} {...props} />,
    '/investor/holdings',
  );
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const ticket = () => screen.getByTestId('order-ticket');

beforeEach(() => {
  submit.mockReset();
  onClose.mockReset();
  answers();
});

describe('placing an order', () => {
  it('previews every charge and buys at market after a confirm', async () => {
    submit.mockResolvedValue({
      state: 'sent',
      status: 201,
      replayed: false,
      data: order({
        symbol: 'INFY',
        side: 'BUY',
        quantity: 2,
        averagePrice: 150_000,
        filledQuantity: 2,
      }),
    });
    await open();
    expect(await screen.findByText(/Last price ₹1,500\.00/)).toBeTruthy();
    type('Quantity (shares)', '2');
    const charges = chargesFor({
      side: 'BUY',
      valuePaise: 300_000,
      date: todayInIndia(new Date()),
      dpCharge: true,
    });
    const preview = screen.getByTestId('order-preview');
    for (const name of ['STT', 'Stamp duty', 'GST', 'SEBI fee', 'Exchange transaction charge']) {
      expect(within(preview).getByText(name)).toBeTruthy();
    }
    expect(within(preview).getByText('Total to pay').nextSibling?.textContent).toBe(
      formatRupees(300_000 + charges.total),
    );
    expect(within(preview).getByText('Holding after').nextSibling?.textContent).toContain(
      '12 shares',
    );
    click('Review order');
    expect(screen.getByTestId('order-confirm').textContent).toBe(
      `Buy 2 INFY at market ≈ ${formatRupees(300_000 + charges.total)} with charges`,
    );
    click('Place buy order');
    expect(await screen.findByText('Bought 2 INFY')).toBeTruthy();
    expect(screen.getByText(/Filled at ₹1,500\.00 a share/)).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({
      kind: 'order',
      label: 'Buy 2 INFY at market',
      replay: 'confirm',
      method: 'POST',
      path: '/investor/orders',
      body: { exchange: 'NSE', symbol: 'INFY', side: 'BUY', quantity: 2, orderType: 'MARKET' },
    });
  });

  it('checks a limit price on the tick, next to its field', async () => {
    await open();
    await screen.findByText(/Last price/);
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'LIMIT' } });
    type('Quantity (shares)', '1');
    type('Limit price (₹)', '1499.03');
    fireEvent.blur(screen.getByLabelText('Limit price (₹)'));
    const price = screen.getByLabelText('Limit price (₹)');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    const errorId = price.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'The price must be a multiple of ₹0.05 (the tick size)',
    );
    click('Review order');
    expect(screen.queryByTestId('order-confirm')).toBeNull();
    expect(document.activeElement).toBe(price);
  });

  it('turns an amount into whole shares at the last price', async () => {
    await open();
    await screen.findByText(/Last price/);
    click('Amount (₹)');
    type('Amount in rupees', '5,000');
    expect(screen.getByText('= 3 shares at ₹1,500.00')).toBeTruthy();
    type('Amount in rupees', '100');
    fireEvent.blur(screen.getByLabelText('Amount in rupees'));
    expect(screen.getByText('Not enough for one share at the last price')).toBeTruthy();
  });

  it('shows a rejection as the result, with the reason', async () => {
    submit.mockResolvedValue({
      state: 'sent',
      status: 201,
      replayed: false,
      data: order({
        symbol: 'INFY',
        side: 'BUY',
        quantity: 2,
        status: 'REJECTED',
        statusMessage: 'Not enough funds: this order needs ₹3,000.45, ₹100.00 is available',
      }),
    });
    await open();
    await screen.findByText(/Last price/);
    type('Quantity (shares)', '2');
    click('Review order');
    click('Place buy order');
    const result = await screen.findByTestId('order-result');
    expect(result.textContent).toContain('Rejected');
    expect(result.textContent).toContain('Not enough funds');
  });

  it('says plainly when the order could not be sent offline', async () => {
    submit.mockResolvedValue({ state: 'needs-confirm', id: 'k1' });
    await open();
    await screen.findByText(/Last price/);
    type('Quantity (shares)', '1');
    click('Review order');
    click('Place buy order');
    expect((await screen.findByTestId('order-result')).textContent).toContain(
      'Not sent: you are offline. It will wait on this device; confirm it again when you are back online.',
    );
  });

  it('keeps what was typed and shows the server’s field error in place', async () => {
    submit.mockRejectedValue(
      new ApiError('Invalid input', 400, 'validation', [
        {
          in: 'body',
          field: 'price',
          detail: 'The price must be between ₹1,200.00 and ₹1,800.00 today',
        },
      ]),
    );
    await open();
    await screen.findByText(/Last price/);
    fireEvent.change(screen.getByLabelText('Order type'), { target: { value: 'LIMIT' } });
    type('Quantity (shares)', '3');
    type('Limit price (₹)', '1490');
    click('Review order');
    click('Place buy order');
    expect(
      await screen.findByText('The price must be between ₹1,200.00 and ₹1,800.00 today'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Quantity (shares)').value).toBe('3');
    expect(screen.getByLabelText<HTMLInputElement>('Limit price (₹)').value).toBe('1490');
    expect(screen.getByRole('alert').textContent).toContain('Invalid input');
  });

  it('shows the free quantity and what a sale leaves', async () => {
    await open({ symbol: 'TCS', side: 'SELL' });
    await screen.findByText(/Last price ₹3,500\.00/);
    type('Quantity (shares)', '3');
    const preview = screen.getByTestId('order-preview');
    expect(within(preview).getByText('Free to sell').nextSibling?.textContent).toBe('2 shares');
    expect(within(preview).getByText('Remaining after').nextSibling?.textContent).toBe('1 share');
    expect(within(preview).getByText(/You have 2 shares free to sell \(4 held\)/)).toBeTruthy();
  });

  it('uses the archive quote for a stock not held', async () => {
    answers({
      '/archive/quotes': {
        data: { quotes: [{ symbol: 'WIPRO', name: 'Wipro', date: '2026-11-20', close: 25_010 }] },
      },
    });
    await open({ symbol: 'WIPRO', name: 'Wipro Limited' });
    expect(await screen.findByText(/Last price ₹250\.10/)).toBeTruthy();
  });

  it('asks to link the paper broker when there is no paper account', async () => {
    answers({ '/investor/funds': noPaperAccount() });
    await open();
    expect(await screen.findByRole('link', { name: 'Link the paper broker' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Review order' }).disabled).toBe(
      true,
    );
  });

  it('closes from Cancel', async () => {
    await open();
    click('Cancel');
    expect(onClose).toHaveBeenCalled();
    expect(within(ticket()).getByRole('heading', { name: 'Buy INFY' })).toBeTruthy();
  });
});

describe('changing an open order', () => {
  it('sends only what changed', async () => {
    const resting = order({
      orderId: 'o-9',
      symbol: 'INFY',
      side: 'BUY',
      quantity: 2,
      orderType: 'LIMIT',
      price: 145_000,
      status: 'OPEN',
      blocked: 290_100,
    });
    submit.mockResolvedValue({
      state: 'sent',
      status: 200,
      replayed: false,
      data: { ...resting, price: 146_000 },
    });
    await open({ order: resting });
    expect(await screen.findByRole('heading', { name: 'Change order: Buy INFY' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Buy or sell' })).toBeNull();
    await screen.findByText(/Last price/);
    click('Review order');
    expect(screen.getByText('Change the quantity, type or price first.')).toBeTruthy();
    type('Limit price (₹)', '1460');
    click('Review order');
    click('Send change');
    expect(await screen.findByText('Placed: waiting for the price')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'PATCH',
        path: '/investor/orders/o-9',
        replay: 'confirm',
        body: { price: 146_000 },
      }),
    );
  });
});
