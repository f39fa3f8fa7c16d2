import { describe, expect, it } from 'vitest';
import {
  addNominee,
  newPolicyForm,
  placePolicyErrors,
  policyToForm,
  readPolicyForm,
  type PolicyFormState,
} from '@/features/insurance/model/policy-form';
import { termPolicy } from './fixtures';

const filled: PolicyFormState = {
  ...newPolicyForm(),
  kind: 'health',
  insurer: '  Star Health ',
  sumAssured: '10,00,000',
  premium: '₹ 1,520.5',
  frequency: 'monthly',
  startDate: '2025-04-01',
  renewalDate: '2026-04-01',
  nominees: [
    { name: 'Priya', relation: 'Spouse', share: '60' },
    { name: 'Kabir', relation: 'Son', share: '40' },
  ],
};

describe('readPolicyForm', () => {
  it('turns what was typed into the body, in paise, trimmed, empty texts as null', () => {
    expect(readPolicyForm(filled)).toEqual({
      body: {
        kind: 'health',
        insurer: 'Star Health',
        policyNumber: null,
        sumAssured: 10_00_000_00,
        premium: 1_520_50,
        frequency: 'monthly',
        startDate: '2025-04-01',
        renewalDate: '2026-04-01',
        nominees: [
          { name: 'Priya', relation: 'Spouse', sharePct: 60 },
          { name: 'Kabir', relation: 'Son', sharePct: 40 },
        ],
        documentIds: [],
        notes: null,
      },
    });
  });

  it.each([
    ['an empty form', newPolicyForm(), ['insurer', 'sumAssured', 'premium', 'startDate']],
    ['an amount that is not one', { ...filled, sumAssured: '10 lakh' }, ['sumAssured']],
    ['a cover under ₹1,000', { ...filled, sumAssured: '999' }, ['sumAssured']],
    ['a renewal before the start', { ...filled, renewalDate: '2025-03-31' }, ['renewalDate']],
    [
      'shares that do not make 100',
      { ...filled, nominees: [{ name: 'Priya', relation: 'Spouse', share: '60' }] },
      ['nominees'],
    ],
    [
      'a nominee with no name and a share that is not a number',
      { ...filled, nominees: [{ name: ' ', relation: 'Spouse', share: 'all' }] },
      ['nominees.0.sharePct', 'nominees.0.name'],
    ],
  ])('refuses %s, naming the fields', (_case, form, fields) => {
    const read = readPolicyForm(form);
    expect('errors' in read).toBe(true);
    if ('errors' in read) expect(Object.keys(read.errors).sort()).toEqual([...fields].sort());
  });

  it('says why the shares are wrong', () => {
    const read = readPolicyForm({
      ...filled,
      nominees: [{ name: 'Priya', relation: 'Spouse', share: '60' }],
    });
    expect('errors' in read && read.errors.nominees).toMatch(/add up to 100 %.*60 %/);
  });

  it('fills the form from a policy and reads the same policy back', () => {
    const form = policyToForm(termPolicy);
    expect(form.sumAssured).toBe('1,00,00,000');
    expect(form.premium).toBe('13,000');
    const { policyId: _id, updatedAt: _at, isDemo: _demo, ...body } = termPolicy;
    expect(readPolicyForm(form)).toEqual({ body });
  });
});

describe('addNominee', () => {
  it('starts the new nominee at the share left over', () => {
    expect(addNominee([]).at(-1)!.share).toBe('100');
    expect(addNominee([{ name: 'a', relation: 'b', share: '70' }]).at(-1)!.share).toBe('30');
    expect(addNominee([{ name: 'a', relation: 'b', share: '100' }]).at(-1)!.share).toBe('');
  });
});

describe('placePolicyErrors', () => {
  it('keeps a nominee’s own field, and puts list-wide and document errors on their lists', () => {
    expect(
      placePolicyErrors({
        'nominees.1.relation': 'Give the nominee’s relation',
        'nominees.3': 'Send the details as an object',
        'documentIds.0': 'Not one of your documents',
        premium: 'The premium is ₹0 or more',
      }),
    ).toEqual({
      'nominees.1.relation': 'Give the nominee’s relation',
      nominees: 'Send the details as an object',
      documentIds: 'Not one of your documents',
      premium: 'The premium is ₹0 or more',
    });
  });
});
