import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAssumptionRows } from '@/domain/goal-assumptions';
import { ApiError } from '@/api/errors';
import { AddCashScreen } from '@/features/goals';
import { indiaToday } from '@/features/goals/model/goal-form';
import { renderScreen } from '../auth/render-screen';

// "Add cash" (issue 13, Deliver 3 and 7): a top-up of the goal's basket shown as orders first and
// bought only on confirmation, as a `confirm` write; its partial failures retried by `retryOf`;
// or money invested elsewhere recorded through the outbox. The gateway answers from a table.

const state = vi.hoisted((): { answers: Record<string, unknown>; kept: unknown[] } => ({
  answers: {},
  kept: [],
}));
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (path: string, options: { schema: ZodMiniType<unknown> }) => {
      await Promise.resolve();
      const answer = state.answers[path];
      if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
      return { data: options.schema.parse(answer), cache: null, cachedAt: null };
    },
  },
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit, items: () => [] },
  useOutboxItems: () => state.kept,
}));

const AT = '2026-01-15T10:00:00.000Z';
const GOAL = '0b7f8c3e-2f1a-4c55-9d0e-3a1b2c3d4e5f';
const assumptions = {
  source: 'default',
  adviserName: null,
  updatedAt: null,
  rows: defaultAssumptionRows(),
  category: 'aggressive',
  assumedCategory: false,
};
const goal = (change: Record<string, unknown> = {}) => ({
  goalId: GOAL,
  type: 'house',
  name: 'Flat in Pune',
  targetToday: 30_00_000_00,
  targetDate: '2032-03-31',
  inflationBp: 600,
  setAside: 5_00_000_00,
  stepUpBp: 0,
  basketId: null,
  basketName: null,
  riskCategory: 'aggressive',
  assumedCategory: false,
  expectedReturnBp: 1_200,
  volatilityBp: 1_600,
  monthlySip: 10_000_00,
  plan: {
    months: 74,
    futureValue: 42_50_000_00,
    setAsideFutureValue: 10_00_000_00,
    monthlySip: 10_000_00,
    chance: 0.55,
    paths: 1_000,
  },
  progress: {
    asOf: '2026-01-14',
    value: 6_00_000_00,
    basketValue: 0,
    elsewhere: 1_00_000_00,
    invested: 6_00_000_00,
    expectedNow: 7_50_000_00,
    status: 'off-track',
    shortfall: 6_00_000_00,
    chance: 0.31,
    fix: { raiseSipBy: 2_300_00, newMonthlySip: 12_300_00, moveDateTo: '2034-03-01' },
  },
  contributions: [],
  demo: true,
  createdAt: AT,
  updatedAt: AT,
  ...change,
});

const BASKET = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
const INVESTMENT = '2d9fae50-4b3c-4e77-9f20-5c3d4e5f6071';
const preview = {
  asOf: '2026-01-14',
  amount: 10_000_00,
  orders: [
    {
      symbol: 'INFY',
      name: 'Infosys',
      quantity: 3,
      price: 1_500_00,
      value: 4_500_00,
      charges: 5_00,
      weightBp: 5_000,
    },
    {
      symbol: 'ITC',
      name: 'ITC',
      quantity: 11,
      price: 450_00,
      value: 4_950_00,
      charges: 5_00,
      weightBp: 5_000,
    },
  ],
  total: 9_460_00,
  charges: 10_00,
  leftover: 540_00,
  minimumInvestment: 1_950_00,
  available: 50_000_00,
};
const leg = (symbol: string, status: string, message: string | null) => ({
  symbol,
  name: symbol,
  side: 'BUY',
  quantity: 3,
  price: 1_500_00,
  value: 4_500_00,
  charges: 5_00,
  orderId: status === 'COMPLETE' ? 'o1' : null,
  status,
  message,
  attempts: 1,
});
const investment = (status: string, orders: unknown[]) => ({
  investmentId: INVESTMENT,
  basketId: BASKET,
  kind: 'topup',
  goalId: GOAL,
  amount: 10_000_00,
  marketDate: '2026-01-14',
  status,
  spent: 4_505_00,
  orders,
  createdAt: AT,
});

beforeEach(() => {
  submit.mockReset();
  state.kept = [];
  state.answers = {
    '/investor/goals': {
      goals: [goal({ basketId: BASKET, basketName: 'Core five' })],
      assumptions,
      limit: 20,
    },
    [`/investor/baskets/${BASKET}/invest-preview`]: preview,
  };
});
afterEach(() => vi.restoreAllMocks());

const show = () =>
  renderScreen(() => <AddCashScreen goalId={GOAL} />, `/investor/updategoal?goalId=${GOAL}`);

describe('a top-up of the goal’s basket', () => {
  it('shows the orders, buys only on confirmation, and retries just the ones that failed', async () => {
    await show();
    fireEvent.change(await screen.findByLabelText('How much to invest'), {
      target: { value: '10000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show the orders' }));
    const orders = await screen.findByTestId('top-up-preview');
    expect(within(orders).getByText('3 × ₹1,500.00')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    submit.mockResolvedValueOnce({
      state: 'sent',
      status: 201,
      replayed: false,
      data: investment('partial', [
        leg('INFY', 'COMPLETE', null),
        leg('ITC', 'REJECTED', 'Not enough cash for this order'),
      ]),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and buy for ₹9,460.00' }));
    const result = await screen.findByTestId('top-up-result');
    expect(submit).toHaveBeenLastCalledWith({
      kind: 'goal-top-up',
      label: 'Top up a goal’s basket',
      replay: 'confirm',
      method: 'POST',
      path: `/investor/baskets/${BASKET}/invest`,
      body: { amount: 10_000_00, goalId: GOAL, asOf: '2026-01-14' },
    });
    expect(within(result).getByText('Partly bought')).toBeTruthy();
    expect(within(result).getByText('Not enough cash for this order')).toBeTruthy();

    submit.mockResolvedValueOnce({
      state: 'sent',
      status: 201,
      replayed: false,
      data: investment('complete', [leg('INFY', 'COMPLETE', null), leg('ITC', 'COMPLETE', null)]),
    });
    fireEvent.click(within(result).getByRole('button', { name: 'Retry the ones that failed' }));
    await waitFor(() => expect(screen.getByText('Bought')).toBeTruthy());
    expect(submit).toHaveBeenLastCalledWith(
      expect.objectContaining({
        replay: 'confirm',
        path: `/investor/baskets/${BASKET}/invest`,
        body: { retryOf: INVESTMENT },
      }),
    );
  });

  it('refuses an amount below a basket’s least investment before asking for orders', async () => {
    await show();
    fireEvent.change(await screen.findByLabelText('How much to invest'), {
      target: { value: '499' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show the orders' }));
    expect(await screen.findByText('A top-up is at least ₹500')).toBeTruthy();
    expect(screen.queryByTestId('top-up-preview')).toBeNull();
  });
});

describe('money invested elsewhere', () => {
  it('is recorded through the outbox with an id made here', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'k' });
    await show();
    fireEvent.click(await screen.findByRole('radio', { name: /Record money invested elsewhere/ }));
    fireEvent.change(screen.getByLabelText('Amount invested'), { target: { value: '50000' } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'PPF deposit' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record it' }));
    expect(
      await screen.findByText(/saved on this device: it is recorded for Flat in Pune/),
    ).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({
      kind: 'goal-contribution',
      label: 'Money recorded for Flat in Pune',
      replay: 'silent',
      method: 'POST',
      path: `/investor/goals/${GOAL}/contributions`,
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        amount: 50_000_00,
        date: indiaToday(),
        note: 'PPF deposit',
      },
    });
  });
});
