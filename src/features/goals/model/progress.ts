import type { GoalProgress, GoalStatus } from './contract';
import {
  addMonths,
  futureCost,
  glideValue,
  growLumpSum,
  monthsBetween,
  monthsToReach,
  requiredSip,
  sipFutureValue,
} from './goal-maths';
import { DEFAULT_PATHS, simulateGoal } from './monte-carlo';

// A goal's progress against its plan (issue 13, Deliver 3). The plan is the one made on the day
// the goal was created (planGoal with today = createdOn): its first SIP `monthlySip`, stepped up
// yearly on the plan's anniversaries.
//
// - futureValue: the target's cost at the target date, inflated from createdOn.
// - expectedNow: the glide path, glideValue(setAside, plan SIP) over the months since createdOn.
// - projected: today's value grown to the target date, plus the plan's SIPs from today on
//   (their step-ups still on the plan's anniversaries).
// - shortfall = max(0, futureValue − projected).
// - status: on-track when there is no shortfall or the value is at least the glide path;
//   at-risk when the shortfall is at most 10 % of futureValue; off-track beyond.
// - fix (only with a shortfall): the SIP from now on that closes it (requiredSip from today's
//   value, stepped up yearly from today) and how much that raises today's SIP; or the date the
//   current SIP gets there (monthsToReach, the target still growing with inflation), null beyond
//   50 years. Past the target date no SIP can help: raiseSipBy is 0, only the date moves.
// - chance: the Monte Carlo from today's value with the plan's SIPs, seeded (by the goal's id)
//   so the same goal shows the same chance every time.

export interface GoalProgressInput {
  targetToday: number;
  targetDate: string;
  inflationBp: number;
  setAside: number;
  stepUpBp: number;
  returnBp: number;
  volatilityBp: number;
  /** The plan's first monthly SIP (planGoal on createdOn). */
  monthlySip: number;
  /** The goal's value today, paise. */
  value: number;
  today: string;
  createdOn: string;
  seed?: number;
  paths?: number;
}

/** What off-track means: a shortfall above this share of the future value. */
export const AT_RISK_SHARE = 0.1;
const MAX_MONTHS = 600;

/** What goalStanding needs: goalProgress's input without the Monte Carlo's. */
export type GoalStandingInput = Omit<GoalProgressInput, 'volatilityBp' | 'seed' | 'paths'>;

/**
 * The status and its figures (futureValue, expectedNow, projected, shortfall) without the Monte
 * Carlo: what the client book (server/modules/advisor-book) needs for every goal of a book.
 */
export function goalStanding(input: GoalStandingInput) {
  const { targetToday, targetDate, inflationBp, setAside, stepUpBp, returnBp } = input;
  const { monthlySip, value, today, createdOn } = input;
  const total = monthsBetween(createdOn, targetDate);
  const sinceStart = monthsBetween(createdOn, today);
  const left = monthsBetween(today, targetDate);
  const futureValue = futureCost(targetToday, inflationBp, total);
  const expectedNow = glideValue({
    start: setAside,
    monthlySip,
    returnBp,
    stepUpBp,
    months: Math.min(sinceStart, total),
  });
  const projected =
    growLumpSum(value, returnBp, left) +
    sipFutureValue(monthlySip, returnBp, left, stepUpBp, sinceStart);
  const shortfall = Math.max(0, futureValue - projected);
  const status: GoalStatus =
    shortfall === 0 || value >= expectedNow
      ? 'on-track'
      : shortfall <= AT_RISK_SHARE * futureValue
        ? 'at-risk'
        : 'off-track';
  return { status, shortfall, futureValue, expectedNow, sinceStart, left };
}

export function goalProgress(
  input: GoalProgressInput,
): Omit<GoalProgress, 'asOf' | 'basketValue' | 'elsewhere' | 'invested'> {
  const { targetToday, inflationBp, stepUpBp, returnBp } = input;
  const { volatilityBp, monthlySip, value, today } = input;
  const { status, shortfall, futureValue, expectedNow, sinceStart, left } = goalStanding(input);

  const { chance } = simulateGoal({
    start: value,
    monthlySip,
    stepUpBp,
    months: left,
    returnBp,
    volatilityBp,
    target: futureValue,
    paths: input.paths ?? DEFAULT_PATHS,
    seed: input.seed,
    elapsedMonths: sinceStart,
  });

  let fix: GoalProgress['fix'] = null;
  if (shortfall > 0) {
    const currentSip = Math.round(
      monthlySip * (1 + stepUpBp / 10_000) ** Math.floor(sinceStart / 12),
    );
    const newMonthlySip =
      left > 0
        ? requiredSip({ target: futureValue, start: value, returnBp, months: left, stepUpBp })
        : currentSip;
    const months = monthsToReach({
      target: futureCost(targetToday, inflationBp, sinceStart),
      inflationBp,
      start: value,
      monthlySip,
      returnBp,
      stepUpBp,
      maxMonths: MAX_MONTHS,
      elapsedMonths: sinceStart,
    });
    fix = {
      raiseSipBy: Math.max(0, newMonthlySip - currentSip),
      newMonthlySip,
      moveDateTo: months === null ? null : addMonths(today, Math.max(months, left + 1)),
    };
  }
  return { value, expectedNow, status, shortfall, chance, fix };
}
