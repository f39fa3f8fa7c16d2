import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { FamiliesScreen } from '@/features/families/components/families-screen';
import type { FamilyDetail, FamilyList } from '@/features/families/model/contract';
import { renderScreen } from '../features/auth/render-screen';

// The family office's screens with the network edge replaced: the gateway answers from a table
// (parsed with the real schemas) and the outbox's submit is recorded.

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

const FAMILY = '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f';
const money = { hasAccount: true, invested: 90_000_00, dayChange: 1_000_00 };
const members = [
  {
    investorId: 'a',
    name: 'Aarav Sharma',
    role: 'head' as const,
    ...money,
    holdingsValue: 1_00_000_00,
    cash: 50_000_00,
    value: 1_50_000_00,
  },
  {
    investorId: 's',
    name: 'Sunita Kulkarni',
    role: 'parent' as const,
    ...money,
    hasAccount: false,
    holdingsValue: 0,
    invested: 0,
    dayChange: 0,
    cash: 0,
    value: 0,
  },
];
const totals = {
  holdingsValue: 1_00_000_00,
  invested: 90_000_00,
  cash: 50_000_00,
  value: 1_50_000_00,
  dayChange: 1_000_00,
  dayChangePercent: 1.01,
  unrealisedGain: 10_000_00,
};
const summary = {
  familyId: FAMILY,
  name: 'Sharma household',
  members,
  totals,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const list: FamilyList = { families: [summary], asOf: '2026-11-20', demo: true };
const detail: FamilyDetail = {
  ...summary,
  holdings: [
    {
      exchange: 'NSE',
      symbol: 'TCS',
      name: 'Tata Consultancy',
      sector: 'IT',
      size: 'Large cap',
      lastPrice: 4000_00,
      quantity: 25,
      value: 1_00_000_00,
      invested: 90_000_00,
      dayChange: 1_000_00,
      weight: 1,
      holders: [{ investorId: 'a', quantity: 25, value: 1_00_000_00, share: 1 }],
    },
  ],
  allocation: {
    bySector: [{ label: 'IT', value: 1_00_000_00, share: 2 / 3 }],
    bySize: [{ label: 'Large cap', value: 1_00_000_00, share: 2 / 3 }],
    cash: { label: 'Cash', value: 50_000_00, share: 1 / 3 },
  },
  overlap: [{ a: 'a', b: 's', common: [], overlap: 0 }],
  goals: {
    items: [
      {
        investorId: 'a',
        goalId: 'g1',
        type: 'house',
        name: 'Flat in Pune',
        targetToday: 20_00_000_00,
        futureValue: 30_00_000_00,
        targetDate: '2031-06-30',
        value: 1_00_000_00,
        status: 'off-track',
        chance: 0.42,
        monthlySip: 20_000_00,
      },
    ],
    totals: {
      count: 1,
      targetToday: 20_00_000_00,
      futureValue: 30_00_000_00,
      value: 1_00_000_00,
      monthlySip: 20_000_00,
      onTrack: 0,
      atRisk: 0,
      offTrack: 1,
    },
  },
  advisor: { name: 'Priya Mehta', sebiReg: 'INA000012345' },
  asOf: '2026-11-20',
  demo: true,
};
const clients = {
  investors: [
    { id: 'a', name: 'Aarav Sharma' },
    { id: 'k', name: 'Kavya Nair' },
    { id: 'p', name: 'Ishaan Gupta' },
    { id: 's', name: 'Sunita Kulkarni' },
  ],
};

beforeEach(() => {
  cleanup();
  submit.mockReset();
  state.answers = {
    '/advisor/families': list,
    [`/advisor/families/${FAMILY}`]: detail,
    '/advisor/investors': clients,
  };
});

describe('the families list', () => {
  it('shows each family as a card with its members and combined value, and opens it', async () => {
    const onSelect = vi.fn();
    await renderScreen(
      () => <FamiliesScreen title="Multi-family office" onSelect={onSelect} />,
      '/',
    );
    const open = await screen.findByRole('button', { name: 'Sharma household' });
    expect(screen.getByText('Aarav Sharma (head), Sunita Kulkarni (parent)')).toBeTruthy();
    expect(screen.getByText('₹1,50,000.00')).toBeTruthy();
    expect(screen.getByText('1 member has no paper account')).toBeTruthy();
    fireEvent.click(open);
    expect(onSelect).toHaveBeenCalledWith(FAMILY);
  });

  it('makes a family of two clients through the outbox, keeping the id on a refusal', async () => {
    const onSelect = vi.fn();
    submit.mockRejectedValueOnce(
      new ApiError(
        'Aarav Sharma is already in the family Sharma household. A client belongs to one family: take them out of it first.',
        409,
        'already_in_family',
        [
          {
            in: 'body',
            field: 'members.1.investorId',
            detail: 'Aarav Sharma is already in the family Sharma household',
          },
        ],
      ),
    );
    // The list says Aarav is in a family: for this test, pretend he is not.
    state.answers['/advisor/families'] = { ...list, families: [] };
    await renderScreen(
      () => <FamiliesScreen title="Multi-family office" onSelect={onSelect} />,
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Make your first family' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Family name'), {
      target: { value: 'Nair household' },
    });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Kavya Nair' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Aarav Sharma' }));
    fireEvent.change(within(dialog).getByLabelText('Aarav Sharma’s role'), {
      target: { value: 'spouse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the family' }));

    await within(dialog).findByText('Aarav Sharma is already in the family Sharma household');
    const first = submit.mock.calls[0]![0] as {
      method: string;
      path: string;
      replay: string;
      body: { familyId: string; name: string; members: unknown[] };
    };
    expect(first).toMatchObject({ method: 'POST', path: '/advisor/families', replay: 'silent' });
    expect(first.body).toMatchObject({
      name: 'Nair household',
      members: [
        { investorId: 'k', role: 'head' },
        { investorId: 'a', role: 'spouse' },
      ],
    });
    // What was typed stays; the retry names the same family.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Family name').value).toBe(
      'Nair household',
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Aarav Sharma' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ishaan Gupta' }));
    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 201, replayed: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the family' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalled());
    const second = submit.mock.calls[1]![0] as { body: { familyId: string } };
    expect(second.body.familyId).toBe(first.body.familyId);
    expect(onSelect).toHaveBeenCalledWith(first.body.familyId);
  });

  it('asks for a name and a client before sending', async () => {
    await renderScreen(
      () => <FamiliesScreen title="Multi-family office" onSelect={vi.fn()} />,
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New family' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make the family' }));
    expect(await within(dialog).findByText('Give the family a name')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one client')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    // Clients in another family cannot be chosen.
    const aarav = await within(dialog).findByRole('checkbox', {
      name: 'Aarav Sharma (in Sharma household)',
    });
    expect((aarav as HTMLInputElement).disabled).toBe(true);
  });
});

describe('the family view', () => {
  it('shows the sections, the report header for print, and deletes after confirming', async () => {
    const onSelect = vi.fn();
    await renderScreen(
      () => <FamiliesScreen title="Multi-family office" selected={FAMILY} onSelect={onSelect} />,
      '/',
    );
    expect(await screen.findByTestId('family-name')).toBeTruthy();
    for (const name of [
      'Members',
      'Consolidated holdings',
      'Allocation',
      'Overlap between members',
      'Goals',
    ]) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy();
    }
    expect(screen.getByText('No paper account: counted as nothing held')).toBeTruthy();
    expect(screen.getByText('Off track')).toBeTruthy();
    expect(screen.getByText('0% overlap')).toBeTruthy();
    const header = screen.getByTestId('family-report-header');
    expect(header.textContent).toContain(
      'Priya Mehta, SEBI registered investment adviser INA000012345',
    );
    expect(header.textContent).toContain('Demo data');

    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print family report' }));
    expect(print).toHaveBeenCalled();

    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 200, replayed: false });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete the family' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(undefined));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      method: 'DELETE',
      path: `/advisor/families/${FAMILY}`,
    });
  });

  it('says so when the family is not there', async () => {
    await renderScreen(
      () => (
        <FamiliesScreen
          title="Multi-family office"
          selected="9b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f"
          onSelect={vi.fn()}
        />
      ),
      '/',
    );
    expect(await screen.findByText('No such family')).toBeTruthy();
  });
});
