import type { GoalPlan } from './contract';
import { simulateGoal } from './monte-carlo';

// The goal maths (issue 13, Deliver 2 and 3). Money in paise, rates in basis points a year.
//
// - Monthly rate: i = (1 + r)^(1/12) − 1, the effective monthly rate of a yearly effective r
//   (so twelve months compound to exactly r).
// - Future cost of a target: today × (1 + π)^(months / 12), π the yearly inflation.
// - Lump sum: P × (1 + r)^(months / 12).
// - SIP: paid at the START of each month (an annuity due), as AMFI's SIP calculator and most
//   Indian fund houses' calculators assume: n instalments S grow to
//   S × ((1 + i)^n − 1) / i × (1 + i). With a yearly step-up s, instalment k (0-based) is
//   S × (1 + s)^⌊(k + e) / 12⌋, e being months of the plan already paid (so the step-ups keep
//   falling on the plan's anniversaries when it is picked up part-way); the sum is worked month
//   by month: V ← (V + Sₖ) × (1 + i).
// - Results are rounded to the paisa; instalments are not (a rupee-rounded SIP is what
//   requiredSip returns; its step-ups follow the rule exactly).

const BP = 10_000;

/** Effective monthly growth factor 1 + i of a yearly rate in basis points. */
export const monthlyFactor = (returnBp: number): number => (1 + returnBp / BP) ** (1 / 12);

const parse = (date: string) => {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return { y, m, d };
};
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * Whole months from one YYYY-MM-DD to another, floored, never negative. A month counts when the
 * day of the month is reached, or the later date is the last day of a shorter month
 * (31 Jan → 28 Feb is a month).
 */
export function monthsBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  let months = (b.y - a.y) * 12 + (b.m - a.m);
  if (b.d < a.d && b.d < daysIn(b.y, b.m)) months -= 1;
  return Math.max(0, months);
}

/** The date `months` after `date`, on the same day or the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const { y, m, d } = parse(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysIn(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** What costs `todayPaise` today will cost after `months` of yearly inflation `inflationBp`. */
export function futureCost(todayPaise: number, inflationBp: number, months: number): number {
  return Math.round(todayPaise * (1 + inflationBp / BP) ** (months / 12));
}

/** A lump sum grown for `months` at `returnBp` a year. */
export function growLumpSum(paise: number, returnBp: number, months: number): number {
  return Math.round(paise * (1 + returnBp / BP) ** (months / 12));
}

/** Unrounded annuity-due value of `months` instalments; see the file's comment. */
function sipValue(
  monthlySip: number,
  returnBp: number,
  months: number,
  stepUpBp: number,
  elapsedMonths: number,
): number {
  const growth = monthlyFactor(returnBp);
  const step = 1 + stepUpBp / BP;
  let value = 0;
  for (let k = 0; k < months; k += 1) {
    value = (value + monthlySip * step ** Math.floor((k + elapsedMonths) / 12)) * growth;
  }
  return value;
}

/**
 * What `months` monthly instalments, the first `monthlySip`, paid at the start of each month and
 * stepped up by `stepUpBp` every 12 months, are worth at the end of the last month.
 * `elapsedMonths`: months of the plan already paid before these (the step-ups' phase).
 */
export function sipFutureValue(
  monthlySip: number,
  returnBp: number,
  months: number,
  stepUpBp = 0,
  elapsedMonths = 0,
): number {
  return Math.round(sipValue(monthlySip, returnBp, months, stepUpBp, elapsedMonths));
}

/**
 * The first month's SIP, in paise rounded UP to a whole rupee, with which
 * growLumpSum(start) + sipFutureValue(sip) ≥ target (and a rupee less falls short); 0 when the
 * start alone gets there, or when no month is left to pay in.
 */
export function requiredSip(input: {
  target: number;
  start: number;
  returnBp: number;
  months: number;
  stepUpBp?: number;
}): number {
  const { target, start, returnBp, months, stepUpBp = 0 } = input;
  const grown = growLumpSum(start, returnBp, months);
  if (grown >= target || months <= 0) return 0;
  const reaches = (sip: number) =>
    grown + sipFutureValue(sip, returnBp, months, stepUpBp) >= target;
  // The value is linear in the SIP: one paisa a month is worth `unit` at the end.
  const unit = sipValue(1, returnBp, months, stepUpBp, 0);
  let sip = Math.max(100, Math.ceil((target - grown) / unit / 100) * 100);
  while (!reaches(sip)) sip += 100;
  while (sip > 100 && reaches(sip - 100)) sip -= 100;
  return sip;
}

/**
 * Months from now until the money reaches a target given in today's money (which grows with
 * inflation meanwhile): the first n with growLumpSum(start, n) + sipFutureValue(sip, n) ≥
 * futureCost(target, n); null when not within maxMonths (default 600, 50 years).
 */
export function monthsToReach(input: {
  target: number;
  inflationBp: number;
  start: number;
  monthlySip: number;
  returnBp: number;
  stepUpBp?: number;
  maxMonths?: number;
  /** Months of the plan already paid (the step-ups' phase), as in sipFutureValue. */
  elapsedMonths?: number;
}): number | null {
  const { target, inflationBp, start, monthlySip, returnBp } = input;
  const { stepUpBp = 0, maxMonths = 600, elapsedMonths = 0 } = input;
  const growth = monthlyFactor(returnBp);
  const step = 1 + stepUpBp / BP;
  let sip = 0;
  for (let n = 0; n <= maxMonths; n += 1) {
    if (n > 0) sip = (sip + monthlySip * step ** Math.floor((n - 1 + elapsedMonths) / 12)) * growth;
    const have = growLumpSum(start, returnBp, n) + Math.round(sip);
    if (have >= futureCost(target, inflationBp, n)) return n;
  }
  return null;
}

/** Where the plan says the money should be after `months`: the start grown plus the SIPs. */
export function glideValue(input: {
  start: number;
  monthlySip: number;
  returnBp: number;
  stepUpBp?: number;
  months: number;
}): number {
  const { start, monthlySip, returnBp, stepUpBp = 0, months } = input;
  return (
    growLumpSum(start, returnBp, months) + sipFutureValue(monthlySip, returnBp, months, stepUpBp)
  );
}

/** Paths of the plan's Monte Carlo (issue 13: at least 1,000). */
export const PLAN_PATHS = 1_000;

/**
 * The plan of a goal made on `today`: the target's future cost, what the money set aside grows
 * to, the first monthly SIP that reaches the rest (requiredSip) and the chance of getting there
 * with it (simulateGoal, PLAN_PATHS paths, seeded).
 */
export function planGoal(input: {
  targetToday: number;
  targetDate: string;
  today: string;
  inflationBp: number;
  setAside: number;
  stepUpBp: number;
  returnBp: number;
  volatilityBp: number;
  seed?: number;
}): GoalPlan {
  const months = monthsBetween(input.today, input.targetDate);
  const futureValue = futureCost(input.targetToday, input.inflationBp, months);
  const monthlySip = requiredSip({
    target: futureValue,
    start: input.setAside,
    returnBp: input.returnBp,
    months,
    stepUpBp: input.stepUpBp,
  });
  const { chance } = simulateGoal({
    start: input.setAside,
    monthlySip,
    stepUpBp: input.stepUpBp,
    months,
    returnBp: input.returnBp,
    volatilityBp: input.volatilityBp,
    target: futureValue,
    paths: PLAN_PATHS,
    seed: input.seed,
  });
  return {
    months,
    futureValue,
    setAsideFutureValue: growLumpSum(input.setAside, input.returnBp, months),
    monthlySip,
    chance,
    paths: PLAN_PATHS,
  };
}
