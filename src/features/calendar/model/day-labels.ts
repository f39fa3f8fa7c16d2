import { weekOf, type Day } from './calendar-dates';

// How days are named on screen and to screen readers (en-IN, read as UTC so no zone moves a day).

const longDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekdayShort = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });
const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);

/** "Tuesday, 15 July 2025". */
export const formatLongDay = (day: Day): string => longDay.format(asDate(day));
/** "Tue, 15 Jul". */
export const formatShortDay = (day: Day): string => shortDay.format(asDate(day));

/** The grid's column heads, Monday first (14 July 2025 was a Monday): short and long names. */
export const WEEKDAY_NAMES = weekOf('2025-07-14').map((day) => ({
  short: weekdayShort.format(asDate(day)),
  long: weekdayLong.format(asDate(day)),
}));

/** What a day cell's button says: "Tuesday, 15 July 2025, today, 2 events". */
export function dayCellLabel(day: Day, count: number, today: Day): string {
  const events = count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`;
  return [formatLongDay(day), day === today ? 'today' : null, events].filter(Boolean).join(', ');
}
