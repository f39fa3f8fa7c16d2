import { describe, expect, it } from 'vitest';
import type { Contact } from '@/features/crm/model/contract';
import {
  addTags,
  checkContactForm,
  contactFormOf,
  emptyContactForm,
  placeContactErrors,
  type ContactFormText,
} from '@/features/crm/model/contact-form';

// The contact dialog's text <-> the body it sends (issue 17): the rules the screen checks before
// sending, and where the server's field errors land.

const form = (patch: Partial<ContactFormText>): ContactFormText => ({
  ...emptyContactForm(),
  name: 'Aarav Sharma',
  ...patch,
});

describe('addTags', () => {
  it.each([
    { tags: [], typed: 'hni', want: ['hni'] },
    { tags: [], typed: ' hni , Pune; golfer ', want: ['hni', 'Pune', 'golfer'] },
    { tags: ['HNI'], typed: 'hni; pune', want: ['HNI', 'pune'] },
    { tags: ['a'], typed: ' ; , ', want: ['a'] },
    { tags: [], typed: 'x'.repeat(50), want: ['x'.repeat(40)] },
  ])('$typed onto $tags', ({ tags, typed, want }) => {
    expect(addTags(tags, typed)).toEqual(want);
  });
});

describe('checkContactForm', () => {
  it('sends trimmed text, empty fields as null, and no role without a household', () => {
    const checked = checkContactForm(
      form({
        name: '  Aarav Sharma ',
        email: ' aarav@example.com ',
        phone: '',
        tags: ['hni'],
        importantDates: [{ kind: 'birthday', date: '1985-03-14', label: ' ' }],
        householdRole: 'head',
        notes: '  ',
      }),
    );
    expect(checked).toEqual({
      body: {
        name: 'Aarav Sharma',
        email: 'aarav@example.com',
        phone: null,
        tags: ['hni'],
        importantDates: [{ kind: 'birthday', date: '1985-03-14', label: null }],
        familyId: null,
        householdRole: null,
        notes: null,
      },
    });
  });

  it.each([
    { patch: { name: '  ' }, field: 'name', message: 'Give the name' },
    {
      patch: { name: 'x'.repeat(101) },
      field: 'name',
      message: 'The name is at most 100 characters',
    },
    {
      patch: { email: 'aarav@' },
      field: 'email',
      message: 'An e-mail address looks like name@example.com',
    },
    { patch: { phone: 'call me' }, field: 'phone', message: 'A phone number has digits' },
    {
      patch: { importantDates: [{ kind: 'anniversary' as const, date: '', label: '' }] },
      field: 'importantDates.0.date',
      message: 'Pick the date',
    },
    {
      patch: { familyId: '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f' },
      field: 'householdRole',
      message: 'Give the role in the household',
    },
    {
      patch: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      field: 'tags',
      message: 'At most 20 tags',
    },
  ])('refuses $field: $message', ({ patch, field, message }) => {
    const checked = checkContactForm(form(patch));
    expect(checked).toHaveProperty(['errors', field], message);
  });

  it('keeps a household with its role', () => {
    const familyId = '3b0f6c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f';
    const checked = checkContactForm(form({ familyId, householdRole: 'spouse' }));
    expect(checked).toMatchObject({ body: { familyId, householdRole: 'spouse' } });
  });
});

describe('contactFormOf and placeContactErrors', () => {
  it('round-trips a contact through the form', () => {
    const contact: Contact = {
      contactId: 'c1',
      name: 'Kavya Nair',
      email: null,
      phone: '+919876543210',
      tags: ['prospect'],
      importantDates: [{ kind: 'policy_renewal', date: '2027-01-05', label: 'LIC' }],
      familyId: null,
      householdRole: null,
      notes: null,
      investorId: null,
      consents: [],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      isDemo: false,
    };
    const text = contactFormOf(contact);
    expect(text).toMatchObject({ email: '', phone: '+919876543210', familyId: '', notes: '' });
    expect(checkContactForm(text)).toEqual({
      body: {
        name: 'Kavya Nair',
        email: null,
        phone: '+919876543210',
        tags: ['prospect'],
        importantDates: [{ kind: 'policy_renewal', date: '2027-01-05', label: 'LIC' }],
        familyId: null,
        householdRole: null,
        notes: null,
      },
    });
  });

  it.each<{ byField: Record<string, string>; want: Record<string, string> }>([
    { byField: { phone: 'Not a phone number' }, want: { phone: 'Not a phone number' } },
    { byField: { 'tags.2': 'A tag is not empty' }, want: { tags: 'A tag is not empty' } },
    {
      byField: { 'importantDates.1.date': 'A date is YYYY-MM-DD' },
      want: { 'importantDates.1.date': 'A date is YYYY-MM-DD' },
    },
  ])('places $byField', ({ byField, want }) => {
    expect(placeContactErrors(byField)).toEqual(want);
  });
});
