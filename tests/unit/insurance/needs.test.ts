import { describe, expect, it } from 'vitest';
import type { NeedsInputs } from '@/features/insurance/model/contract';
import {
  HEALTH_COVER_TABLE,
  growingAnnuityDue,
  insuranceNeeds,
  personalExpenseShare,
  recommendedHealthCover,
  roundUpCover,
} from '@/features/insurance/model/needs';

const RUPEE = 100;
const LAKH = 1_00_000 * RUPEE;
const CRORE = 100 * LAKH;

// Hand-worked figures (docs/insurance.md). A growing annuity due pays C today and C(1+g)^k in
// year k; PV = C (1 − q^n)/(1 − q) with q = (1+g)/(1+r).
// - ₹1,00,000, g 6 %, r 8 %, 10 years: q = 0.981481…, PV = ₹9,20,651.45.
// - ₹1,00,000, g 5 %, r 0 %, 3 years: 1 + 1.05 + 1.1025 = 3.1525 → ₹3,15,250.
// - The Sharma example: expenses ₹9 lakh, 20 years, 6 %/7 %: ₹1,64,88,028.52; with ₹40 lakh of
//   loans ₹2,04,88,029 (whole rupees). Human life value: income ₹18 lakh less a third (3
//   dependants, Sarla Verma) = ₹12 lakh, 26 years to 60 from 34: ₹2,78,13,591.70 → ₹2,78,13,592.
//   Recommended: the larger, rounded up to ₹10 lakh: ₹2.8 crore. Term cover ₹50 lakh: gap ₹2.3
//   crore; at 34 the table's ₹13,000 per crore → ₹29,900 a year.
describe('growingAnnuityDue', () => {
  it.each<[string, number, number, number, number, number]>([
    ['growing slower than the discount', 1_00_000 * RUPEE, 600, 800, 10, 9_20_651.45 * RUPEE],
    ['no discount', 1_00_000 * RUPEE, 500, 0, 3, 3_15_250 * RUPEE],
    ['inflation equal to the return: C × n', 1_00_000 * RUPEE, 600, 600, 20, 20_00_000 * RUPEE],
    ['no growth, no discount', 50_000 * RUPEE, 0, 0, 4, 2_00_000 * RUPEE],
    ['no years', 1_00_000 * RUPEE, 600, 800, 0, 0],
    ['nothing to pay', 0, 600, 800, 10, 0],
  ])('%s', (_, payment, growthBp, discountBp, years, expected) => {
    expect(growingAnnuityDue(payment, growthBp, discountBp, years)).toBeCloseTo(expected, 0);
  });
});

describe('personalExpenseShare (Sarla Verma v. DTC, 2009)', () => {
  it.each<[number, number]>([
    [0, 1 / 2],
    [1, 1 / 3],
    [3, 1 / 3],
    [4, 1 / 4],
    [6, 1 / 4],
    [7, 1 / 5],
    [9, 1 / 5],
  ])('%i dependants: %f of income', (dependants, share) => {
    expect(personalExpenseShare(dependants)).toBe(share);
  });
});

describe('roundUpCover', () => {
  it.each<[number, number]>([
    [0, 0],
    [-5, 0],
    [1, 5 * LAKH],
    [5 * LAKH, 5 * LAKH],
    [5 * LAKH + 1, 10 * LAKH],
    [97 * LAKH, CRORE],
    [CRORE, CRORE],
    [CRORE + 1, 1.1 * CRORE],
    [2.78 * CRORE, 2.8 * CRORE],
  ])('%i paise → %i', (paise, rounded) => {
    expect(roundUpCover(paise)).toBe(rounded);
  });
});

const sharma: NeedsInputs = {
  annualIncome: 18 * LAKH,
  annualExpenses: 9 * LAKH,
  liabilities: 40 * LAKH,
  dependantYears: 20,
  existingLifeCover: 50 * LAKH,
  inflationBp: 600,
  expectedReturnBp: 700,
  age: 34,
  retirementAge: 60,
  cityTier: 1,
  familySize: 4,
  existingHealthCover: 5 * LAKH,
};

describe('insuranceNeeds', () => {
  it('works the Sharma example by hand', () => {
    expect(insuranceNeeds(sharma)).toEqual({
      life: {
        incomeReplacement: 2_04_88_029 * RUPEE,
        humanLifeValue: 2_78_13_592 * RUPEE,
        recommended: 2.8 * CRORE,
        existing: 50 * LAKH,
        gap: 2.3 * CRORE,
        estimatedAnnualPremium: 29_900 * RUPEE,
      },
      health: {
        recommended: 20 * LAKH,
        existing: 5 * LAKH,
        gap: 15 * LAKH,
        estimatedAnnualPremium: 27_000 * RUPEE,
      },
      sentences: [
        'Your family would need about ₹2.8 crore if your income stopped; your term cover is ₹50 lakh, a gap of ₹2.3 crore. Closing it would cost roughly ₹29,900 a year (an estimate).',
        'For a family of 4 in a metro (tier 1) city, a health cover of about ₹20 lakh is sensible; you have ₹5 lakh, a gap of ₹15 lakh. Closing it would cost roughly ₹27,000 a year (an estimate).',
      ],
    });
  });

  it('with no dependants, covers only the loans (the human life value is shown, not used)', () => {
    const needs = insuranceNeeds({ ...sharma, dependantYears: 0, liabilities: 32 * LAKH });
    expect(needs.life.incomeReplacement).toBe(32 * LAKH);
    expect(needs.life.humanLifeValue).toBeGreaterThan(2 * CRORE);
    expect(needs.life.recommended).toBe(35 * LAKH);
    expect(needs.life.gap).toBe(0);
    expect(needs.life.estimatedAnnualPremium).toBe(0);
    expect(needs.sentences[0]).toBe(
      'Your family would need about ₹35 lakh to repay your loans; your term cover of ₹50 lakh is enough.',
    );
  });

  it('with no dependants and no loans, suggests no life cover', () => {
    const needs = insuranceNeeds({ ...sharma, dependantYears: 0, liabilities: 0 });
    expect(needs.life).toMatchObject({ incomeReplacement: 0, recommended: 0, gap: 0 });
    expect(needs.sentences[0]).toBe(
      'No one depends on your income and no loans to repay, so you need no life cover.',
    );
  });

  it('with no income, has nothing to replace: no income replacement, no human life value', () => {
    const noIncome = { ...sharma, annualIncome: 0, liabilities: 0, existingLifeCover: 0 };
    const needs = insuranceNeeds(noIncome);
    expect(needs.life).toEqual({
      incomeReplacement: 0,
      humanLifeValue: 0,
      recommended: 0,
      existing: 0,
      gap: 0,
      estimatedAnnualPremium: 0,
    });
    expect(needs.sentences[0]).toBe(
      'You have no income to replace and no loans to repay, so you need no life cover.',
    );
    const withLoan = insuranceNeeds({ ...noIncome, liabilities: 12 * LAKH });
    expect(withLoan.life).toMatchObject({ incomeReplacement: 12 * LAKH, recommended: 15 * LAKH });
    // Term plans start at ₹25 lakh: ₹13,000 per crore × 0.25 = ₹3,250 → ₹3,300.
    expect(withLoan.sentences[0]).toBe(
      'Your family would need about ₹15 lakh to repay your loans; you have no term cover, a gap of ₹15 lakh. Closing it would cost roughly ₹3,300 a year (an estimate).',
    );
  });

  it('replaces expenses only up to the income', () => {
    const lean = insuranceNeeds({ ...sharma, annualIncome: 6 * LAKH, annualExpenses: 9 * LAKH });
    const matched = insuranceNeeds({ ...sharma, annualIncome: 6 * LAKH, annualExpenses: 6 * LAKH });
    expect(lean.life.incomeReplacement).toBe(matched.life.incomeReplacement);
  });

  it('over-insured: the gap is zero, never negative, and costs nothing', () => {
    const needs = insuranceNeeds({
      ...sharma,
      existingLifeCover: 5 * CRORE,
      existingHealthCover: 50 * LAKH,
    });
    expect(needs.life).toMatchObject({ gap: 0, estimatedAnnualPremium: 0, existing: 5 * CRORE });
    expect(needs.health).toMatchObject({ gap: 0, estimatedAnnualPremium: 0 });
    expect(needs.sentences).toEqual([
      'Your family would need about ₹2.8 crore if your income stopped; your term cover of ₹5 crore is enough.',
      'For a family of 4 in a metro (tier 1) city, a health cover of about ₹20 lakh is sensible; your cover of ₹50 lakh is enough.',
    ]);
  });

  it('inflation equal to the return: income replacement is expenses × years + loans', () => {
    const needs = insuranceNeeds({ ...sharma, inflationBp: 700, expectedReturnBp: 700 });
    expect(needs.life.incomeReplacement).toBe(9 * LAKH * 20 + 40 * LAKH);
    // 18 lakh less a third, 26 years.
    expect(needs.life.humanLifeValue).toBe(12 * LAKH * 26);
  });

  it.each<[string, number, number]>([
    ['at the retirement age', 60, 60],
    ['past the retirement age', 65, 60],
  ])('%s: no working years, so no human life value', (_, age, retirementAge) => {
    const needs = insuranceNeeds({ ...sharma, age, retirementAge });
    expect(needs.life.humanLifeValue).toBe(0);
    expect(needs.life.recommended).toBe(roundUpCover(needs.life.incomeReplacement));
  });

  it('past the term table (over 60): no premium estimate, and says so', () => {
    const needs = insuranceNeeds({ ...sharma, age: 62, retirementAge: 65 });
    expect(needs.life.gap).toBeGreaterThan(0);
    expect(needs.life.estimatedAnnualPremium).toBeNull();
    expect(needs.sentences[0]).toMatch(
      /Our estimate table does not cover your age; ask insurers for a term plan quote\.$/,
    );
    // The health table runs to 75.
    expect(needs.health.estimatedAnnualPremium).toBe(60_000 * 1.5 * RUPEE);
  });

  it('says "one person" and "none" for a single person without health cover', () => {
    const needs = insuranceNeeds({ ...sharma, familySize: 1, cityTier: 3, existingHealthCover: 0 });
    expect(needs.health).toEqual({
      recommended: 5 * LAKH,
      existing: 0,
      gap: 5 * LAKH,
      // ₹9,000 per ₹10 lakh at 34, × 0.8 in tier 3, for ₹5 lakh.
      estimatedAnnualPremium: 3_600 * RUPEE,
    });
    expect(needs.sentences[1]).toBe(
      'For one person in a tier 3 city or town, a health cover of about ₹5 lakh is sensible; you have none, a gap of ₹5 lakh. Closing it would cost roughly ₹3,600 a year (an estimate).',
    );
  });
});

describe('recommendedHealthCover by tier and family size', () => {
  const cases: [1 | 2 | 3, number, number][] = [];
  for (const tier of [1, 2, 3] as const) {
    const row = HEALTH_COVER_TABLE[tier];
    for (const [size, column] of [
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [10, 3],
    ] as const) {
      cases.push([tier, size, row[column]]);
    }
  }
  it.each(cases)('tier %i, %i people: %i paise', (tier, size, cover) => {
    expect(recommendedHealthCover(tier, size)).toBe(cover);
    expect(insuranceNeeds({ ...sharma, cityTier: tier, familySize: size }).health.recommended).toBe(
      cover,
    );
  });

  it('is the documented table', () => {
    expect(HEALTH_COVER_TABLE).toEqual({
      1: [10 * LAKH, 15 * LAKH, 20 * LAKH, 25 * LAKH],
      2: [7.5 * LAKH, 10 * LAKH, 15 * LAKH, 20 * LAKH],
      3: [5 * LAKH, 7.5 * LAKH, 10 * LAKH, 15 * LAKH],
    });
  });

  it('past the table, keeps to its largest column', () => {
    expect(recommendedHealthCover(2, 14)).toBe(20 * LAKH);
  });
});
