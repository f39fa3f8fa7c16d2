import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { BasketChooser } from '@/features/baskets/components/basket-chooser';
import { BasketSummaryScreen } from '@/features/baskets/components/basket-summary-screen';
import { renderScreen } from '../auth/render-screen';
import { basket, investment, leg, previewOrder, stock } from './summary-fixtures';

// The basket summary (issue 13, Deliver 7 to 9) with the network edge replaced: the gateway
// answers from a table, parsed with the contract's schemas; the outbox's submit is recorded.
// Investing: preview, confirm, the per-stock result and the retry of only what failed;
// offline the amount is kept and nothing is sent; the rebalance shows its tax before the
// confirmation and reloads when prices moved.

const state = vi.hoisted(
  (): { answers: Record<string, unknown>; offline: boolean; reads: string[] } => ({
    answers: {},
    offline: false,
    reads: [],
  }),
);
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (
      path: string,
      options: { schema: ZodMiniType<unknown>; query?: Record<string, string> },
    ) => {
      await Promise.resolve();
      const key = options.query?.amount ? `${path}?amount=${options.query.amount}` : path;
      state.reads.push(key);
      const answer = state.answers[key];
      if (answer === undefined) throw new ApiError(`No answer for ${key}`, 404);
      return { data: options.schema.parse(answer), cache: null, cachedAt: null };
    },
  },
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit, items: () => [] },
  useOutboxItems: () => [],
}));
vi.mock('@/ui/use-offline', () => ({ useOffline: () => state.offline }));

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const PATH = `/investor/baskets/${ID}`;
const held = basket({
  value: 1_250_000,
  invested: 1_000_000,
  gain: 250_000,
  goalName: 'Aarav’s education',
  needsRebalance: true,
  maxDriftBp: 340,
  stocks: [
    stock({ symbol: 'INFY', quantity: 5, value: 840_000, actualWeightBp: 5_340, driftBp: 340 }),
    stock({ symbol: 'TCS', quantity: 3, value: 410_000, actualWeightBp: 4_660, driftBp: -340 }),
  ],
});
const preview = {
  asOf: '2026-01-12',
  amount: 5_900_000,
  orders: [
    previewOrder({
      symbol: 'INFY',
      quantity: 19,
      price: 150_000,
      value: 2_850_000,
      charges: 3_000,
    }),
    previewOrder({ symbol: 'TCS', quantity: 8, price: 350_000, value: 2_800_000, charges: 2_900 }),
  ],
  total: 5_655_900,
  charges: 5_900,
  leftover: 244_100,
  minimumInvestment: 5_900_000,
  available: 10_000_000,
};
const rebalancePreview = {
  asOf: '2026-01-12',
  withinTolerance: false,
  orders: [
    {
      symbol: 'TCS',
      name: 'TCS Ltd',
      side: 'BUY',
      quantity: 1,
      price: 350_000,
      value: 350_000,
      charges: 400,
      realisedGain: 0,
      tax: 0,
      term: null,
    },
    {
      symbol: 'INFY',
      name: 'INFY Ltd',
      side: 'SELL',
      quantity: 2,
      price: 168_000,
      value: 336_000,
      charges: 500,
      realisedGain: 36_000,
      tax: 7_200,
      term: 'short',
    },
  ],
  totals: { sells: 336_000, buys: 350_000, charges: 900, realisedGain: 36_000, tax: 7_200 },
};
const partial = investment({
  status: 'partial',
  spent: 2_853_000,
  orders: [
    leg({ symbol: 'INFY', quantity: 19, price: 150_000 }),
    leg({
      symbol: 'TCS',
      quantity: 8,
      status: 'REJECTED',
      message: 'The price is outside the day’s band',
      orderId: null,
    }),
  ],
});

beforeEach(() => {
  submit.mockReset();
  state.offline = false;
  state.reads = [];
  state.answers = {
    [PATH]: held,
    [`${PATH}/invest-preview?amount=5900000`]: preview,
    [`${PATH}/rebalance`]: rebalancePreview,
    '/investor/baskets': { baskets: [held], riskCategory: 'moderate', limit: 20 },
  };
});
afterEach(() => vi.restoreAllMocks());

const show = () =>
  renderScreen(
    () => <BasketSummaryScreen basketId={ID} title="Basket summary" />,
    `/investor/basketssummary?basketId=${ID}`,
  );

describe('the basket summary', () => {
  it('shows the value, gain, XIRR as not yet, the goal and each stock’s drift', async () => {
    await show();
    const overview = await screen.findByTestId('basket-overview');
    expect(within(overview).getByText('₹12,500.00')).toBeTruthy();
    expect(within(overview).getByText('+₹2,500.00')).toBeTruthy();
    expect(within(overview).getByText('Not yet')).toBeTruthy();
    expect(within(overview).getByText('Aarav’s education')).toBeTruthy();
    const cards = within(screen.getByTestId('basket-weights-cards')).getAllByRole('listitem');
    expect(within(cards[0]!).getByLabelText('3.4% above its target')).toBeTruthy();
    expect(within(cards[1]!).getByText('Target 50.0% · actual 46.6%')).toBeTruthy();
  });

  it('invests after the preview, shows each stock’s result and retries only the failed', async () => {
    submit.mockResolvedValueOnce({ state: 'sent', data: partial, status: 201, replayed: false });
    await show();
    const amount = await screen.findByLabelText('Amount (₹)');
    expect((amount as HTMLInputElement).value).toBe('59000');
    fireEvent.click(screen.getByRole('button', { name: 'See the orders' }));
    const orders = await screen.findByTestId('invest-preview');
    expect(within(orders).getByText('Buy 19 INFY')).toBeTruthy();
    expect(within(orders).getByText('₹56,559.00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm and invest ₹56,559.00' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      replay: 'confirm',
      method: 'POST',
      path: `${PATH}/invest`,
      body: { amount: 5_900_000, asOf: '2026-01-12' },
    });
    const result = await screen.findByTestId('group-result');
    expect(within(result).getByText('1 of 2 orders went through, 1 did not')).toBeTruthy();
    expect(within(result).getByText('Bought 19 INFY at ₹1,500.00')).toBeTruthy();
    expect(
      within(result).getByText('TCS not bought: The price is outside the day’s band'),
    ).toBeTruthy();

    submit.mockResolvedValueOnce({
      state: 'sent',
      data: {
        ...partial,
        status: 'complete',
        orders: [leg({ symbol: 'INFY' }), leg({ symbol: 'TCS' })],
      },
      status: 201,
      replayed: false,
    });
    fireEvent.click(within(result).getByRole('button', { name: 'Retry the ones that failed' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![0]).toMatchObject({
      path: `${PATH}/invest`,
      body: { retryOf: partial.investmentId },
    });
    expect(await screen.findByText('All 2 orders went through')).toBeTruthy();
  });

  it('offline, keeps the amount and sends nothing', async () => {
    state.offline = true;
    await show();
    const amount = await screen.findByLabelText('Amount (₹)');
    fireEvent.change(amount, { target: { value: '59000' } });
    fireEvent.click(screen.getByRole('button', { name: 'See the orders' }));
    await screen.findByTestId('invest-preview');
    expect(screen.getAllByText('Waiting for the network').length).toBeGreaterThan(0);
    const confirm = screen.getByRole('button', { name: /Confirm and invest/ });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(confirm);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('59000');
  });

  it('refuses an amount below the minimum before asking for a preview', async () => {
    await show();
    const amount = await screen.findByLabelText('Amount (₹)');
    fireEvent.change(amount, { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'See the orders' }));
    expect(
      await screen.findByText(
        'Invest at least ₹59,000.00: less cannot buy whole shares of every stock in its weight',
      ),
    ).toBeTruthy();
    expect(state.reads.some((read) => read.includes('invest-preview'))).toBe(false);
  });

  it('shows the rebalance’s sells with their tax first, and reloads when prices moved', async () => {
    submit.mockRejectedValueOnce(
      new ApiError('The preview is of an earlier market day.', 409, 'prices_moved'),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'See the rebalance orders' }));
    const table = await screen.findByTestId('rebalance-preview');
    const cards = within(table).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Sell')).toBeTruthy();
    expect(within(cards[0]!).getByText(/Realised gain \+₹360\.00 · tax ₹72\.00/)).toBeTruthy();
    expect(within(cards[1]!).getByText('Buy')).toBeTruthy();
    expect(within(table).getByText('₹72.00')).toBeTruthy();
    const reads = state.reads.filter((read) => read === `${PATH}/rebalance`).length;

    fireEvent.click(screen.getByRole('button', { name: 'Confirm rebalance' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      replay: 'confirm',
      path: `${PATH}/rebalance`,
      body: { asOf: '2026-01-12' },
    });
    expect(await screen.findByText('Prices have moved')).toBeTruthy();
    await waitFor(() =>
      expect(state.reads.filter((read) => read === `${PATH}/rebalance`).length).toBeGreaterThan(
        reads,
      ),
    );
  });

  it('saves the SIP through the outbox and says it waits when offline', async () => {
    submit.mockResolvedValueOnce({ state: 'queued', id: 'x' });
    await show();
    fireEvent.change(await screen.findByLabelText('Every month (₹)'), {
      target: { value: '5000' },
    });
    fireEvent.change(screen.getByLabelText('On the'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start SIP' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      replay: 'silent',
      method: 'PUT',
      path: `${PATH}/sip`,
      body: { amount: 500_000, day: 12, active: true },
    });
    expect(
      await screen.findByText('SIP started on this device: it is sent when you are back online.'),
    ).toBeTruthy();
  });
});

describe('choosing a basket', () => {
  it('lists the baskets, each a link to its summary', async () => {
    await renderScreen(() => <BasketChooser />, '/investor/basketssummary');
    const link = await screen.findByRole('link', { name: 'Steady compounders' });
    expect(link.getAttribute('href')).toBe(`/investor/basketssummary?basketId=${ID}`);
  });

  it('says how to start when there are none', async () => {
    state.answers['/investor/baskets'] = { baskets: [], riskCategory: null, limit: 20 };
    await renderScreen(() => <BasketChooser />, '/investor/basketssummary');
    expect(await screen.findByText('No baskets yet')).toBeTruthy();
  });
});
