import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { SuggestionsScreen } from '@/features/suggestions/components/suggestions-screen';
import { suggestionSchema, type SuggestionList } from '@/features/suggestions/model/contract';
import { renderScreen } from '../auth/render-screen';
import { callSuggestion, list, modelSuggestion } from './fixtures';

// The investor's suggestions (issue 16, Deliver 4) with the network edge replaced: the gateway
// answers the list parsed with the contract's schema; the outbox's submit is recorded.

const state = vi.hoisted((): { list: unknown; offline: boolean; reads: number } => ({
  list: null,
  offline: false,
  reads: 0,
}));
vi.mock('@/api/clients', () => ({
  gatewayApi: {
    read: async (path: string, options: { schema: ZodMiniType<unknown> }) => {
      await Promise.resolve();
      state.reads += 1;
      if (path !== '/investor/suggestions') throw new ApiError(`No answer for ${path}`, 404);
      return { data: options.schema.parse(state.list), cache: null, cachedAt: null };
    },
  },
}));
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit, items: () => [], confirm: vi.fn(), discard: vi.fn() },
  useOutboxItems: () => [],
}));
vi.mock('@/ui/use-offline', () => ({ useOffline: () => state.offline }));

const MODEL_PATH = `/investor/suggestions/${modelSuggestion.suggestionId}`;

beforeEach(() => {
  submit.mockReset();
  state.offline = false;
  state.reads = 0;
  state.list = list([callSuggestion, modelSuggestion]) satisfies SuggestionList;
});
afterEach(() => vi.restoreAllMocks());

const show = () =>
  renderScreen(() => <SuggestionsScreen title="Suggestions" />, '/investor/suggestions');

/** The figure beside a label in a totals or effect list. */
const line = (container: HTMLElement, label: string) =>
  within(container).getByText(label).parentElement?.querySelector('dd')?.textContent;

const cardOf = (title: string) => screen.findByRole<HTMLElement>('article', { name: title });

describe('the suggestions screen', () => {
  it('lists a call and a model, newest first, with the pending count and the call’s levels', async () => {
    await show();
    expect(await screen.findByText('2 suggestions waiting for you')).toBeTruthy();
    const cards = screen.getAllByTestId('suggestion-card');
    expect(within(cards[0]!).getByRole('heading', { name: 'Core IT model' })).toBeTruthy();
    expect(within(cards[1]!).getByRole('heading', { name: 'Buy ITC' })).toBeTruthy();

    const call = await cardOf('Buy ITC');
    expect(within(call).getByText('Research call')).toBeTruthy();
    expect(within(call).getByText('Waiting for you')).toBeTruthy();
    expect(within(call).getByText(/From Meera Iyer/)).toBeTruthy();
    expect(within(call).getByText('20 Nov 2026')).toBeTruthy();
    expect(within(call).getByText('₹480.00')).toBeTruthy();
    expect(within(call).getByText('₹360.00')).toBeTruthy();
    expect(within(call).getByText('until 20 May 2027')).toBeTruthy();
    expect(within(call).getByText('Cigarette volumes recovering; hotels demerged.')).toBeTruthy();
    expect(within(call).getByText('10 shares of ITC')).toBeTruthy();
    const effect = within(call).getByTestId('suggestion-effect');
    expect(within(effect).getByText('0.0% → 4.0%')).toBeTruthy();
    expect(within(effect).getByText('₹20,000.00 → ₹15,995.00')).toBeTruthy();

    const model = await cardOf('Core IT model');
    expect(within(model).getByText('Model portfolio')).toBeTruthy();
    expect(within(model).getByText(/Core IT, version 2/)).toBeTruthy();
    const totals = within(model).getByTestId('suggestion-totals');
    expect(within(totals).getByText('₹30,000.00')).toBeTruthy();
    expect(within(totals).getByText('-₹15,055.00')).toBeTruthy();
  });

  it('lowering a quantity updates the totals, and accept sends only the changed order', async () => {
    const accepted = {
      ...modelSuggestion,
      status: 'accepted',
      respondedAt: '2026-11-24T10:00:00+05:30',
      result: [
        {
          symbol: 'INFY',
          side: 'BUY',
          quantity: 10,
          status: 'COMPLETE',
          orderId: 'o-1',
          message: null,
          price: 150_100,
          charges: 1_500,
        },
        {
          symbol: 'TCS',
          side: 'SELL',
          quantity: 5,
          status: 'REJECTED',
          orderId: null,
          message: 'Outside the day’s price band.',
          price: 300_000,
          charges: 0,
        },
      ],
    };
    submit.mockImplementationOnce(() => {
      // The server now lists it accepted: the refetch after the answer reads that.
      state.list = list([callSuggestion, suggestionSchema.parse(accepted)]);
      return Promise.resolve({ state: 'sent', data: accepted, status: 200, replayed: false });
    });
    await show();
    const model = await cardOf('Core IT model');
    fireEvent.click(within(model).getByRole('button', { name: 'Accept Core IT model' }));
    expect(within(model).getByTestId('accept-total').textContent).toBe(
      'You pay ₹15,055.00 in all, charges included.',
    );
    fireEvent.click(within(model).getByRole('button', { name: 'Change quantities' }));
    const infy = within(model).getByLabelText('Shares to buy of INFY');
    fireEvent.change(infy, { target: { value: '10' } });

    const totals = within(model).getByTestId('suggestion-totals');
    expect(line(totals, 'You spend')).toBe('₹15,000.00');
    expect(line(totals, 'You receive')).toBe('₹15,000.00');
    expect(line(totals, 'Charges')).toBe('₹40.00');
    expect(line(totals, 'Estimated tax')).toBe('₹100.00');
    expect(line(totals, 'Cash change')).toBe('-₹40.00');
    const effect = within(model).getByTestId('suggestion-effect');
    expect(line(effect, 'Cash')).toBe('₹20,000.00 → ₹19,960.00');
    expect(within(totals).getByText(/an estimate until the orders fill/)).toBeTruthy();
    expect(within(model).getByTestId('accept-total').textContent).toBe(
      'You pay ₹40.00 in all, charges included.',
    );

    fireEvent.change(infy, { target: { value: '25' } });
    expect(
      within(model).getByText('At most 20 shares: you can accept fewer than suggested, never more'),
    ).toBeTruthy();
    fireEvent.click(within(model).getByRole('button', { name: 'Confirm and accept' }));
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(infy, { target: { value: '10' } });
    fireEvent.click(within(model).getByRole('button', { name: 'Confirm and accept' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: 'suggestion-accept',
      replay: 'confirm',
      method: 'POST',
      path: `${MODEL_PATH}/accept`,
      body: { quantities: { 'BUY:INFY': 10 }, asOf: '2026-11-23' },
    });
    const result = await within(model).findByTestId('suggestion-result');
    expect(within(model).getByText('Accepted on 24 Nov 2026')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('1 suggestion waiting for you')).toBeTruthy());
    expect(within(result).getByText('1 of 2 orders went through')).toBeTruthy();
    expect(within(result).getByText('Bought 10 shares of INFY: filled at ₹1,501.00')).toBeTruthy();
    expect(
      within(result).getByText('TCS not sold: rejected: Outside the day’s price band'),
    ).toBeTruthy();
    expect(
      within(result).getByRole('link', { name: 'See your holdings' }).getAttribute('href'),
    ).toBe('/investor/holdings');
  });

  it('when prices moved, says so in plain words and loads the list again', async () => {
    submit.mockRejectedValueOnce(
      new ApiError('Prices moved since 2026-11-23.', 409, 'prices_moved'),
    );
    await show();
    const call = await cardOf('Buy ITC');
    const reads = state.reads;
    fireEvent.click(within(call).getByRole('button', { name: 'Accept Buy ITC' }));
    fireEvent.click(within(call).getByRole('button', { name: 'Confirm and accept' }));
    expect(
      await within(call).findByText('Prices have moved: look at the new figures and accept again'),
    ).toBeTruthy();
    await waitFor(() => expect(state.reads).toBeGreaterThan(reads));
  });

  it('offline, explains the confirmation online and keeps the acceptance as not sent', async () => {
    state.offline = true;
    submit.mockResolvedValueOnce({ state: 'needs-confirm', id: 'item-1' });
    await show();
    const call = await cardOf('Buy ITC');
    fireEvent.click(within(call).getByRole('button', { name: 'Accept Buy ITC' }));
    expect(within(call).getByText(/Orders go only when you confirm again online/)).toBeTruthy();
    fireEvent.click(within(call).getByRole('button', { name: 'Confirm and accept' }));
    expect(await within(call).findByTestId('accept-not-sent')).toBeTruthy();
    expect(submit.mock.calls[0]![0]).toMatchObject({ replay: 'confirm' });
  });

  it('declines with a reason through a silent write', async () => {
    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 200, replayed: false });
    await show();
    const call = await cardOf('Buy ITC');
    fireEvent.click(within(call).getByRole('button', { name: 'Decline Buy ITC' }));
    fireEvent.change(within(call).getByLabelText('Why are you declining?'), {
      target: { value: '  I hold enough FMCG already. ' },
    });
    fireEvent.click(within(call).getByRole('button', { name: 'Decline suggestion' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: 'suggestion-decline',
      replay: 'silent',
      path: `/investor/suggestions/${callSuggestion.suggestionId}/decline`,
      body: { reason: 'I hold enough FMCG already.' },
    });
  });

  it('says when there is nothing yet', async () => {
    state.list = list([]);
    await show();
    expect(
      await screen.findByText('No suggestions yet: your adviser’s suggestions appear here.'),
    ).toBeTruthy();
  });
});
