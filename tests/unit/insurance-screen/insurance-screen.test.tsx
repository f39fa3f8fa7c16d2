import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ClientInsurance } from '@/features/insurance/components/client-insurance';
import { InsuranceScreen } from '@/features/insurance/components/insurance-screen';
import type { Insurance, NeedsInputs } from '@/features/insurance/model/contract';
import { indiaToday } from '@/features/insurance/model/form-text';
import { insuranceNeeds } from '@/features/insurance/model/needs';
import { renderScreen } from '../features/auth/render-screen';
import { DOC, healthPolicy, motorPolicy, termPolicy } from './fixtures';

// The insurance screens with the network edge replaced: the gateway answers from a table (parsed
// with the real schemas, and "stale" from the cache when asked), the outbox's submit is recorded
// and its waiting items are what a test puts there.

const state = vi.hoisted(
  (): {
    answers: Record<string, unknown>;
    stale: boolean;
    waiting: { kind: string; path: string; body?: unknown; state: string }[];
  } => ({ answers: {}, stale: false, waiting: [] }),
);
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return state.stale
      ? {
          data: options.schema.parse(answer),
          cache: 'stale',
          cachedAt: new Date('2026-11-20T09:30:00Z'),
        }
      : { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  return { gatewayApi: { read }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({
  outbox: { submit },
  useOutboxItems: () => state.waiting,
}));

vi.setConfig({ testTimeout: 20_000 });

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${indiaToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const needsInputs: NeedsInputs = {
  annualIncome: 18_00_000_00,
  annualExpenses: 9_00_000_00,
  liabilities: 35_00_000_00,
  dependantYears: 22,
  existingLifeCover: 1_00_00_000_00,
  inflationBp: 600,
  expectedReturnBp: 700,
  age: 36,
  retirementAge: 60,
  cityTier: 1,
  familySize: 4,
  existingHealthCover: 5_00_000_00,
};

const insurance = (overrides: Partial<Insurance> = {}): Insurance => ({
  policies: [
    termPolicy,
    { ...healthPolicy, renewalDate: dayFromToday(10) },
    { ...motorPolicy, renewalDate: dayFromToday(200), isDemo: true },
  ],
  needsInputs,
  asOf: '2026-11-24T10:00:00.000+05:30',
  ...overrides,
});

beforeEach(() => {
  cleanup();
  submit.mockReset();
  state.stale = false;
  state.waiting = [];
  state.answers = {
    '/investor/insurance': insurance(),
    '/investor/documents': {
      documents: [
        {
          documentId: DOC,
          kind: 'pan',
          contentType: 'image/jpeg',
          bytes: 1000,
          uploadedAt: '2026-10-01T10:00:00.000Z',
          fileUrl: `/api/documents/${DOC}/file`,
        },
      ],
    },
  };
});

const render = () => renderScreen(() => <InsuranceScreen title="Insurance" />, '/');

describe('the investor’s insurance screen', () => {
  it('lists the policies by kind, calls out a premium due soon, and shows the gap', async () => {
    await render();
    for (const name of ['Term life', 'Health', 'Motor']) {
      expect(await screen.findByRole('heading', { name, level: 3 })).toBeTruthy();
    }
    const cards = screen.getAllByTestId('insurance-policy');
    expect(cards.map((card) => within(card).getByText(/HDFC|Star|ICICI/).textContent)).toEqual([
      'HDFC Life',
      'Star Health',
      'ICICI Lombard',
    ]);
    const health = cards[1]!;
    expect(within(health).getByText('₹5,00,000.00')).toBeTruthy();
    expect(within(health).getByText('monthly')).toBeTruthy();
    expect(within(health).getByText('Due in 10 days')).toBeTruthy();
    expect(
      within(cards[0]!).getByText('Priya Sharma (Spouse, 100 %)', { exact: false }),
    ).toBeTruthy();
    expect(within(cards[2]!).getByText('Demo')).toBeTruthy();
    expect(
      within(screen.getByTestId('insurance-due')).getByText(/Health \(Star Health\)/),
    ).toBeTruthy();
    // The calculator starts from the saved figures; the gap is in words, the cost an estimate.
    const result = screen.getByTestId('insurance-needs-result');
    const expected = insuranceNeeds(needsInputs);
    for (const sentence of expected.sentences)
      expect(within(result).getByText(sentence)).toBeTruthy();
    expect(within(result).getAllByText('Estimate').length).toBeGreaterThan(0);
    expect(screen.getByLabelText<HTMLInputElement>('Yearly income').value).toBe('18,00,000');
  });

  it('adds a policy through the outbox, keeping what was typed on a refusal', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add a policy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Kind of policy'), {
      target: { value: 'critical_illness' },
    });
    fireEvent.change(within(dialog).getByLabelText('Insurer'), { target: { value: 'Niva Bupa' } });
    fireEvent.change(within(dialog).getByLabelText('Sum assured'), {
      target: { value: '2500000' },
    });
    fireEvent.blur(within(dialog).getByLabelText('Sum assured'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Sum assured').value).toBe('25,00,000');
    fireEvent.change(within(dialog).getByLabelText('Premium (each instalment)'), {
      target: { value: '8,000' },
    });
    fireEvent.change(within(dialog).getByLabelText('Start date'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a nominee' }));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Priya' } });
    fireEvent.change(within(dialog).getByLabelText('Relation'), { target: { value: 'Spouse' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /PAN card/ }));

    submit.mockRejectedValueOnce(
      new ApiError('Check the policy', 422, 'validation', [
        { in: 'body', field: 'renewalDate', detail: 'Give the next premium date' },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the policy' }));
    expect(await within(dialog).findByText('Give the next premium date')).toBeTruthy();
    const first = submit.mock.calls[0]![0] as {
      method: string;
      path: string;
      body: Record<string, unknown>;
    };
    expect(first).toMatchObject({ method: 'POST', path: '/investor/insurance/policies' });
    expect(first.body).toMatchObject({
      kind: 'critical_illness',
      insurer: 'Niva Bupa',
      sumAssured: 25_00_000_00,
      premium: 8_000_00,
      nominees: [{ name: 'Priya', relation: 'Spouse', sharePct: 100 }],
      documentIds: [DOC],
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Insurer').value).toBe('Niva Bupa');

    // Offline: kept on the device, the dialog closes and says so.
    submit.mockResolvedValueOnce({ state: 'queued', id: 'item-1' });
    fireEvent.change(within(dialog).getByLabelText('Next premium or renewal'), {
      target: { value: '2027-11-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the policy' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    const second = submit.mock.calls[1]![0] as { body: { policyId: string } };
    expect(second.body.policyId).toBe(first.body.policyId);
  });

  it('shows writes waiting in the outbox as not sent', async () => {
    const { updatedAt: _at, isDemo: _demo, ...term } = termPolicy;
    state.waiting = [
      {
        kind: 'insurance-policy-create',
        path: '/investor/insurance/policies',
        body: { ...term, policyId: 'new-1', kind: 'home', insurer: 'Bajaj Allianz' },
        state: 'pending',
      },
      {
        kind: 'insurance-policy-delete',
        path: `/investor/insurance/policies/${motorPolicy.policyId}`,
        state: 'pending',
      },
    ];
    await render();
    expect(await screen.findByText('Bajaj Allianz')).toBeTruthy();
    expect(screen.getByText('Not sent yet')).toBeTruthy();
    expect(screen.queryByText('ICICI Lombard')).toBeNull();
    expect(screen.getByText(/2 changes saved on this device/)).toBeTruthy();
  });

  it('starts the calculator from the policies’ cover, and saves the figures', async () => {
    state.answers['/investor/insurance'] = insurance({ needsInputs: null });
    await render();
    expect((await screen.findByLabelText<HTMLInputElement>('Life cover')).value).toBe(
      '1,00,00,000',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Health cover').value).toBe('5,00,000');
    expect(screen.getByTestId('insurance-needs-incomplete')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save my figures' }));
    expect(await screen.findByText('Give your yearly income')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();

    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Yearly income', '18,00,000');
    type('Family’s yearly expenses', '9,00,000');
    type('Loans outstanding', '35,00,000');
    type('Your age', '36');
    type('Years your family depends on you', '22');
    type('People to cover', '4');
    const expected = insuranceNeeds(needsInputs);
    expect(await screen.findByText(expected.sentences[0]!)).toBeTruthy();
    submit.mockResolvedValueOnce({
      state: 'sent',
      data: needsInputs,
      status: 200,
      replayed: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save my figures' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toMatchObject({
      method: 'PUT',
      path: '/investor/insurance/needs',
      body: needsInputs,
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('opens from the saved answer offline, saying how old it is', async () => {
    state.stale = true;
    await render();
    expect(await screen.findByTestId('as-of')).toBeTruthy();
  });

  it('deletes a policy after asking', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Motor (ICICI Lombard)' }));
    const dialog = await screen.findByRole('alertdialog');
    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 200, replayed: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the policy' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]![0]).toMatchObject({
      method: 'DELETE',
      path: `/investor/insurance/policies/${motorPolicy.policyId}`,
    });
  });
});

describe('the adviser’s view of a client’s insurance', () => {
  const path = '/advisor/investors/client-1/insurance';

  it('shows the policies read only and the gap from the client’s figures', async () => {
    state.answers[path] = insurance();
    await renderScreen(() => <ClientInsurance investorId="client-1" />, '/');
    const section = await screen.findByTestId('client-insurance');
    expect(within(section).getByText('Star Health')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(within(section).getByText(insuranceNeeds(needsInputs).sentences[0]!)).toBeTruthy();
  });

  it('says when the client has not used the calculator, and when they are not a client', async () => {
    state.answers[path] = insurance({ needsInputs: null, policies: [] });
    await renderScreen(() => <ClientInsurance investorId="client-1" />, '/');
    expect(
      await screen.findByText('Your client has not used the needs calculator yet.'),
    ).toBeTruthy();
    expect(screen.getByText('No policies recorded.')).toBeTruthy();
    cleanup();
    await renderScreen(() => <ClientInsurance investorId="someone-else" />, '/');
    expect(await screen.findByText(/not one of your clients/)).toBeTruthy();
  });
});
