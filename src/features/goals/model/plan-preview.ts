import type { PlanNumbers } from './goal-form';
import { futureCost, growLumpSum, monthsBetween, requiredSip } from './goal-maths';

// The plan drawn beside the goal form while it is typed: the same figures the server's plan
// gives (goal-maths.ts), from the form's numbers and the investor's category's assumptions. The
// chance comes from the Monte Carlo, run in a worker with the input made here.

export type { PlanNumbers };

export interface PlanAssumption {
  expectedReturnBp: number;
  volatilityBp: number;
}

export interface PlanFigures extends PlanNumbers, PlanAssumption {
  months: number;
  /** The target in money of the target date. */
  futureValue: number;
  /** What the money set aside grows to by then. */
  setAsideFutureValue: number;
  /** The first month's SIP that gets there, whole rupees (stepped up yearly by stepUpBp). */
  monthlySip: number;
}

/** How many paths the live plan simulates (issue 13: at least 1,000). */
export const LIVE_PATHS = 1_000;
/** One seed for every live run, so the same form always shows the same chance. */
export const LIVE_SEED = 13;

export function planFigures(
  numbers: PlanNumbers,
  assumption: PlanAssumption,
  today: string,
): PlanFigures {
  const months = monthsBetween(today, numbers.targetDate);
  const futureValue = futureCost(numbers.targetToday, numbers.inflationBp, months);
  return {
    ...numbers,
    ...assumption,
    months,
    futureValue,
    setAsideFutureValue: growLumpSum(numbers.setAside, assumption.expectedReturnBp, months),
    monthlySip: requiredSip({
      target: futureValue,
      start: numbers.setAside,
      returnBp: assumption.expectedReturnBp,
      months,
      stepUpBp: numbers.stepUpBp,
    }),
  };
}

/** The Monte Carlo's input for a plan: its SIP, from the money set aside, against the future target. */
export const simulationOf = (figures: PlanFigures) => ({
  start: figures.setAside,
  monthlySip: figures.monthlySip,
  stepUpBp: figures.stepUpBp,
  months: figures.months,
  returnBp: figures.expectedReturnBp,
  volatilityBp: figures.volatilityBp,
  target: figures.futureValue,
  paths: LIVE_PATHS,
  seed: LIVE_SEED,
});
