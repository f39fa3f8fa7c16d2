import { describe, expect, it } from 'vitest';
import type { PremiumFrequency } from '@/features/insurance/model/contract';
import {
  annualisedPremium,
  existingCover,
  totalAnnualPremium,
} from '@/features/insurance/model/policies';

const RUPEE = 100;
const LAKH = 1_00_000 * RUPEE;

describe('annualisedPremium', () => {
  it.each<[PremiumFrequency, number, number]>([
    ['monthly', 1_000 * RUPEE, 12_000 * RUPEE],
    ['quarterly', 3_250 * RUPEE, 13_000 * RUPEE],
    ['half_yearly', 6_000 * RUPEE, 12_000 * RUPEE],
    ['yearly', 14_999 * RUPEE, 14_999 * RUPEE],
    // Paid once: no yearly cost.
    ['single', 2_00_000 * RUPEE, 0],
  ])('%s instalment of %i paise: %i a year', (frequency, premium, yearly) => {
    expect(annualisedPremium(premium, frequency)).toBe(yearly);
  });
});

const policies = [
  { kind: 'term_life', sumAssured: 50 * LAKH, premium: 1_100 * RUPEE, frequency: 'monthly' },
  { kind: 'term_life', sumAssured: 1_00 * LAKH, premium: 12_000 * RUPEE, frequency: 'yearly' },
  { kind: 'health', sumAssured: 5 * LAKH, premium: 18_000 * RUPEE, frequency: 'yearly' },
  { kind: 'health', sumAssured: 10 * LAKH, premium: 3_000 * RUPEE, frequency: 'quarterly' },
  { kind: 'critical_illness', sumAssured: 25 * LAKH, premium: 9_000 * RUPEE, frequency: 'yearly' },
  { kind: 'personal_accident', sumAssured: 20 * LAKH, premium: 1_500 * RUPEE, frequency: 'yearly' },
  { kind: 'motor', sumAssured: 6 * LAKH, premium: 40_000 * RUPEE, frequency: 'single' },
] as const;

describe('existingCover', () => {
  it('sums term life and health; other kinds count toward neither', () => {
    expect(existingCover(policies)).toEqual({ life: 1_50 * LAKH, health: 15 * LAKH });
  });

  it('is nothing without policies', () => {
    expect(existingCover([])).toEqual({ life: 0, health: 0 });
  });
});

it('totalAnnualPremium adds each policy’s yearly premium', () => {
  // 13,200 + 12,000 + 18,000 + 12,000 + 9,000 + 1,500 + 0 (single).
  expect(totalAnnualPremium(policies)).toBe(65_700 * RUPEE);
  expect(totalAnnualPremium([])).toBe(0);
});
