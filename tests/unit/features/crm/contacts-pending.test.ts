import { describe, expect, it } from 'vitest';
import { contactsWithPending, type WaitingWrite } from '@/features/crm/api/contacts-pending';
import type { Contact } from '@/features/crm/model/contract';

// Contact writes waiting in the outbox laid over the list (issue 17, offline): what the adviser
// added or changed without signal shows, also after a reload.

const NOW = '2026-11-20T10:00:00.000+05:30';
const body = (contactId: string, name: string) => ({
  contactId,
  name,
  email: null,
  phone: null,
  tags: [],
  importantDates: [],
  familyId: null,
  householdRole: null,
  notes: null,
});
const contact = (contactId: string, name: string): Contact => ({
  ...body(contactId, name),
  investorId: null,
  consents: [],
  createdAt: NOW,
  updatedAt: NOW,
  isDemo: false,
});
const create = (contactId: string, name: string, state = 'pending'): WaitingWrite => ({
  kind: 'crm-contact-create',
  path: '/advisor/crm/contacts',
  body: body(contactId, name),
  state,
  createdAt: Date.parse('2026-11-21T04:30:00Z'),
});
const update = (contactId: string, name: string): WaitingWrite => ({
  kind: 'crm-contact-update',
  path: `/advisor/crm/contacts/${contactId}`,
  body: { name },
  state: 'pending',
});

describe('contactsWithPending', () => {
  it.each([
    { what: 'nothing waiting', server: ['a'], items: [], want: ['a:A'] },
    { what: 'a new contact', server: ['a'], items: [create('b', 'B')], want: ['a:A', 'b:B'] },
    {
      what: 'a new contact already on the server',
      server: ['a'],
      items: [create('a', 'Other')],
      want: ['a:A'],
    },
    {
      what: 'a sent or failed write',
      server: ['a'],
      items: [create('b', 'B', 'failed')],
      want: ['a:A'],
    },
    { what: 'an edit', server: ['a'], items: [update('a', 'Asha')], want: ['a:Asha'] },
    {
      what: 'a new contact, then edited',
      server: [],
      items: [create('b', 'B'), update('b', 'Bina')],
      want: ['b:Bina'],
    },
    { what: 'an edit of an unknown contact', server: [], items: [update('z', 'Z')], want: [] },
  ])('$what', ({ server, items, want }) => {
    const list = contactsWithPending(
      server.map((id) => contact(id, id.toUpperCase())),
      items,
      NOW,
    );
    expect(list.map((one) => `${one.contactId}:${one.name}`)).toEqual(want);
  });

  it('dates a new contact by when it was made on the device', () => {
    const [made] = contactsWithPending([], [create('b', 'B')], NOW);
    expect(made).toMatchObject({ createdAt: '2026-11-21T04:30:00.000Z', investorId: null });
  });
});
