import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { SendSuggestionDialog } from '@/features/research/components/send-suggestion-dialog';
import type { ClientGoals } from '@/features/research/model/client-goals-contract';
import { renderScreen } from '../auth/render-screen';

// Sending a model portfolio to chosen clients, each optionally for one of their goals (issue 16,
// Deliver 2): the goals come from GET /api/advisor/investors/{id}/goals, those of the model's
// goal type first, and the choice goes as `source.goalIds` for the clients it is sent to.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const MODEL_ID = '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c';
const HOUSE = '0b7e3c1a-1111-4d2e-9f00-000000000001';
const RETIRE = '0b7e3c1a-1111-4d2e-9f00-000000000002';

const ashaGoals: ClientGoals = {
  goals: [
    {
      goalId: HOUSE,
      name: 'A flat in Pune',
      type: 'house',
      targetPaise: 80_00_000_00,
      targetDate: '2031-04-01',
      status: 'at-risk',
      models: [],
    },
    {
      goalId: RETIRE,
      name: 'Retire at 55',
      type: 'retirement',
      targetPaise: 3_00_00_000_00,
      targetDate: '2045-04-01',
      status: 'on-track',
      models: [{ modelId: 'm-2', name: 'Steady large caps' }],
    },
  ],
};

beforeEach(() => {
  submit.mockReset();
  state.answers = {
    '/advisor/investors': {
      investors: [
        { id: 'sub-1', name: 'Asha Rao', email: null, riskCategory: 'moderate' },
        { id: 'sub-2', name: 'Ravi Iyer', email: null, riskCategory: 'moderate' },
        { id: 'sub-3', name: 'Meera Das', email: null, riskCategory: 'conservative' },
      ],
    },
    '/advisor/investors/sub-1/goals': ashaGoals,
    '/advisor/investors/sub-2/goals': { goals: [] },
  };
});

function Dialog() {
  return (
    <SendSuggestionDialog
      open
      onOpenChange={vi.fn()}
      source={{ kind: 'model', modelId: MODEL_ID, goalType: 'retirement' }}
      title="Send Steady compounders to clients"
      defaultCategories={['moderate']}
    />
  );
}

describe('choosing a client’s goal for a model', () => {
  it('offers each chosen client’s goals, the model’s type first, and sends the choice', async () => {
    submit.mockResolvedValue({
      state: 'sent',
      id: 'x',
      data: {
        ruleVersion: '2026-11.1',
        suggestions: [
          { suggestionId: 's1', investorId: 'sub-1', name: 'Asha Rao', outcome: 'passed' },
          { suggestionId: 's2', investorId: 'sub-2', name: 'Ravi Iyer', outcome: 'passed' },
        ],
      },
    });
    await renderScreen(() => <Dialog />, '/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Asha Rao/ }));
    const select = await within(dialog).findByRole('combobox', {
      name: 'Goal for Asha Rao (optional)',
    });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No particular goal',
      'Retire at 55 · ₹3 Cr by 1 Apr 2045 · on track · follows Steady large caps',
      'House: A flat in Pune · ₹80 L by 1 Apr 2031 · at risk',
    ]);
    expect(within(select).getByRole('group', { name: /Retirement goals/ })).toBeTruthy();
    fireEvent.change(select, { target: { value: RETIRE } });

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ravi Iyer/ }));
    expect(await within(dialog).findByText('This client has no goals yet.')).toBeTruthy();
    // Not chosen: no goal picker for Meera.
    expect(within(dialog).queryByRole('combobox', { name: /Meera Das/ })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Amount each client invests/), {
      target: { value: '100000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]![0] as {
      body: { source: Record<string, unknown>; to: unknown };
    };
    expect(request.body.source).toEqual({
      kind: 'model',
      modelId: MODEL_ID,
      amount: 1_00_000_00,
      goalIds: { 'sub-1': RETIRE },
    });
    expect(request.body.to).toEqual({ investorIds: ['sub-1', 'sub-2'] });
  });

  it('a goal chosen for a client then left out is not sent', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'x' });
    await renderScreen(() => <Dialog />, '/');
    const dialog = await screen.findByRole('dialog');
    const asha = await within(dialog).findByRole('checkbox', { name: /Asha Rao/ });
    fireEvent.click(asha);
    const select = await within(dialog).findByRole('combobox', { name: /Goal for Asha Rao/ });
    fireEvent.change(select, { target: { value: HOUSE } });
    fireEvent.click(asha);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Ravi Iyer/ }));
    fireEvent.change(within(dialog).getByLabelText(/Amount each client invests/), {
      target: { value: '50000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = submit.mock.calls[0]![0] as { body: { source: Record<string, unknown> } };
    expect(request.body.source).not.toHaveProperty('goalIds');
  });
});
