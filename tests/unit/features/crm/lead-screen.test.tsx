import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { LeadScreen } from '@/features/crm/components/lead-screen';
import { indiaToday } from '@/features/crm/model/board';
import { addDays } from '@/features/crm/model/task-times';
import { renderScreen } from '../auth/render-screen';
import { crmLead } from './lead-fixtures';

// The leads screen with the network edge replaced: the gateway answers from a table (parsed
// with the real schemas), the outbox's submit is recorded and its waiting items are what a test
// puts there.

const state = vi.hoisted(
  (): {
    answers: Record<string, unknown>;
    waiting: { kind: string; path: string; body?: unknown; state: string }[];
  } => ({ answers: {}, waiting: [] }),
);
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
vi.mock('@/outbox', () => ({
  outbox: { submit },
  useOutboxItems: () => state.waiting,
}));

vi.setConfig({ testTimeout: 20_000 });

const AARAV = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c01';
const DIYA = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c02';
const KABIR = '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c03';
const ASOF = '2026-11-24T10:00:00.000+05:30';

// The board is loaded lazily; loaded once here so no test waits on the first transform.
beforeAll(async () => {
  await import('@/features/crm/components/board-view');
});

beforeEach(() => {
  cleanup();
  submit.mockReset();
  state.waiting = [];
  state.answers = {
    '/advisor/crm/leads': {
      leads: [
        crmLead({
          leadId: AARAV,
          name: 'Aarav Mehta',
          expectedAssets: 25_00_000_00,
          nextFollowUp: addDays(indiaToday(), -2),
        }),
        crmLead({
          leadId: DIYA,
          name: 'Diya Rao',
          stage: 'proposal',
          expectedAssets: 1_20_00_000_00,
        }),
        crmLead({ leadId: KABIR, name: 'Kabir Shah', stage: 'new', position: 1, source: 'event' }),
      ],
      asOf: ASOF,
    },
    '/advisor/crm/tasks': { tasks: [], asOf: ASOF },
    '/advisor/crm/contacts': { contacts: [], asOf: ASOF },
    '/advisor/crm/interactions': { interactions: [], asOf: ASOF },
  };
});

const render = (view: 'board' | 'list' = 'board') =>
  renderScreen(
    () => (
      <LeadScreen
        title="Leads"
        leadId={undefined}
        view={view}
        onOpenLead={() => {}}
        onView={() => {}}
        onOpenContact={() => {}}
      />
    ),
    '/',
  );

const column = async (name: string) =>
  (
    await screen.findByRole('heading', { name: new RegExp(`^${name}`), level: 2 })
  ).closest<HTMLElement>('section')!;

describe('the leads board', () => {
  it('shows six columns with their cards: assets in lakh or crore, overdue follow-ups, source', async () => {
    await render();
    const newColumn = await column('New');
    const cards = within(newColumn).getAllByTestId('lead-card');
    expect(cards.map((card) => within(card).getAllByRole('button')[0]!.textContent)).toEqual([
      'Aarav Mehta',
      'Kabir Shah',
    ]);
    expect(within(cards[0]!).getByText('₹25 L')).toBeTruthy();
    expect(within(cards[0]!).getByText('Overdue')).toBeTruthy();
    expect(within(cards[1]!).getByText('Event or seminar')).toBeTruthy();
    expect(within(await column('Proposal')).getByText('₹1.2 Cr')).toBeTruthy();
    for (const stage of ['Contacted', 'Meeting', 'Won', 'Lost']) {
      expect(within(await column(stage)).queryAllByTestId('lead-card')).toHaveLength(0);
    }
    expect(screen.getByRole('button', { name: 'Drag Aarav Mehta' })).toBeTruthy();
  });

  it('moves a card with "Move to…" at once, and asks why before Lost', async () => {
    submit.mockResolvedValue({ state: 'queued', id: 'q1' });
    await render();
    const newColumn = await column('New');
    fireEvent.change(within(newColumn).getByLabelText('Move Kabir Shah to another stage'), {
      target: { value: 'meeting' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('heading', { name: /^Meeting/ }).closest('section')!).getByText(
          'Kabir Shah',
        ),
      ).toBeTruthy(),
    );
    expect(submit.mock.calls[0]![0]).toMatchObject({
      kind: 'crm-lead-stage',
      method: 'POST',
      path: `/advisor/crm/leads/${KABIR}/stage`,
      body: { stage: 'meeting' },
      replay: 'silent',
    });
    expect(await screen.findByText('Saved on this device')).toBeTruthy();

    fireEvent.change(
      within(await column('Proposal')).getByLabelText('Move Diya Rao to another stage'),
      {
        target: { value: 'lost' },
      },
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Why was Diya Rao lost?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to Lost' }));
    expect(await within(dialog).findByText('Say why the lead was lost')).toBeTruthy();
    expect(submit).toHaveBeenCalledTimes(1);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Chose a bank’s PMS' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to Lost' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![0]).toMatchObject({
      path: `/advisor/crm/leads/${DIYA}/stage`,
      body: { stage: 'lost', lostReason: 'Chose a bank’s PMS' },
    });
    expect(within(await column('Lost')).getByText('Lost: Chose a bank’s PMS')).toBeTruthy();
  });

  it('shows a lead typed offline and a move still waiting in the outbox', async () => {
    state.waiting = [
      {
        kind: 'crm-lead-create',
        path: '/advisor/crm/leads',
        state: 'pending',
        body: {
          leadId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c09',
          name: 'Meera Nair',
          email: null,
          phone: null,
          source: 'website',
          expectedAssets: null,
          nextFollowUp: null,
          notes: null,
          contactId: null,
        },
      },
      {
        kind: 'crm-lead-stage',
        path: `/advisor/crm/leads/${AARAV}/stage`,
        state: 'pending',
        body: { stage: 'won' },
      },
    ];
    await render();
    expect(within(await column('New')).getByText('Meera Nair')).toBeTruthy();
    expect(within(await column('Won')).getByText('Aarav Mehta')).toBeTruthy();
    expect(screen.getByText(/2 changes saved on this device/)).toBeTruthy();
  });
});

describe('the add lead dialog', () => {
  it('sends the lead with a client-made id, and keeps what was typed on a 422', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a lead' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the lead' }));
    expect(await within(dialog).findByText('Give the name')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Rohan Gupta' } });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '12345' } });
    fireEvent.change(within(dialog).getByLabelText('Expected assets'), {
      target: { value: '50,00,000' },
    });
    submit.mockRejectedValueOnce(
      new ApiError('Check the lead', 422, 'validation', [
        { in: 'body', field: 'phone', detail: 'This is not a possible phone number' },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the lead' }));
    expect(await within(dialog).findByText('This is not a possible phone number')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Rohan Gupta');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Mobile').value).toBe('12345');
    const first = submit.mock.calls[0]![0] as { path: string; body: Record<string, unknown> };
    expect(first).toMatchObject({
      kind: 'crm-lead-create',
      method: 'POST',
      path: '/advisor/crm/leads',
    });
    expect(first.body).toMatchObject({
      name: 'Rohan Gupta',
      phone: '12345',
      expectedAssets: 50_00_000_00,
      source: 'referral',
      contactId: null,
    });

    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 201, replayed: false });
    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '98765 43210' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a lead' })).toBeNull());
    const second = submit.mock.calls[1]![0] as { body: { leadId: string } };
    expect(second.body.leadId).toBe((first.body as { leadId: string }).leadId);
  });
});

describe('the dialogs, loaded on first open (issue 19)', () => {
  it('close with Escape and give the focus back to their opener', async () => {
    await render();
    const opener = await screen.findByRole('button', { name: 'Add lead' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add a lead' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a lead' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('the list view', () => {
  it('filters by overdue follow-ups and by words', async () => {
    await render('list');
    expect(await screen.findByText('3 leads')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Overdue follow-ups only'));
    expect(await screen.findByText('1 of 3 leads')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Overdue follow-ups only'));
    fireEvent.change(screen.getByLabelText('Search leads'), { target: { value: 'diya' } });
    expect(await screen.findByText('1 of 3 leads')).toBeTruthy();
    expect(screen.getByText('Diya Rao')).toBeTruthy();
  });
});
