// Calendar days (YYYY-MM-DD) in India Standard Time, the calendar's reference zone (issue 18).
// IST has no daylight saving: it is UTC+05:30 all year, so an instant's IST day is its UTC
// day after adding 5 h 30 min. Days are counted as whole UTC days, so no device zone moves one.
// Weeks start on Monday, as Indian calendars and ISO 8601 have it.

export type Day = string;

export const IST_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MINUTES = 330;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Whole days since 1970-01-01. */
export const dayNumber = (day: Day): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export const dayFromNumber = (value: number): Day =>
  new Date(value * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: Day, count: number): Day => dayFromNumber(dayNumber(day) + count);

export const daysBetween = (from: Day, to: Day): number => dayNumber(to) - dayNumber(from);

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: Day): number => (((dayNumber(day) + 3) % 7) + 7) % 7;

export const startOfWeek = (day: Day): Day => addDays(day, -weekdayIndex(day));
export const endOfWeek = (day: Day): Day => addDays(startOfWeek(day), 6);

export const startOfMonth = (day: Day): Day => `${day.slice(0, 7)}-01`;

export function endOfMonth(day: Day): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(day: Day, count: number): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + count;
  const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  const last = Number(endOfMonth(first).slice(8, 10));
  const wanted = Math.min(Number(day.slice(8, 10)), last);
  return `${first.slice(0, 8)}${String(wanted).padStart(2, '0')}`;
}

export const sameMonth = (a: Day, b: Day): boolean => a.slice(0, 7) === b.slice(0, 7);

/** The IST day an instant falls on. */
export function istDayOf(instant: Date | string): Day {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

export const todayInIst = (now: Date): Day => istDayOf(now);

/** Every day from `from` to `to`, both in. */
export function daysIn(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let value = dayNumber(from); value <= dayNumber(to); value += 1) {
    days.push(dayFromNumber(value));
  }
  return days;
}

/**
 * The month view's weeks: Monday on or before the 1st to Sunday on or after the last day, so
 * every row is a whole week (4 to 6 rows).
 */
export function monthGrid(anchor: Day): Day[][] {
  const days = daysIn(startOfWeek(startOfMonth(anchor)), endOfWeek(endOfMonth(anchor)));
  const weeks: Day[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}

export const weekOf = (anchor: Day): Day[] => daysIn(startOfWeek(anchor), endOfWeek(anchor));
