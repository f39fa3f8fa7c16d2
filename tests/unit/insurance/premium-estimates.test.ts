import { describe, expect, it } from 'vitest';
import {
  HEALTH_FLOATER_PER_10_LAKH,
  HEALTH_TIER_FACTOR,
  PREMIUM_ESTIMATE_LABEL,
  TERM_LIFE_PER_CRORE,
  estimateHealthPremium,
  estimateTermLifePremium,
  familySizeColumn,
} from '@/features/insurance/model/premium-estimates';

const RUPEE = 100;
const LAKH = 1_00_000 * RUPEE;
const CRORE = 100 * LAKH;

describe('the term life table (₹1 crore, non-smoker)', () => {
  it('runs without holes from 18 to 60', () => {
    TERM_LIFE_PER_CRORE.forEach((band, index) => {
      const next = TERM_LIFE_PER_CRORE[index + 1];
      if (next) expect(next.from).toBe(band.to + 1);
    });
    expect(TERM_LIFE_PER_CRORE[0]?.from).toBe(18);
    expect(TERM_LIFE_PER_CRORE.at(-1)?.to).toBe(60);
  });

  it.each<[number, number, number | null]>([
    [17, CRORE, null],
    [18, CRORE, 8_500 * RUPEE],
    [25, CRORE, 8_500 * RUPEE],
    [26, CRORE, 10_500 * RUPEE],
    [35, CRORE, 13_000 * RUPEE],
    [36, CRORE, 18_000 * RUPEE],
    [50, CRORE, 40_000 * RUPEE],
    [51, CRORE, 60_000 * RUPEE],
    [60, CRORE, 90_000 * RUPEE],
    [61, CRORE, null],
    // Pro rata: ₹1.3 crore at 30 is 1.3 × ₹10,500 = ₹13,650 → ₹13,700 (to ₹100).
    [30, 1.3 * CRORE, 13_700 * RUPEE],
    // Below the ₹25 lakh a plan starts at, priced as ₹25 lakh: ₹10,500 / 4 = ₹2,625 → ₹2,600.
    [30, 10 * LAKH, 2_600 * RUPEE],
    [30, 25 * LAKH, 2_600 * RUPEE],
    // No gap, nothing to pay, even outside the table.
    [30, 0, 0],
    [70, 0, 0],
  ])('age %i, cover %i paise: %s', (age, cover, premium) => {
    expect(estimateTermLifePremium(age, cover)).toBe(premium);
  });
});

describe('the health floater table (₹10 lakh)', () => {
  it('runs without holes from 18 to 75', () => {
    HEALTH_FLOATER_PER_10_LAKH.forEach((band, index) => {
      const next = HEALTH_FLOATER_PER_10_LAKH[index + 1];
      if (next) expect(next.from).toBe(band.to + 1);
    });
    expect(HEALTH_FLOATER_PER_10_LAKH[0]?.from).toBe(18);
    expect(HEALTH_FLOATER_PER_10_LAKH.at(-1)?.to).toBe(75);
  });

  it.each<[number, number]>([
    [0, -1],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [10, 3],
    [11, -1],
  ])('family of %i is column %i', (size, column) => {
    expect(familySizeColumn(size)).toBe(column);
  });

  it.each<[number, number, 1 | 2 | 3, number, number | null]>([
    [18, 1, 1, 10 * LAKH, 9_000 * RUPEE],
    [35, 2, 1, 10 * LAKH, 14_500 * RUPEE],
    [36, 2, 1, 10 * LAKH, 19_500 * RUPEE],
    [45, 4, 1, 10 * LAKH, 24_000 * RUPEE],
    [46, 3, 1, 10 * LAKH, 37_000 * RUPEE],
    [56, 5, 1, 10 * LAKH, 72_000 * RUPEE],
    [75, 10, 1, 10 * LAKH, 1_05_000 * RUPEE],
    [76, 2, 1, 10 * LAKH, null],
    [17, 2, 1, 10 * LAKH, null],
    [40, 11, 1, 10 * LAKH, null],
    // Tier factors: 0.9 and 0.8 of the metro price.
    [40, 4, 2, 10 * LAKH, 21_600 * RUPEE],
    [40, 4, 3, 10 * LAKH, 19_200 * RUPEE],
    // Pro rata: ₹15 lakh is 1.5 × ₹24,000.
    [40, 4, 1, 15 * LAKH, 36_000 * RUPEE],
    // Below ₹5 lakh, priced as ₹5 lakh.
    [40, 4, 1, 2 * LAKH, 12_000 * RUPEE],
    [40, 4, 1, 0, 0],
  ])('age %i, %i people, tier %i, cover %i paise: %s', (age, size, tier, cover, premium) => {
    expect(estimateHealthPremium(age, size, tier, cover)).toBe(premium);
  });

  it('charges less outside the metros', () => {
    expect(HEALTH_TIER_FACTOR).toEqual({ 1: 1, 2: 0.9, 3: 0.8 });
  });
});

it('labels the figures as an estimate, not a quote', () => {
  expect(PREMIUM_ESTIMATE_LABEL).toMatch(/estimate/);
  expect(PREMIUM_ESTIMATE_LABEL).toMatch(/not a quote/);
});
