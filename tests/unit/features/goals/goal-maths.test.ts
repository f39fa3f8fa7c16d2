import { describe, expect, it } from 'vitest';
import {
  addMonths,
  futureCost,
  glideValue,
  growLumpSum,
  monthsBetween,
  monthsToReach,
  planGoal,
  requiredSip,
  sipFutureValue,
} from '@/features/goals/model/goal-maths';

// Hand-worked figures (paise). 12 % a year effective is i = 1.12^(1/12) − 1 = 0.0094887929 a
// month; SIPs are paid at the start of each month (annuity due, AMFI's SIP calculator):
// - ₹10,000 a month for 10 years: 10,000 × (1.12^10 − 1) / i × (1 + i)
//   = 10,000 × 2.1058482 / 0.0094887929 × 1.0094887929 = ₹22,40,358.8956 → 22,40,35,890 paise.
//   (With a nominal 1 % a month instead, the figure often quoted, it would be ₹23,23,390.76.)
// - ₹10,000 for 12 months: 10,000 × 0.12 / i × (1 + i) = ₹1,27,664.979 → 1,27,66,498.
// - Step-up 10 %: ₹10,000 a month in year 1, ₹11,000 in year 2. Year 1's instalments are worth
//   ₹1,27,664.979 × 1.12 after another year, year 2's ₹1,27,664.979 × 1.1; in all
//   ₹1,27,664.979 × 2.22 = ₹2,83,416.254 → 2,83,41,625.
// - At 0 %: 12 × ₹10,000 + 12 × ₹11,000 + 12 × ₹12,100 = ₹3,97,200.
// - ₹10 lakh at 6 % inflation for 10 years: 10,00,000 × 1.06^10 = ₹17,90,847.70.

describe('monthsBetween', () => {
  it.each<[string, string, number]>([
    ['2025-01-15', '2035-01-15', 120],
    ['2025-01-15', '2025-02-14', 0],
    ['2025-01-15', '2025-02-15', 1],
    ['2025-01-31', '2025-02-28', 1], // the last day of a shorter month completes the month
    ['2024-01-31', '2024-02-29', 1],
    ['2025-01-31', '2025-03-30', 1],
    ['2025-01-15', '2025-01-15', 0],
    ['2025-03-10', '2025-01-01', 0], // never negative
  ])('%s → %s: %i', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });
});

describe('addMonths', () => {
  it.each<[string, number, string]>([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-15', 3, '2026-02-15'],
    ['2025-06-15', 120, '2035-06-15'],
  ])('%s + %i months: %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('futureCost and growLumpSum', () => {
  it.each<[string, number, number]>([
    ['₹10 lakh at 6 % for 10 years', futureCost(10_00_000_00, 600, 120), 17_90_84_770],
    ['no inflation', futureCost(10_00_000_00, 0, 120), 10_00_000_00],
    ['no time', futureCost(10_00_000_00, 600, 0), 10_00_000_00],
    ['₹1 lakh at 12 % for a year', growLumpSum(1_00_000_00, 1200, 12), 1_12_000_00],
    ['₹1 lakh at 12 % for two years', growLumpSum(1_00_000_00, 1200, 24), 1_25_440_00],
    // 1.12^0.5 = 1.0583005244
    ['₹1 lakh at 12 % for six months', growLumpSum(1_00_000_00, 1200, 6), 1_05_83_005],
    // 1.12^10 = 3.1058482
    ['₹1 lakh at 12 % for 10 years', growLumpSum(1_00_000_00, 1200, 120), 3_10_58_482],
  ])('%s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('sipFutureValue (annuity due)', () => {
  it.each<[string, number, number, number, number | undefined, number]>([
    ['₹10,000 a month, 10 years, 12 %', 10_000_00, 1200, 120, undefined, 22_40_35_890],
    ['₹10,000 a month, 12 months, 12 %', 10_000_00, 1200, 12, undefined, 1_27_66_498],
    // One instalment at the start of the month earns a month: 10,000 × 1.0094887929.
    ['one month', 10_000_00, 1200, 1, undefined, 10_09_489],
    ['at 0 %: the instalments', 10_000_00, 0, 120, undefined, 12_00_000_00],
    ['step-up 10 %, 2 years at 12 %', 10_000_00, 1200, 24, 1000, 2_83_41_625],
    ['step-up 10 %, 3 years at 0 %', 10_000_00, 0, 36, 1000, 3_97_200_00],
    ['no months', 10_000_00, 1200, 0, undefined, 0],
  ])('%s', (_, sip, returnBp, months, stepUpBp, expected) => {
    expect(sipFutureValue(sip, returnBp, months, stepUpBp)).toBe(expected);
  });

  it('keeps the step-ups on the plan’s anniversaries when picked up part-way', () => {
    // 18 months already paid: the next 6 instalments are still year 2's, then year 3's.
    const year2 = 10_000_00 * 1.1;
    const year3 = year2 * 1.1;
    expect(sipFutureValue(10_000_00, 0, 12, 1000, 18)).toBe(Math.round(6 * year2 + 6 * year3));
  });
});

describe('requiredSip', () => {
  it.each<[string, Parameters<typeof requiredSip>[0], number]>([
    // The annuity above backwards: ₹10,000 exactly.
    [
      '₹22,40,358.90 in 10 years at 12 %',
      { target: 22_40_35_890, start: 0, returnBp: 1200, months: 120 },
      10_000_00,
    ],
    // ₹1 lakh over 12 months at 0 %: ₹8,333.33 rounds up to ₹8,334.
    [
      '₹1 lakh in a year at 0 %',
      { target: 1_00_000_00, start: 0, returnBp: 0, months: 12 },
      8_334_00,
    ],
    // ₹1 lakh grows to ₹3,10,584.82; the SIP covers the rest: ₹10,000 again.
    [
      'with money set aside',
      { target: 3_10_58_482 + 22_40_35_890, start: 1_00_000_00, returnBp: 1200, months: 120 },
      10_000_00,
    ],
    [
      'the money set aside is enough',
      { target: 1_12_000_00, start: 1_00_000_00, returnBp: 1200, months: 12 },
      0,
    ],
    [
      'the step-up SIP backwards',
      { target: 2_83_41_625, start: 0, returnBp: 1200, months: 24, stepUpBp: 1000 },
      10_000_00,
    ],
    ['no month left', { target: 1_00_000_00, start: 0, returnBp: 1200, months: 0 }, 0],
  ])('%s', (_, input, expected) => {
    expect(requiredSip(input)).toBe(expected);
  });

  it.each<[number, number, number, number, number]>([
    // target, start, return, months, step-up
    [50_00_000_00, 0, 1200, 120, 1000],
    [1_00_00_000_00, 5_00_000_00, 1000, 240, 500],
    [3_00_000_00, 0, 700, 18, 0],
    [10_00_000_00, 2_00_000_00, 850, 61, 0],
    [50_00_00_000_00, 12_345_67, 1100, 600, 1500],
    [2_00_000_00, 0, 0, 7, 0],
  ])(
    'round trip: target %i, start %i, %i bp, %i months, step-up %i',
    (target, start, returnBp, months, stepUpBp) => {
      const sip = requiredSip({ target, start, returnBp, months, stepUpBp });
      const reached = (s: number) =>
        growLumpSum(start, returnBp, months) + sipFutureValue(s, returnBp, months, stepUpBp);
      expect(sip).toBeGreaterThan(0);
      expect(sip % 100).toBe(0);
      expect(reached(sip)).toBeGreaterThanOrEqual(target);
      expect(reached(sip - 100)).toBeLessThan(target);
    },
  );
});

describe('monthsToReach', () => {
  it.each<[string, Parameters<typeof monthsToReach>[0], number | null]>([
    [
      '₹10,000 a month to ₹1.2 lakh at 0 %',
      { target: 1_20_000_00, inflationBp: 0, start: 0, monthlySip: 10_000_00, returnBp: 0 },
      12,
    ],
    [
      '₹1 lakh at 12 % to ₹1.12 lakh',
      { target: 1_12_000_00, inflationBp: 0, start: 1_00_000_00, monthlySip: 0, returnBp: 1200 },
      12,
    ],
    [
      'already there',
      { target: 1_00_000_00, inflationBp: 600, start: 1_00_000_00, monthlySip: 0, returnBp: 0 },
      0,
    ],
    // The target grows with inflation as fast as the money: never.
    [
      'inflation as fast as the return',
      { target: 1_12_000_00, inflationBp: 1200, start: 1_00_000_00, monthlySip: 0, returnBp: 1200 },
      null,
    ],
    [
      'not within the limit',
      {
        target: 1_20_000_00,
        inflationBp: 0,
        start: 0,
        monthlySip: 10_000_00,
        returnBp: 0,
        maxMonths: 11,
      },
      null,
    ],
  ])('%s', (_, input, expected) => {
    expect(monthsToReach(input)).toBe(expected);
  });

  it('is the first month the plan reaches the inflated target', () => {
    const input = {
      target: 25_00_000_00,
      inflationBp: 600,
      start: 2_00_000_00,
      monthlySip: 15_000_00,
      returnBp: 1200,
      stepUpBp: 500,
    };
    const months = monthsToReach(input) as number;
    const have = (n: number) =>
      growLumpSum(input.start, 1200, n) + sipFutureValue(input.monthlySip, 1200, n, 500);
    expect(have(months)).toBeGreaterThanOrEqual(futureCost(input.target, 600, months));
    expect(have(months - 1)).toBeLessThan(futureCost(input.target, 600, months - 1));
  });
});

describe('glideValue', () => {
  it('is the money set aside grown plus the SIPs', () => {
    expect(
      glideValue({ start: 1_00_000_00, monthlySip: 10_000_00, returnBp: 1200, months: 120 }),
    ).toBe(3_10_58_482 + 22_40_35_890);
    expect(
      glideValue({ start: 1_00_000_00, monthlySip: 10_000_00, returnBp: 1200, months: 0 }),
    ).toBe(1_00_000_00);
  });
});

describe('planGoal', () => {
  const goal = {
    targetToday: 20_00_000_00,
    targetDate: '2035-01-15',
    today: '2025-01-15',
    inflationBp: 600,
    setAside: 1_00_000_00,
    stepUpBp: 1000,
    returnBp: 1200,
    volatilityBp: 1600,
    seed: 99,
  };

  it('puts the pieces together', () => {
    const plan = planGoal(goal);
    expect(plan).toMatchObject({
      months: 120,
      futureValue: futureCost(20_00_000_00, 600, 120),
      setAsideFutureValue: 3_10_58_482,
      monthlySip: requiredSip({
        target: futureCost(20_00_000_00, 600, 120),
        start: 1_00_000_00,
        returnBp: 1200,
        months: 120,
        stepUpBp: 1000,
      }),
      paths: 1000,
    });
    expect(plan.chance).toBeGreaterThan(0);
    expect(plan.chance).toBeLessThan(1);
    expect(planGoal(goal)).toEqual(plan);
  });

  it('is certain with no volatility', () => {
    expect(planGoal({ ...goal, volatilityBp: 0 }).chance).toBe(1);
  });
});
