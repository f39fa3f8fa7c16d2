import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZodMiniType } from 'zod/mini';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { ContactScreen } from '@/features/crm/components/contact-screen';
import type { Contact, ContactList, ImportResult } from '@/features/crm/model/contract';
import { renderScreen } from '../auth/render-screen';

// The contacts screen (issue 17) with the network edge replaced: the gateway answers GETs from a
// table (parsed with the real schemas), records the import's POSTs, and the outbox's submit is
// recorded.

const state = vi.hoisted(
  (): { answers: Record<string, unknown>; sent: { path: string; body: unknown }[] } => ({
    answers: {},
    sent: [],
  }),
);
const send = vi.hoisted(() => vi.fn());
vi.mock('@/api/clients', () => {
  const read = async (path: string, options: { schema: ZodMiniType<unknown> }) => {
    await Promise.resolve();
    const answer = state.answers[path];
    if (answer === undefined) throw new ApiError(`No answer for ${path}`, 404);
    return { data: options.schema.parse(answer), cache: null, cachedAt: null };
  };
  const sendTo = async (
    _method: string,
    path: string,
    options: { schema: ZodMiniType<unknown>; body: unknown },
  ) => {
    state.sent.push({ path, body: options.body });
    const answer: unknown = await send(path, options.body);
    return { data: options.schema.parse(answer), status: 200, replayed: false };
  };
  return { gatewayApi: { read, send: sendTo }, archiveApi: { read } };
});
const submit = vi.hoisted(() => vi.fn());
vi.mock('@/outbox', () => ({ outbox: { submit }, useOutboxItems: () => [] }));

vi.setConfig({ testTimeout: 20_000 });

const KEPT = '5d1f0c2e-7a4b-4c8d-9e0f-112233445566';
const now = '2026-11-20T10:00:00.000+05:30';
const kept: Contact = {
  contactId: KEPT,
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  tags: ['seminar'],
  importantDates: [],
  familyId: null,
  householdRole: null,
  notes: null,
  investorId: null,
  consents: [],
  createdAt: now,
  updatedAt: now,
  isDemo: false,
};
const empty: ContactList = { contacts: [], asOf: now };

const screenProps = {
  title: 'Contacts',
  onSelect: vi.fn(),
  onImport: vi.fn(),
  onOpenLead: vi.fn(),
};

beforeEach(() => {
  cleanup();
  submit.mockReset();
  send.mockReset();
  state.sent = [];
  state.answers = {
    '/advisor/crm/contacts': empty,
    '/advisor/families': {
      families: [{ familyId: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f', name: 'Rao household' }],
    },
    '/advisor/crm/leads': { leads: [], asOf: now },
    '/advisor/crm/interactions': { interactions: [], asOf: now },
  };
});

describe('the add contact dialog', () => {
  it('keeps what was typed on a refusal, shows the message at its field, retries the same id', async () => {
    const onSelect = vi.fn();
    await renderScreen(
      () => <ContactScreen {...screenProps} importing={false} onSelect={onSelect} />,
      '/',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first contact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Vikram Mehta' } });
    fireEvent.change(within(dialog).getByLabelText('Phone (optional)'), {
      target: { value: '12345' },
    });
    const tags = within(dialog).getByLabelText('Tags');
    fireEvent.change(tags, { target: { value: 'referral,' } });
    expect(within(dialog).getByRole('button', { name: 'Remove the tag referral' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Household'), {
      target: { value: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'spouse' } });

    submit.mockRejectedValueOnce(
      new ApiError('Check the phone number', 422, 'validation_failed', [
        { in: 'body', field: 'phone', detail: 'This phone number is too short, e.g. 98765 43210' },
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    expect(
      await within(dialog).findByText('This phone number is too short, e.g. 98765 43210'),
    ).toBeTruthy();
    const first = submit.mock.calls[0]![0] as {
      method: string;
      path: string;
      replay: string;
      body: { contactId: string };
    };
    expect(first).toMatchObject({
      method: 'POST',
      path: '/advisor/crm/contacts',
      replay: 'silent',
      body: {
        name: 'Vikram Mehta',
        phone: '12345',
        email: null,
        tags: ['referral'],
        familyId: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f',
        householdRole: 'spouse',
      },
    });
    // What was typed stays, marked invalid; the retry names the same contact.
    const phone = within(dialog).getByLabelText<HTMLInputElement>('Phone (optional)');
    expect(phone.value).toBe('12345');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe('Vikram Mehta');
    fireEvent.change(phone, { target: { value: '91234 56789' } });
    submit.mockResolvedValueOnce({ state: 'sent', data: {}, status: 201, replayed: false });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalled());
    const second = submit.mock.calls[1]![0] as { body: { contactId: string; phone: string } };
    expect(second.body).toMatchObject({ contactId: first.body.contactId, phone: '91234 56789' });
    expect(onSelect).toHaveBeenCalledWith(first.body.contactId);
  });

  it('asks for a name before sending', async () => {
    await renderScreen(() => <ContactScreen {...screenProps} importing={false} />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add the contact' }));
    expect(await within(dialog).findByText('Give the name')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});

const CSV = [
  'Full name,Mobile,E-mail ID,Tags,Date of birth,Remarks',
  'Vikram Mehta,91234 56789,vikram@example.com,referral,01/02/1985,Met at the seminar',
  'Priya Nair,022 2345 6789,priya@,family;insurance,,',
  'Asha R.,98765 43210,,,,',
].join('\r\n');

const dryRun: ImportResult = {
  imported: 0,
  skipped: 0,
  dryRun: true,
  errors: [{ row: 2, field: 'email', message: 'An e-mail address looks like name@example.com' }],
  duplicates: [{ row: 3, contactId: KEPT, otherRow: null, score: 0.97, reasons: ['same phone'] }],
};

describe('the import flow', () => {
  it('maps the columns, previews, shows bad rows and duplicates, then imports by choice', async () => {
    state.answers['/advisor/crm/contacts'] = { contacts: [kept], asOf: now };
    await renderScreen(() => <ContactScreen {...screenProps} importing />, '/');
    const file = new File([CSV], 'contacts.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('CSV file'), { target: { files: [file] } });

    // The columns are guessed from the headers, and the first rows shown as they will be read.
    expect(
      await screen.findByText('contacts.csv: 3 rows. Say which column holds what.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Name').value).toBe('0');
    expect(screen.getByLabelText<HTMLSelectElement>('Phone').value).toBe('1');
    expect(screen.getByLabelText<HTMLSelectElement>('Notes').value).toBe('5');
    const preview = screen.getByRole('table', { name: 'The first rows as they will be read' });
    expect(within(preview).getByText('Met at the seminar')).toBeTruthy();

    // Unmapping the name stops the check, in plain words.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    expect(screen.getByText('Choose the column that holds the name')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check the rows' }).disabled).toBe(
      true,
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '0' } });

    send.mockResolvedValueOnce(dryRun);
    fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(
      await screen.findByText(
        'Row 2 (Priya Nair): E-mail: An e-mail address looks like name@example.com',
      ),
    ).toBeTruthy();
    expect(state.sent[0]).toMatchObject({
      path: '/advisor/crm/contacts/import',
      body: {
        dryRun: true,
        rows: [
          {
            name: 'Vikram Mehta',
            phone: '91234 56789',
            email: 'vikram@example.com',
            tags: 'referral',
            birthday: '01/02/1985',
            notes: 'Met at the seminar',
          },
          { name: 'Priya Nair', phone: '022 2345 6789', email: 'priya@', tags: 'family;insurance' },
          { name: 'Asha R.', phone: '98765 43210' },
        ],
      },
    });
    expect(
      screen.getByText('Row 3 (Asha R.) looks like your contact Asha Rao: same phone.'),
    ).toBeTruthy();

    // The bad row blocks the import until the adviser chooses to skip it.
    const importButton = () =>
      screen.getByRole<HTMLButtonElement>('button', { name: /^Import \d/ });
    expect(importButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Skip the bad row and import the rest'));
    expect(importButton().textContent).toBe('Import 2 contacts');
    fireEvent.click(screen.getByLabelText('Leave row 3 out'));
    expect(importButton().textContent).toBe('Import 1 contact');
    expect(importButton().disabled).toBe(false);

    send.mockResolvedValueOnce({ ...dryRun, dryRun: false, imported: 1, skipped: 2 });
    fireEvent.click(importButton());
    expect(await screen.findByText('1 contact imported')).toBeTruthy();
    expect(state.sent[1]!.body).toMatchObject({ skipInvalid: true, skipRows: [3] });
    expect(state.sent[1]!.body).not.toHaveProperty('dryRun');
  });

  it('shows the rows of a refused import (422 import_invalid)', async () => {
    await renderScreen(() => <ContactScreen {...screenProps} importing />, '/');
    const file = new File([CSV], 'contacts.csv', { type: 'text/csv' });
    fireEvent.change(await screen.findByLabelText('CSV file'), { target: { files: [file] } });
    send.mockRejectedValueOnce(
      new ApiError('3 rows have problems', 422, 'import_invalid', [
        {
          in: 'body',
          field: 'rows.1.email',
          detail: 'An e-mail address looks like name@example.com',
        },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Check the rows' }));
    expect(
      await screen.findByText(
        'Row 2 (Priya Nair): E-mail: An e-mail address looks like name@example.com',
      ),
    ).toBeTruthy();
  });
});

const LEAD = '7e2a1b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b';
const lead = {
  leadId: LEAD,
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: '+919876543210',
  source: 'event',
  expectedAssets: 50_00_000_00,
  nextFollowUp: null,
  notes: 'Wants a retirement plan',
  contactId: KEPT,
  stage: 'meeting',
  lostReason: null,
  position: 0,
  owner: { id: 'adv', name: 'Priya Mehta' },
  investorId: null,
  stageChangedAt: now,
  createdAt: now,
  updatedAt: now,
  isDemo: false,
};

describe('the contact detail', () => {
  beforeEach(() => {
    state.answers['/advisor/crm/contacts'] = { contacts: [kept], asOf: now };
    state.answers['/advisor/crm/tasks'] = { tasks: [], asOf: now };
    state.answers[`/advisor/crm/contacts/${KEPT}`] = {
      contact: {
        ...kept,
        consents: [{ channel: 'email', granted: true, source: 'Seminar form', recordedAt: now }],
      },
      consentHistory: [
        { channel: 'email', granted: true, source: 'Seminar form', recordedAt: now },
        {
          channel: 'email',
          granted: false,
          source: 'Asked by phone',
          recordedAt: '2026-11-01T10:00:00.000+05:30',
        },
      ],
      leads: [lead],
      tasks: [],
      timeline: [
        {
          kind: 'interaction',
          at: now,
          title: 'Call: interested in a retirement plan',
          detail: 'Call back after Diwali',
          refId: 'i1',
        },
      ],
    };
  });

  it('shows the record, records consent and logs an interaction through the outbox', async () => {
    const onOpenLead = vi.fn();
    await renderScreen(
      () => (
        <ContactScreen {...screenProps} importing={false} selected={KEPT} onOpenLead={onOpenLead} />
      ),
      '/',
    );
    expect((await screen.findByTestId('contact-name')).textContent).toBe('Asha Rao');
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(screen.getByText('E-mail: consent given')).toBeTruthy();
    expect(screen.getByText('WhatsApp: not asked')).toBeTruthy();
    expect(screen.getByText('Call: interested in a retirement plan')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Consent history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(onOpenLead).toHaveBeenCalledWith(LEAD);

    submit.mockResolvedValue({ state: 'queued', id: 'q1' });
    fireEvent.click(screen.getByRole('button', { name: 'Record consent' }));
    expect(await screen.findByText(/Say where the consent came from/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'whatsapp' } });
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Signed form' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record consent' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toMatchObject({
      method: 'POST',
      path: `/advisor/crm/contacts/${KEPT}/consents`,
      replay: 'silent',
      body: { channel: 'whatsapp', granted: true, source: 'Signed form' },
    });
    expect(await screen.findByText('Saved on this device')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log an interaction' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What it was'), {
      target: { value: 'meeting' },
    });
    fireEvent.change(within(dialog).getByLabelText('Outcome (optional)'), {
      target: { value: 'Agreed to a plan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log it' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    const logged = submit.mock.calls[1]![0] as { path: string; body: Record<string, unknown> };
    expect(logged.path).toBe(`/advisor/crm/contacts/${KEPT}/interactions`);
    expect(logged.body).toMatchObject({
      kind: 'meeting',
      outcome: 'Agreed to a plan',
      notes: null,
    });
    expect(String(logged.body.occurredAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:30$/);
  });

  it('says so when the contact is not there', async () => {
    await renderScreen(
      () => (
        <ContactScreen
          {...screenProps}
          importing={false}
          selected="9b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f"
        />
      ),
      '/',
    );
    expect(await screen.findByText('No such contact')).toBeTruthy();
  });
});

describe('the search box and the list', () => {
  it('finds contacts, leads and notes with a typo, and opens the one picked', async () => {
    const onSelect = vi.fn();
    const onOpenLead = vi.fn();
    state.answers['/advisor/crm/contacts'] = { contacts: [kept], asOf: now };
    state.answers['/advisor/crm/leads'] = { leads: [lead], asOf: now };
    await renderScreen(
      () => (
        <ContactScreen
          {...screenProps}
          importing={false}
          onSelect={onSelect}
          onOpenLead={onOpenLead}
        />
      ),
      '/',
    );
    expect(await screen.findByText('1 contact')).toBeTruthy();
    const search = screen.getByRole('search');
    fireEvent.change(within(search).getByLabelText('Search leads, contacts and notes'), {
      target: { value: 'retirment' },
    });
    const hit = await within(search).findByRole('button', { name: /Lead.*Asha Rao/ });
    fireEvent.click(hit);
    expect(onOpenLead).toHaveBeenCalledWith(LEAD);
    fireEvent.change(within(search).getByLabelText('Search leads, contacts and notes'), {
      target: { value: 'asha' },
    });
    fireEvent.click(await within(search).findByRole('button', { name: /Contact.*Asha Rao/ }));
    expect(onSelect).toHaveBeenCalledWith(KEPT);

    // The list's own filter: Asha is a prospect, not a client.
    fireEvent.change(screen.getByLabelText('Clients or prospects'), {
      target: { value: 'client' },
    });
    expect(screen.getByText('0 of 1 contacts')).toBeTruthy();
  });
});
