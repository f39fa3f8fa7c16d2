import type { CityTier, NeedsAnswer, NeedsInputs } from './contract';
import { needsSentences } from './needs-text';
import {
  estimateHealthPremium,
  estimateTermLifePremium,
  familySizeColumn,
} from './premium-estimates';

/**
 * The insurance needs calculator (issue 18, Deliver 3): pure, no I/O, the same on the server
 * and in the browser. Formulas, tables and sources: docs/insurance.md. Money is paise.
 */

const LAKH = 1_00_000_00;
const CRORE = 1_00_00_000_00;

/** Starting assumptions the form offers (docs/insurance.md, "Assumptions"). */
export const NEEDS_DEFAULTS = {
  /** Long-run CPI inflation: RBI's target is 4 % ± 2 %; the upper end errs on the safe side. */
  inflationBp: 600,
  /** What the cover earns once paid out, invested safely (debt funds, deposits), before tax. */
  expectedReturnBp: 700,
  retirementAge: 60,
} as const;

/**
 * Present value of a growing annuity due: `payment` today, then growing by `growthBp` a year,
 * for `years` payments, discounted at `discountBp`:
 *   PV = C × (1 − q^n) / (1 − q),  q = (1 + g) / (1 + r);  PV = C × n when g = r.
 */
export function growingAnnuityDue(
  payment: number,
  growthBp: number,
  discountBp: number,
  years: number,
): number {
  if (payment <= 0 || years <= 0) return 0;
  const q = (1 + growthBp / 10_000) / (1 + discountBp / 10_000);
  if (Math.abs(q - 1) < 1e-12) return payment * years;
  return (payment * (1 - q ** years)) / (1 - q);
}

/**
 * The share of income a person spends on themself, by the number of people who depend on them:
 * the deductions the Supreme Court set for loss of dependency in Sarla Verma v. DTC (2009)
 * 6 SCC 121: one half with none, one third with up to 3, one quarter with 4 to 6, one fifth with
 * more.
 */
export function personalExpenseShare(dependants: number): number {
  if (dependants <= 0) return 1 / 2;
  if (dependants <= 3) return 1 / 3;
  if (dependants <= 6) return 1 / 4;
  return 1 / 5;
}

/** Recommended cover is rounded up: to ₹5 lakh below ₹1 crore, to ₹10 lakh from there. */
export function roundUpCover(paise: number): number {
  if (paise <= 0) return 0;
  const step = paise < CRORE ? 5 * LAKH : 10 * LAKH;
  return Math.ceil(paise / step) * step;
}

const toRupee = (paise: number): number => Math.round(paise / 100) * 100;

/**
 * Health cover to hold, by city tier (rows) and family size (columns 1, 2, 3–4, 5+): a stay in
 * a private hospital costs most in the metros, and a floater is shared by everyone on it.
 */
export const HEALTH_COVER_TABLE: Record<CityTier, readonly [number, number, number, number]> = {
  1: [10 * LAKH, 15 * LAKH, 20 * LAKH, 25 * LAKH],
  2: [7.5 * LAKH, 10 * LAKH, 15 * LAKH, 20 * LAKH],
  3: [5 * LAKH, 7.5 * LAKH, 10 * LAKH, 15 * LAKH],
};

/** The health cover the table suggests; the largest column past the table's family sizes. */
export function recommendedHealthCover(cityTier: CityTier, familySize: number): number {
  const row = HEALTH_COVER_TABLE[cityTier];
  const column = familySizeColumn(familySize);
  return column < 0 ? row[row.length - 1]! : row[column]!;
}

/** Life cover by income replacement and human life value, health cover by tier and family. */
export function insuranceNeeds(inputs: NeedsInputs): NeedsAnswer {
  const { inflationBp, expectedReturnBp } = inputs;
  // The income pays for the family's expenses up to the income itself: with no income there is
  // nothing to replace, only loans to repay.
  const expensesReplaced = Math.min(inputs.annualExpenses, inputs.annualIncome);
  const incomeReplacement =
    toRupee(
      growingAnnuityDue(expensesReplaced, inflationBp, expectedReturnBp, inputs.dependantYears),
    ) + inputs.liabilities;
  const contribution = inputs.annualIncome * (1 - personalExpenseShare(inputs.familySize - 1));
  const workingYears = Math.max(0, inputs.retirementAge - inputs.age);
  const humanLifeValue = toRupee(
    growingAnnuityDue(contribution, inflationBp, expectedReturnBp, workingYears),
  );
  // With no one depending on the income, only the loans need cover, whatever the income's worth.
  const lifeNeed =
    inputs.dependantYears === 0 ? incomeReplacement : Math.max(incomeReplacement, humanLifeValue);
  const lifeRecommended = roundUpCover(lifeNeed);
  const lifeGap = Math.max(0, lifeRecommended - inputs.existingLifeCover);

  const healthRecommended = recommendedHealthCover(inputs.cityTier, inputs.familySize);
  const healthGap = Math.max(0, healthRecommended - inputs.existingHealthCover);

  const answer: Omit<NeedsAnswer, 'sentences'> = {
    life: {
      incomeReplacement,
      humanLifeValue,
      recommended: lifeRecommended,
      existing: inputs.existingLifeCover,
      gap: lifeGap,
      estimatedAnnualPremium: estimateTermLifePremium(inputs.age, lifeGap),
    },
    health: {
      recommended: healthRecommended,
      existing: inputs.existingHealthCover,
      gap: healthGap,
      estimatedAnnualPremium: estimateHealthPremium(
        inputs.age,
        inputs.familySize,
        inputs.cityTier,
        healthGap,
      ),
    },
  };
  return { ...answer, sentences: needsSentences(inputs, answer) };
}
