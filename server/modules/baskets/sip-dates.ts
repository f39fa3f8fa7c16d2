import { isTradingDay, nextTradingDay } from '../../archive/calendar';

// When a monthly SIP instalment falls due (issue 13, Deliver 7): on day `day` (1 to 28) of each
// month, moved to the next trading day of the NSE calendar when the exchange is shut that day
// (a weekend or a holiday), so the instalment of a month may fall due early in the next one.
// An instalment is taken once the archive's market day reaches its due date, and only if it
// falls due after the day the SIP was set up.

/** 'YYYY-MM' of a date. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The month before or after 'YYYY-MM'. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The due date of the month's instalment: its day, or the next trading day after it. */
export function dueDateOf(month: string, day: number): string {
  const date = `${month}-${String(day).padStart(2, '0')}`;
  return isTradingDay(date) ? date : nextTradingDay(date);
}

export interface SipSchedule {
  day: number;
  active: boolean;
  startedOn: string;
}

/**
 * The months whose instalment is due on `marketDay` and not taken yet: this month's once its due
 * date has come, and last month's when its due date moved into this month. Never one due on or
 * before the day the SIP started.
 */
export function instalmentsDue(
  sip: SipSchedule,
  marketDay: string,
  taken: ReadonlySet<string>,
): { month: string; dueOn: string }[] {
  if (!sip.active) return [];
  const current = monthOf(marketDay);
  const due: { month: string; dueOn: string }[] = [];
  for (const month of [addMonths(current, -1), current]) {
    const dueOn = dueDateOf(month, sip.day);
    if (taken.has(month) || dueOn <= sip.startedOn || dueOn > marketDay) continue;
    if (month !== current && monthOf(dueOn) !== current) continue;
    due.push({ month, dueOn });
  }
  return due;
}

/** The next instalment's due date not yet taken (today's when it is due now); null if stopped. */
export function nextSipDate(
  sip: SipSchedule,
  marketDay: string,
  taken: ReadonlySet<string>,
): string | null {
  if (!sip.active) return null;
  const from = addMonths(monthOf(sip.startedOn > marketDay ? sip.startedOn : marketDay), -1);
  for (let step = 0; step < 15; step += 1) {
    const month = addMonths(from, step);
    const dueOn = dueDateOf(month, sip.day);
    if (taken.has(month) || dueOn <= sip.startedOn) continue;
    // Past instalments that were not taken (before the last month) are not caught up.
    if (dueOn < marketDay && monthOf(dueOn) !== monthOf(marketDay)) continue;
    return dueOn;
  }
  return null;
}
