import { describe, expect, it } from 'vitest';
import {
  checkFamilyDraft,
  placeFieldErrors,
} from '../../../src/features/families/model/family-form';

describe('the family dialog’s draft', () => {
  it('sends a trimmed name and the members chosen', () => {
    expect(
      checkFamilyDraft({
        name: '  Sharma household ',
        members: [{ investorId: 'a', role: 'head' }],
      }),
    ).toEqual({ body: { name: 'Sharma household', members: [{ investorId: 'a', role: 'head' }] } });
  });

  it('asks for a name and at least one client', () => {
    expect(checkFamilyDraft({ name: '  ', members: [] })).toEqual({
      errors: { name: 'Give the family a name', members: 'Choose at least one client' },
    });
    expect(
      checkFamilyDraft({ name: 'x'.repeat(81), members: [{ investorId: 'a', role: 'head' }] }),
    ).toEqual({ errors: { name: 'At most 80 characters' } });
  });
});

describe('the server’s field errors on the form', () => {
  it('puts members.N.investorId at the N-th member sent, the rest at their fields', () => {
    const sent = [
      { investorId: 'a', role: 'head' as const },
      { investorId: 'b', role: 'spouse' as const },
    ];
    expect(
      placeFieldErrors(
        {
          'members.1.investorId': 'Aarav is already in the family X',
          name: 'Taken',
          members: 'Each client once',
          'members.7.investorId': 'Not sent',
        },
        sent,
      ),
    ).toEqual({
      fields: { name: 'Taken', members: 'Each client once' },
      byMember: { b: 'Aarav is already in the family X' },
    });
  });
});
