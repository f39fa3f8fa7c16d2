// When an insurance premium falls due (issue 18): every period (1, 3, 6 or 12 months) from the
// policy's start date, on the start date's day of the month, or on the month's last day when it
// is shorter (a policy begun on 31 January is due on 28 or 29 February, then on 31 March).
// A stored renewal date that lies on that schedule adds nothing, however old: the dates roll
// forward from the start date. One that does not (the insurer moved the due day) sets the day
// and the months from then on. Pure: the calendar's premium events and the insurance answer's
// next due date are both these rules. Days are YYYY-MM-DD in India Standard Time.

export type Day = string;
export type PremiumFrequency = 'monthly' | 'quarterly' | 'half_yearly' | 'yearly' | 'single';

export const PREMIUM_MONTHS: Record<Exclude<PremiumFrequency, 'single'>, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

export interface PremiumSchedule {
  frequency: PremiumFrequency;
  startDate: Day | null;
  /** The premium due (or renewal) date the policy was last saved with; null: not given. */
  renewalDate: Day | null;
}

const monthIndex = (day: Day): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `months` months after `anchor`, on the anchor's day or the month's last when shorter. */
function monthsAfter(anchor: Day, months: number): Day {
  const index = monthIndex(anchor) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(Number(anchor.slice(8, 10)), lastDayOfMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `day` is one of the due dates counted from `start` every `period` months. */
function onSchedule(start: Day, day: Day, period: number): boolean {
  const months = monthIndex(day) - monthIndex(start);
  return months >= 0 && months % period === 0 && monthsAfter(start, months) === day;
}

/** The day the schedule counts from: the start date, unless the renewal date is off its schedule. */
function anchorOf(policy: PremiumSchedule, period: number): Day | null {
  const { startDate, renewalDate } = policy;
  if (!startDate || !renewalDate) return startDate ?? renewalDate;
  return onSchedule(startDate, renewalDate, period) ? startDate : renewalDate;
}

/**
 * The premium due dates from `from` to `to` (both in), never before the policy started. A single
 * premium is due once: on its renewal date, else on the start date.
 */
export function premiumDates(policy: PremiumSchedule, from: Day, to: Day): Day[] {
  if (policy.frequency === 'single') {
    const once = policy.renewalDate ?? policy.startDate;
    return once && once >= from && once <= to ? [once] : [];
  }
  const period = PREMIUM_MONTHS[policy.frequency];
  const anchor = anchorOf(policy, period);
  if (!anchor) return [];
  // The first step whose date can reach `from`, one period early for the shorter months.
  let step = Math.floor((monthIndex(from) - monthIndex(anchor)) / period) - 1;
  const dates: Day[] = [];
  for (;;) {
    const date = monthsAfter(anchor, step * period);
    step += 1;
    if (date > to) break;
    if (date < from) continue;
    if (policy.startDate && date < policy.startDate) continue;
    dates.push(date);
  }
  return dates;
}

/**
 * The next premium due on or after `today` (IST): the stored date rolled forward by whole
 * periods once it has passed. Null for a single premium already paid, or without any date.
 */
export function nextPremiumDue(policy: PremiumSchedule, today: Day): Day | null {
  const from = policy.startDate && policy.startDate > today ? policy.startDate : today;
  // Within one period of `from` there is always a due date; a single premium has only its own.
  const to =
    policy.frequency === 'single'
      ? '9999-12-31'
      : monthsAfter(from, PREMIUM_MONTHS[policy.frequency]);
  return premiumDates(policy, from, to)[0] ?? null;
}
