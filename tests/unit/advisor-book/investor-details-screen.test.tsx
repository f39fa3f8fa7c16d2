import { fireEvent, screen, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ClientList } from '@/features/advisor-book/components/client-list';
import { InvestorDetails } from '@/features/advisor-book/components/details/investor-details';
import type { InvestorOverview } from '@/features/advisor-book/model/details-contract';
import { renderScreen } from '../features/auth/render-screen';

// The investor details screen and the client list with the network edge replaced: the gateway
// answers from a table (parsed with the real schemas), 404 for a path it does not know.

const state = vi.hoisted((): { answers: Record<string, unknown> } => ({ answers: {} }));
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404, 'not_found');
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read }, archiveApi: { read } };
});
vi.mock('@/outbox', () => ({ outbox: { submit: vi.fn() }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const ID = 'de300000-0000-4000-8000-000000000001';
const base = `/advisor/investors/${ID}`;

const overview: InvestorOverview = {
  investor: {
    id: ID,
    name: 'Aarav Sharma',
    email: 'investor@example.com',
    phone: null,
    track: 'UPFACTIVE',
    since: '2024-06-03T04:45:00.000Z',
  },
  kyc: {
    status: 'verified',
    submittedAt: '2024-06-04T04:45:00.000Z',
    decidedAt: '2024-06-05T04:45:00.000Z',
    rejectionReason: null,
    history: [{ at: '2024-06-05T04:45:00.000Z', action: 'Verified the KYC', by: null }],
  },
  risk: {
    category: 'moderately-aggressive',
    takenAt: '2025-07-01T04:45:00.000Z',
    renewalDue: false,
    overridden: true,
    history: [
      {
        at: '2025-07-02T04:45:00.000Z',
        kind: 'override',
        category: 'moderately-aggressive',
        by: { id: 'a1', name: 'Priya Mehta' },
        reason: 'Long horizon and a steady salary',
      },
      {
        at: '2025-07-01T04:45:00.000Z',
        kind: 'questionnaire',
        category: 'moderate',
        by: null,
        reason: null,
      },
    ],
  },
  portfolio: {
    asOf: { date: '2026-06-30', demo: true, label: null },
    netWorth: 25_00_000_00,
    holdingsValue: 20_00_000_00,
    cash: 5_00_000_00,
    invested: 16_00_000_00,
    deposited: 19_00_000_00,
    dayChange: 12_000_00,
    dayChangePercent: 0.5,
    unrealisedGain: 4_00_000_00,
    realisedGain: 50_000_00,
    dividends: 20_000_00,
    totalGain: 6_00_000_00,
    totalGainPercent: 31.6,
    xirr: 0.142,
    twr: 0.28,
    since: '2024-06-03',
    positions: 12,
    topHoldings: [
      {
        symbol: 'HDFCBANK',
        name: 'HDFC Bank',
        sector: 'Financial Services',
        quantity: 150,
        invested: 2_00_000_00,
        value: 2_60_000_00,
        unrealisedGain: 60_000_00,
        unrealisedGainPercent: 30,
        weight: 0.13,
      },
    ],
  },
  portfolioMissing: null,
  goals: [
    {
      goalId: 'g1',
      name: 'New car',
      type: 'car',
      targetToday: 8_00_000_00,
      targetDate: '2028-03-31',
      monthlySip: 20_000_00,
      value: 3_00_000_00,
      status: 'off-track',
      chance: 0.41,
      shortfall: 1_20_000_00,
    },
  ],
  baskets: [
    {
      basketId: 'b1',
      name: 'Car fund',
      goalName: 'New car',
      value: 3_00_000_00,
      invested: 2_80_000_00,
      gain: 20_000_00,
      needsRebalance: true,
      sip: { amount: 10_000_00, active: true },
    },
  ],
  models: [
    {
      modelId: 'm1',
      name: 'Steady large caps',
      version: 2,
      assignedVersion: 2,
      assignedAt: '2026-06-01T04:45:00.000Z',
      driftBandBp: 500,
      driftPoints: 7.5,
      outsideBand: true,
    },
  ],
  suggestions: [
    {
      suggestionId: 's1',
      kind: 'call',
      title: 'Buy TCS',
      status: 'declined',
      suitability: 'passed',
      createdAt: '2026-06-10T04:45:00.000Z',
      respondedAt: '2026-06-11T04:45:00.000Z',
      declineReason: 'Already hold enough IT',
      filled: 0,
      planned: 1,
    },
  ],
  family: {
    familyId: 'f1',
    name: 'Sharma household',
    role: 'head',
    members: [
      { investorId: ID, name: 'Aarav Sharma', role: 'head' },
      { investorId: 'x2', name: 'Sunita Sharma', role: 'parent' },
    ],
  },
};

beforeEach(() => {
  state.answers = {
    [`${base}/overview`]: overview,
    [`${base}/activity?limit=20`]: {
      entries: [
        {
          id: 9,
          at: '2026-06-12T04:45:00.000Z',
          action: 'Added a note',
          entity: 'client_note',
          entityId: '3',
        },
      ],
      nextBefore: null,
    },
    [`${base}/notes`]: { notes: [] },
  };
});

const section = (id: string) => screen.getByTestId(id);

describe('investor details', () => {
  it('shows the client on one screen, section by section', async () => {
    await renderScreen(() => <InvestorDetails investorId={ID} />, '/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Aarav Sharma' })).toBeTruthy();
    expect(screen.getByText('Sharma household (head)')).toBeTruthy();
    expect(within(section('details-kyc')).getByText('Verified')).toBeTruthy();
    const risk = within(section('details-risk'));
    expect(risk.getByText('Set by adviser')).toBeTruthy();
    expect(risk.getByText(/Questionnaire: Moderate$/)).toBeTruthy();
    expect(risk.getByText('“Long horizon and a steady salary”')).toBeTruthy();
    const holdings = within(section('details-holdings'));
    expect(holdings.getByRole('table')).toBeTruthy();
    expect(holdings.getByText('Top 1 of 12 holdings, by value')).toBeTruthy();
    expect(holdings.getByText('HDFCBANK')).toBeTruthy();
    expect(holdings.getByText('14.2%')).toBeTruthy();
    expect(within(section('details-goals')).getByText('Off track')).toBeTruthy();
    const plans = within(section('details-baskets'));
    expect(plans.getByText('Needs rebalance')).toBeTruthy();
    expect(plans.getByText('Outside its band')).toBeTruthy();
    const sent = within(section('details-suggestions'));
    expect(sent.getByText('Declined')).toBeTruthy();
    expect(sent.getByText('“Already hold enough IT”')).toBeTruthy();
    expect(within(section('details-notes')).getByLabelText('New note')).toBeTruthy();
    expect(await within(section('details-activity')).findByText('Added a note')).toBeTruthy();
  });

  it('says why there is no portfolio', async () => {
    state.answers[`${base}/overview`] = {
      ...overview,
      portfolio: null,
      portfolioMissing: 'No paper account yet: the client has not linked the paper broker.',
    };
    await renderScreen(() => <InvestorDetails investorId={ID} />, '/');
    expect(await screen.findByText(/No paper account yet/)).toBeTruthy();
  });

  it('says a 404 is not among the adviser’s clients', async () => {
    await renderScreen(() => <InvestorDetails investorId="someone-else" />, '/');
    expect(await screen.findByRole('heading', { name: 'Not among your clients' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your clients' })).toBeTruthy();
  });
});

describe('client list', () => {
  it('finds a client by name and shows status and risk', async () => {
    state.answers['/advisor/investors'] = {
      investors: [
        {
          id: ID,
          name: 'Aarav Sharma',
          email: 'investor@example.com',
          phone: null,
          track: 'UPFACTIVE',
          riskCategory: 'moderate',
        },
        {
          id: 'k',
          name: 'Kiran Rao',
          email: 'kyc@example.com',
          phone: null,
          track: 'UPFKYCPENDING',
          riskCategory: null,
        },
      ],
    };
    await renderScreen(() => <ClientList />, '/');
    expect(await screen.findByText('2 clients')).toBeTruthy();
    expect(screen.getByText('Moderate')).toBeTruthy();
    expect(screen.getByText('No risk profile')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a client'), { target: { value: 'kiran' } });
    expect(await screen.findByText('1 of 2 clients')).toBeTruthy();
    expect(screen.queryByText('Aarav Sharma')).toBeNull();
    expect(screen.getByRole('link', { name: /Kiran Rao/ })).toBeTruthy();
  });
});
