import type { RebalancePeriod } from '../../../../src/features/strategies/model/contract';
import { toDayNumber } from '../../../archive/calendar';

// Which days of the frame's axis a backtest looks at (issue 14): the window of the last `years`
// years, and the days whose close gives the signals (the last trading day of each month or
// quarter). Knowing that the next session falls in another month is the calendar, not the future.

const QUARTER_ENDS = new Set(['03', '06', '09', '12']);

/** The same day `years` years before an ISO date, as text ("2024-02-29" → "2023-02-29"). */
export function yearsBefore(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;
}

/** Index of the first day on or after the same date `years` years before the last day (0 if none). */
export function windowStart(days: readonly string[], years: number): number {
  const last = days[days.length - 1];
  if (last === undefined) return 0;
  const cutoff = yearsBefore(last, years);
  const index = days.findIndex((day) => day >= cutoff);
  return Math.max(0, index);
}

/** True when day `index` is the last session of its month (or quarter) and another follows. */
export function isPeriodEnd(
  days: readonly string[],
  index: number,
  period: RebalancePeriod,
): boolean {
  const day = days[index];
  const next = days[index + 1];
  if (day === undefined || next === undefined || day.slice(0, 7) === next.slice(0, 7)) return false;
  return period === 'monthly' || QUARTER_ENDS.has(day.slice(5, 7));
}

/**
 * The days whose close chooses the holdings: the window's first day (the portfolio is formed
 * at once rather than waiting in cash for the first month end) and every period end after it,
 * never the last day (there is no next open to trade at).
 */
export function signalDays(
  days: readonly string[],
  start: number,
  period: RebalancePeriod,
): number[] {
  const out: number[] = [];
  for (let index = start; index < days.length - 1; index += 1) {
    if (index === start || isPeriodEnd(days, index, period)) out.push(index);
  }
  return out;
}

/** Monday-based week number of an ISO date (1970-01-01 was a Thursday). */
export const weekOf = (day: string): number => Math.floor((toDayNumber(day) + 3) / 7);

/** Calendar days from one ISO date to another. */
export const calendarDaysBetween = (from: string, to: string): number =>
  toDayNumber(to) - toDayNumber(from);
