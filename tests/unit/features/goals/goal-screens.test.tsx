import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultAssumptionRows } from '@/domain/goal-assumptions';
import { ApiError } from '@/api/errors';
import { BasketLinkScreen, GoalFormScreen, GoalsScreen } from '@/features/goals';
import { indiaToday } from '@/features/goals/model/goal-form';
import { addMonths } from '@/features/goals/model/goal-maths';
import { renderScreen } from '../auth/render-screen';

// The goal form and the goals list (issue 13, Deliver 2 and 3) with the network edge replaced:
// the gateway answers from a table, parsed with the real contract; the outbox's submit is
// recorded (and keeps writes, as offline), its kept writes set per test. The Monte Carlo runs
// directly (jsdom has no Worker), as model/monte-carlo-client.ts falls back.

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

beforeEach(() => {
  submit.mockReset();
  submit.mockResolvedValue({ state: 'queued', id: 'k' });
  state.kept = [];
  state.answers = {
    '/investor/goal-assumptions': assumptions,
    '/investor/goals': { goals: [goal()], assumptions, limit: 20 },
  };
});
afterEach(() => vi.restoreAllMocks());

describe('the goal form', () => {
  const fill = async () => {
    fireEvent.click(await screen.findByRole('radio', { name: /Child’s education/ }));
    const target = screen.getByLabelText<HTMLInputElement>('Target in today’s money');
    fireEvent.change(target, { target: { value: '2500000' } });
    return target;
  };

  it('fills the name and years from the type, groups rupees as typed, and plans live', async () => {
    await renderScreen(() => <GoalFormScreen onSaved={() => undefined} />, '/investmentgoal');
    const target = await fill();
    expect(target.value).toBe('25,00,000');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Child’s education');
    expect(
      screen.getByLabelText<HTMLInputElement>('In how many years do you need the money?').value,
    ).toBe('15');
    // The plan, its chance from the simulation, the fan chart in words, and the announcement.
    expect(await screen.findByTestId('fan-summary')).toBeTruthy();
    const plan = screen.getByTestId('live-plan');
    expect(within(plan).getByText('Monthly SIP needed')).toBeTruthy();
    expect(within(plan).getByText(/for the Aggressive risk category/)).toBeTruthy();
    expect(screen.getByTestId('plan-announcement').textContent).toMatch(
      /^Plan: ₹[\d,]+ a month reaches ₹[\d,]+ by [A-Z][a-z]+ \d{4}, with a \d+ % chance\.$/,
    );
  });

  it('sends the goal through the outbox with an id made here, and says where it went', async () => {
    const onSaved = vi.fn();
    await renderScreen(() => <GoalFormScreen onSaved={onSaved} />, '/investmentgoal');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create goal' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const request = submit.mock.calls[0]![0] as { body: { id: string } };
    expect(request).toEqual({
      kind: 'goal-create',
      label: 'New goal: Child’s education',
      replay: 'silent',
      method: 'POST',
      path: '/investor/goals',
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        type: 'education',
        name: 'Child’s education',
        targetToday: 25_00_000_00,
        targetDate: addMonths(indiaToday(), 15 * 12),
        inflationBp: 600,
        setAside: 0,
        stepUpBp: 0,
      },
    });
    expect(onSaved).toHaveBeenCalledWith({ goalId: request.body.id, state: 'queued' });
  });

  it('keeps what was typed on a refusal and shows the server’s words at the field', async () => {
    submit.mockRejectedValue(
      new ApiError('Check the goal', 400, 'invalid_body', [
        { in: 'body', field: 'targetDate', detail: 'The date is more than 50 years away' },
      ]),
    );
    const onSaved = vi.fn();
    await renderScreen(() => <GoalFormScreen onSaved={onSaved} />, '/investmentgoal');
    const target = await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create goal' }));
    expect(await screen.findByText('The date is more than 50 years away')).toBeTruthy();
    const years = screen.getByLabelText('In how many years do you need the money?');
    expect(years.getAttribute('aria-invalid')).toBe('true');
    expect(target.value).toBe('25,00,000');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the form before sending anything', async () => {
    await renderScreen(() => <GoalFormScreen onSaved={() => undefined} />, '/investmentgoal');
    fireEvent.click(await screen.findByRole('button', { name: 'Create goal' }));
    expect(await screen.findByText('Choose what the goal is for')).toBeTruthy();
    const target = screen.getByLabelText('Target in today’s money');
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('the goals list', () => {
  it('shows each goal’s standing in words, the fix, and what to do next', async () => {
    await renderScreen(() => <GoalsScreen title="Goals" />, '/investor/goals');
    const card = await screen.findByTestId('goal-card');
    expect(within(card).getByText('Off track')).toBeTruthy();
    expect(within(card).getByText('₹6 L short at the target date.')).toBeTruthy();
    expect(
      within(card).getByText(
        'Raise your SIP by ₹2,300 to ₹12,300 a month, or move the date to March 2034.',
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('14');
    expect(within(card).getByRole('link', { name: 'Link a basket' }).getAttribute('href')).toBe(
      `/basketgoal?goalId=${GOAL}`,
    );
    expect(within(card).getByRole('link', { name: 'Add cash' }).getAttribute('href')).toBe(
      `/investor/updategoal?goalId=${GOAL}`,
    );
  });

  it('links the goal’s basket to its summary', async () => {
    const basketId = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
    state.answers['/investor/goals'] = {
      goals: [goal({ basketId, basketName: 'Quality leaders' })],
      assumptions,
      limit: 20,
    };
    await renderScreen(() => <GoalsScreen title="Goals" />, '/investor/goals');
    const link = await screen.findByRole('link', { name: 'Quality leaders' });
    expect(link.getAttribute('href')).toBe(`/investor/basketssummary?basketId=${basketId}`);
  });

  it('leads to a first goal when there is none', async () => {
    state.answers['/investor/goals'] = { goals: [], assumptions, limit: 20 };
    await renderScreen(() => <GoalsScreen title="Goals" />, '/investor/goals');
    expect(await screen.findByText('No goals yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan a goal' }).getAttribute('href')).toBe(
      '/investor/createinvestmentgoal',
    );
  });

  it('shows a goal typed offline as waiting, and hides one deleted offline', async () => {
    state.kept = [
      {
        id: 'k1',
        state: 'pending',
        kind: 'goal-create',
        method: 'POST',
        path: '/investor/goals',
        body: {
          id: '2d9fae50-4b3c-4e77-9f20-5c3d4e5f6071',
          type: 'car',
          name: 'New car',
          targetToday: 8_00_000_00,
          targetDate: '2029-06-30',
        },
        createdAt: Date.parse(AT),
      },
      {
        id: 'k2',
        state: 'pending',
        kind: 'goal-delete',
        method: 'DELETE',
        path: `/investor/goals/${GOAL}`,
        createdAt: Date.parse(AT),
      },
    ];
    await renderScreen(() => <GoalsScreen title="Goals" />, '/investor/goals');
    const waiting = await screen.findByTestId('goal-waiting');
    expect(within(waiting).getByText('New car')).toBeTruthy();
    expect(within(waiting).getByText('Not sent yet')).toBeTruthy();
    expect(screen.queryByTestId('goal-card')).toBeNull();
    expect(screen.getByText(/2 changes saved on this device/)).toBeTruthy();
  });
});

describe('linking a goal to a basket', () => {
  const BASKET = '1c8f9d4f-3a2b-4d66-8e1f-4b2c3d4e5f60';
  const OFFLINE_GOAL = '2d9fae50-4b3c-4e77-9f20-5c3d4e5f6071';
  beforeEach(() => {
    state.answers['/investor/baskets'] = {
      baskets: [
        {
          basketId: BASKET,
          name: 'Core five',
          goalId: null,
          goalName: null,
          asOf: '2026-01-14',
          value: 1_20_000_00,
          invested: 1_00_000_00,
          minimumInvestment: 9_500_00,
          stocks: ['HDFCBANK', 'INFY', 'ITC', 'LT', 'SUNPHARMA'].map((symbol) => ({ symbol })),
        },
      ],
    };
  });

  it('states the whole goal with its new basket, through the outbox', async () => {
    const onLinked = vi.fn();
    await renderScreen(
      () => <BasketLinkScreen goalId={GOAL} basketId={BASKET} onLinked={onLinked} />,
      '/basketgoal',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Link' }));
    await waitFor(() => expect(onLinked).toHaveBeenCalledWith({ goalId: GOAL, state: 'queued' }));
    expect(submit).toHaveBeenCalledWith({
      kind: 'goal-update',
      label: 'Link Flat in Pune to Core five',
      replay: 'silent',
      method: 'PUT',
      path: `/investor/goals/${GOAL}`,
      body: {
        type: 'house',
        name: 'Flat in Pune',
        targetToday: 30_00_000_00,
        targetDate: '2032-03-31',
        inflationBp: 600,
        setAside: 5_00_000_00,
        stepUpBp: 0,
        basketId: BASKET,
      },
      coalesce: true,
    });
  });

  it('links a goal typed offline, before the server has it', async () => {
    state.kept = [
      {
        id: 'k1',
        state: 'pending',
        kind: 'goal-create',
        method: 'POST',
        path: '/investor/goals',
        body: {
          id: OFFLINE_GOAL,
          type: 'car',
          name: 'New car',
          targetToday: 8_00_000_00,
          targetDate: '2029-06-30',
        },
        createdAt: Date.parse(AT),
      },
    ];
    await renderScreen(
      () => (
        <BasketLinkScreen goalId={OFFLINE_GOAL} basketId={undefined} onLinked={() => undefined} />
      ),
      '/basketgoal',
    );
    expect(await screen.findByRole('link', { name: 'Build a basket for this goal' })).toBeTruthy();
    const choose = await screen.findByRole('link', { name: 'Choose Core five' });
    expect(choose.getAttribute('href')).toBe(
      `/basketgoal?goalId=${OFFLINE_GOAL}&basketId=${BASKET}`,
    );
  });
});
