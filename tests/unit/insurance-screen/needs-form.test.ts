import { describe, expect, it } from 'vitest';
import type { NeedsInputs } from '@/features/insurance/model/contract';
import { NEEDS_DEFAULTS } from '@/features/insurance/model/needs';
import { needsToForm, readNeedsForm, sameInputs } from '@/features/insurance/model/needs-form';

const saved: NeedsInputs = {
  annualIncome: 18_00_000_00,
  annualExpenses: 9_00_000_00,
  liabilities: 35_00_000_00,
  dependantYears: 22,
  existingLifeCover: 1_00_00_000_00,
  inflationBp: 650,
  expectedReturnBp: 700,
  age: 36,
  retirementAge: 60,
  cityTier: 2,
  familySize: 4,
  existingHealthCover: 5_00_000_00,
};

describe('needsToForm', () => {
  it('starts a first visit from the documented defaults and the cover the policies give', () => {
    const form = needsToForm(null, { life: 75_00_000_00, health: 10_00_000_00 });
    expect(form).toMatchObject({
      existingLifeCover: '75,00,000',
      existingHealthCover: '10,00,000',
      retirementAge: String(NEEDS_DEFAULTS.retirementAge),
      inflationBp: '6',
      expectedReturnBp: '7',
      annualIncome: '',
      cityTier: 1,
    });
    // Nothing the investor alone knows is guessed: the form is not complete yet.
    expect(readNeedsForm(form)).toEqual({
      errors: {
        annualIncome: 'Give your yearly income',
        annualExpenses: 'Give your family’s yearly expenses',
        liabilities: 'Give your loans (0 if none)',
        age: 'Give your age',
        dependantYears: 'Give the years your family depends on you (0 if no one does)',
        familySize: 'Give how many people the health cover is for',
      },
    });
  });

  it('shows saved inputs as typed and reads them back unchanged', () => {
    const form = needsToForm(saved, { life: 0, health: 0 });
    expect(form.inflationBp).toBe('6.5');
    expect(form.liabilities).toBe('35,00,000');
    expect(readNeedsForm(form)).toEqual({ inputs: saved });
  });
});

describe('readNeedsForm', () => {
  const form = needsToForm(saved, { life: 0, health: 0 });
  it.each([
    ['an age under 18', { age: '17' }, { age: 'Age is at least 18' }],
    [
      'words for an amount',
      { annualIncome: 'ten lakh' },
      { annualIncome: 'Enter an amount in rupees, such as 12,00,000' },
    ],
    [
      'a percent with three decimals',
      { inflationBp: '6.125' },
      { inflationBp: 'Enter a percent, such as 6.5' },
    ],
    ['inflation over 15 %', { inflationBp: '16' }, { inflationBp: 'Inflation is at most 15 %' }],
    ['a family of 11', { familySize: '11' }, { familySize: 'Family size is at most 10' }],
  ])('refuses %s', (_case, change, errors) => {
    expect(readNeedsForm({ ...form, ...change })).toEqual({ errors });
  });
});

describe('sameInputs', () => {
  it('compares every input, and nothing saved is never the same', () => {
    expect(sameInputs(saved, { ...saved })).toBe(true);
    expect(sameInputs(saved, { ...saved, cityTier: 1 })).toBe(false);
    expect(sameInputs(saved, null)).toBe(false);
  });
});
