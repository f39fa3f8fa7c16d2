import { formatCompactRupees } from '../../../ui/format-money';
import type { GoalProgress, GoalStatus } from './contract';
import type { FanPoint } from './monte-carlo';

// How the goals screens say things in words: statuses (never colour alone), the fix for a
// shortfall, the chance, and the fan chart for screen readers. Pure; relative imports.

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-IN');
const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Paise as whole rupees, rounded: 12_300_00 -> "₹12,300" (SIPs are whole rupees already). */
export const formatWholeRupees = (paise: number): string =>
  wholeRupees.format(Math.round(paise / 100));

/** '2034-03-01' -> "March 2034". */
export const formatMonthYear = (day: string): string =>
  monthYear.format(new Date(`${day}T00:00:00Z`));

export const STATUS_TEXT: Readonly<
  Record<
    GoalStatus,
    { label: string; icon: string; palette: 'green' | 'orange' | 'red'; meaning: string }
  >
> = {
  'on-track': {
    label: 'On track',
    icon: '✓',
    palette: 'green',
    meaning: 'At or ahead of where the plan says it should be today.',
  },
  'at-risk': {
    label: 'At risk',
    icon: '!',
    palette: 'orange',
    meaning: 'Behind the plan, by up to a tenth of the target.',
  },
  'off-track': {
    label: 'Off track',
    icon: '✕',
    palette: 'red',
    meaning: 'Behind the plan by more than a tenth of the target.',
  },
};

/**
 * What would close a shortfall, in one sentence: "Raise your SIP by ₹2,300 to ₹12,300 a month,
 * or move the date to March 2034." Null when there is nothing to fix.
 */
export function fixSentence(progress: Pick<GoalProgress, 'shortfall' | 'fix'>): string | null {
  const { fix, shortfall } = progress;
  if (!fix || shortfall <= 0) return null;
  const raise =
    fix.raiseSipBy > 0
      ? `Raise your SIP by ${formatWholeRupees(fix.raiseSipBy)} to ${formatWholeRupees(fix.newMonthlySip)} a month`
      : null;
  const move = fix.moveDateTo ? `move the date to ${formatMonthYear(fix.moveDateTo)}` : null;
  if (raise && move) return `${raise}, or ${move}.`;
  if (raise) return `${raise}. Moving the date alone would not get there within 50 years.`;
  if (move) return `Move the date to ${formatMonthYear(fix.moveDateTo!)}.`;
  return null;
}

/** The shortfall in words: "₹4.5 L short at the target date", or null when on course. */
export const shortfallText = (shortfall: number): string | null =>
  shortfall > 0 ? `${formatCompactRupees(shortfall)} short at the target date` : null;

/** A chance from 0 to 1 as a whole percent, never 0 % or 100 % from a finite run. */
export function chancePercent(chance: number): string {
  const percent = Math.round(chance * 100);
  if (percent >= 100 && chance < 1) return 'over 99 %';
  if (percent <= 0 && chance > 0) return 'under 1 %';
  return `${percent} %`;
}

/** Progress to the target as a whole percent, 0 to 100. */
export const progressPercent = (value: number, target: number): number =>
  target <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((value / target) * 100)));

/**
 * The fan chart in words, for screen readers and for anyone who prefers a sentence: where the
 * middle path ends against the target, and the bad (1 in 10) and good (1 in 10) cases.
 */
export function fanSummary(
  fan: readonly FanPoint[],
  target: number,
  targetDate: string,
  paths = 1_000,
): string {
  const last = fan[fan.length - 1];
  if (!last) return '';
  const when = formatMonthYear(targetDate);
  const middle = last.p50 >= target ? 'reaches' : 'falls short of';
  return (
    `By ${when}, the middle of ${count.format(paths)} simulated markets ${middle} the target of ` +
    `${formatCompactRupees(target)}, ending at ${formatCompactRupees(last.p50)}. ` +
    `In a bad case (1 in 10 do worse) it ends at ${formatCompactRupees(last.p10)}; ` +
    `in a good case (1 in 10 do better) at ${formatCompactRupees(last.p90)}.`
  );
}
