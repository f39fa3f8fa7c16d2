import { describe, expect, it } from 'vitest';
import {
  addMonths,
  futureCost,
  glideValue,
  growLumpSum,
  monthsToReach,
  planGoal,
  requiredSip,
  sipFutureValue,
} from '@/features/goals/model/goal-maths';
import { goalProgress, type GoalProgressInput } from '@/features/goals/model/progress';

// A goal made on 2025-01-15: ₹20 lakh in today's money on 2035-01-15 (120 months), 6 %
// inflation (₹35,81,695.39 then), ₹1 lakh set aside, 10 % step-up, 12 % return, 16 % volatility.
// Two years on, the plan's glide path says glideValue(24 months); the goal is checked at 100 %,
// 97 %, 90 % and 60 % of it.

const goal = {
  targetToday: 20_00_000_00,
  targetDate: '2035-01-15',
  inflationBp: 600,
  setAside: 1_00_000_00,
  stepUpBp: 1000,
  returnBp: 1200,
  volatilityBp: 1600,
  seed: 99,
};
const plan = planGoal({ ...goal, today: '2025-01-15' });
const expectedNow = glideValue({
  start: goal.setAside,
  monthlySip: plan.monthlySip,
  returnBp: 1200,
  stepUpBp: 1000,
  months: 24,
});
const at = (value: number, today = '2027-01-15'): GoalProgressInput => ({
  ...goal,
  monthlySip: plan.monthlySip,
  value,
  today,
  createdOn: '2025-01-15',
});

describe('goalProgress', () => {
  it('plan as worked', () => {
    expect(plan.futureValue).toBe(35_81_69_539);
  });

  it.each<[string, number, 'on-track' | 'at-risk' | 'off-track']>([
    ['on the glide path', 1, 'on-track'],
    ['above it', 1.2, 'on-track'],
    ['3 % behind', 0.97, 'at-risk'],
    ['10 % behind', 0.9, 'at-risk'],
    ['40 % behind', 0.6, 'off-track'],
  ])('%s: %s', (_, share, status) => {
    const value = Math.round(expectedNow * share);
    const progress = goalProgress(at(value));
    // projected = today's value for 96 more months + the plan's SIPs, still stepping up yearly
    const projected =
      growLumpSum(value, 1200, 96) + sipFutureValue(plan.monthlySip, 1200, 96, 1000, 24);
    const shortfall = Math.max(0, plan.futureValue - projected);
    expect(progress).toMatchObject({ value, expectedNow, status, shortfall });
    if (status === 'at-risk') expect(shortfall).toBeLessThanOrEqual(0.1 * plan.futureValue);
    if (status === 'off-track') expect(shortfall).toBeGreaterThan(0.1 * plan.futureValue);
    expect(progress.fix === null).toBe(shortfall === 0);
  });

  it('fixes a shortfall with a higher SIP that gets there, or a later date', () => {
    const value = Math.round(expectedNow * 0.6);
    const { fix } = goalProgress(at(value));
    if (fix === null) throw new Error('a goal 40 % behind has a fix');
    const newSip = requiredSip({
      target: plan.futureValue,
      start: value,
      returnBp: 1200,
      months: 96,
      stepUpBp: 1000,
    });
    // Today's SIP is the plan's after two step-ups.
    expect(fix.newMonthlySip).toBe(newSip);
    expect(fix.raiseSipBy).toBe(newSip - Math.round(plan.monthlySip * 1.1 ** 2));
    expect(
      growLumpSum(value, 1200, 96) + sipFutureValue(newSip, 1200, 96, 1000),
    ).toBeGreaterThanOrEqual(plan.futureValue);
    const months = monthsToReach({
      target: futureCost(goal.targetToday, 600, 24),
      inflationBp: 600,
      start: value,
      monthlySip: plan.monthlySip,
      returnBp: 1200,
      stepUpBp: 1000,
      elapsedMonths: 24,
    }) as number;
    expect(months).toBeGreaterThan(96);
    expect(fix.moveDateTo).toBe(addMonths('2027-01-15', months));
  });

  it('has no date to move to beyond 50 years', () => {
    const { fix } = goalProgress({
      ...at(0),
      monthlySip: 0,
      returnBp: 500,
      inflationBp: 600,
      setAside: 0,
    });
    expect(fix?.moveDateTo).toBeNull();
  });

  it('past the target date, only a later date helps', () => {
    const progress = goalProgress(at(1_000_00, '2035-03-01'));
    expect(progress.status).toBe('off-track');
    expect(progress.chance).toBe(0);
    expect(progress.fix?.raiseSipBy).toBe(0);
    expect(progress.fix?.moveDateTo).not.toBeNull();
  });

  it('gives a chance that is certain without volatility on the path, and the same for the same goal', () => {
    expect(goalProgress({ ...at(expectedNow), volatilityBp: 0 }).chance).toBe(1);
    expect(goalProgress({ ...at(Math.round(expectedNow * 0.6)), volatilityBp: 0 }).chance).toBe(0);
    const chance = goalProgress(at(expectedNow)).chance;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
    expect(goalProgress(at(expectedNow)).chance).toBe(chance);
  });
});
