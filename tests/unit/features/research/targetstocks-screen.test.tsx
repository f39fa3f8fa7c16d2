import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { TargetStocksScreen } from '@/features/research/components/targetstocks-screen';
import { renderScreen } from '../auth/render-screen';

// The target stocks screen (issue 16, Deliver 1) with the network edge replaced: the gateway
// answers from a table, parsed with the real contract; the outbox's submit is a mock.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return {
    gatewayApi: {
      read,
      get: async (path: string, options: { schema: ZodMiniType<unknown> }) =>
        (await read(path, options)).data,
    },
    archiveApi: { read },
  };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit, items: () => [] }, useOutboxItems: () => [] }));

const CALL = '7b0c6a1e-3f1d-4a59-9a57-2f4f3c1d2e10';
const call = {
  callId: CALL,
  symbol: 'ITC',
  name: 'ITC Ltd',
  action: 'buy',
  entryPrice: 450_00,
  entryDate: '2026-10-01',
  targetPrice: 500_00,
  stopLoss: 420_00,
  horizonDays: 180,
  horizonDate: '2027-03-30',
  rationale: 'Steady cash flows and a high dividend, at a fair price.',
  categories: ['aggressive'],
  allocationBp: 500,
  createdAt: '2026-10-01T10:30:00.000Z',
  status: 'open',
  closedOn: null,
  closePrice: null,
  lastPrice: 472_50,
  returnPercent: 5,
  niftyReturnPercent: 1.2,
  sent: 3,
  accepted: 1,
  demo: true,
};

beforeEach(() => {
  submit.mockReset();
  state.answers = {
    '/advisor/research/calls': {
      calls: [call],
      record: {
        calls: 1,
        open: 1,
        closed: 0,
        hits: 0,
        hitRate: null,
        averageReturnPercent: 5,
        averageNiftyPercent: 1.2,
      },
      asOf: '2026-11-23',
    },
    '/instruments/universe': {
      data: [
        {
          exchange: 'NSE',
          symbol: 'ITC',
          name: 'ITC Ltd',
          isin: 'x',
          sector: 'FMCG',
          industry: 'x',
          rank: 1,
        },
      ],
    },
    '/advisor/investors': {
      investors: [
        {
          id: 'c1',
          name: 'Sunita Rao',
          email: null,
          phone: null,
          track: 'active',
          riskCategory: 'conservative',
        },
        {
          id: 'c2',
          name: 'Aarav Sharma',
          email: null,
          phone: null,
          track: 'active',
          riskCategory: 'aggressive',
        },
      ],
    },
  };
});

describe('TargetStocksScreen', () => {
  it('shows the track record and each call with its prices, return and counts', async () => {
    await renderScreen(() => <TargetStocksScreen />, '/advisor/targetstocks');
    const record = await screen.findByRole('region', { name: 'Track record' });
    expect(within(record).getByText('+5.00%')).toBeTruthy();
    expect(screen.getAllByText('₹472.50').length).toBeGreaterThan(0);
    expect(screen.getByText('Sent to 3 · 1 accepted')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
  });

  it('checks the new call before sending and shows each problem at its field', async () => {
    await renderScreen(() => <TargetStocksScreen />, '/advisor/targetstocks');
    fireEvent.click((await screen.findAllByRole('button', { name: 'New call' }))[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Make the call' }));
    expect(await screen.findByText('Choose at least one risk category it suits')).toBeTruthy();
    expect(screen.getByLabelText('Target price, ₹').getAttribute('aria-invalid')).toBe('true');
    expect(submit).not.toHaveBeenCalled();
  });

  it('lists the clients a send blocked, with the rules’ details', async () => {
    submit.mockRejectedValueOnce(
      new ApiError('Not suitable for 1 client', 422, 'unsuitable', [], {
        code: 'unsuitable',
        ruleVersion: '1',
        blocked: [
          {
            investorId: 'c1',
            name: 'Sunita Rao',
            category: 'conservative',
            findings: [
              {
                rule: 'declared-category',
                limit: null,
                actual: null,
                detail: 'The call suits aggressive investors only; Sunita is conservative.',
              },
            ],
          },
        ],
      }),
    );
    await renderScreen(() => <TargetStocksScreen />, '/advisor/targetstocks');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send the buy call on ITC to clients' }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Sunita Rao');
    await waitFor(() => expect(within(dialog).getByText('Conservative')).toBeTruthy());
    fireEvent.click(within(dialog).getByText('Sunita Rao'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        'The call suits aggressive investors only; Sunita is conservative.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send only to the others' })).toBeTruthy();
  });
});
