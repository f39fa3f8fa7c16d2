import { holidaysOf } from './holidays';

/**
 * The NSE trading calendar: weekdays that are not exchange holidays. Dates are ISO strings
 * (YYYY-MM-DD) at the edges and day numbers (days since 1970-01-01, UTC) inside.
 */
const DAY_MS = 86_400_000;

export const toDayNumber = (iso: string): number =>
  Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

export const fromDayNumber = (day: number): string =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && fromDayNumber(toDayNumber(value)) === value;

export function isTradingDay(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(iso.slice(0, 4))).has(iso.slice(5));
}

/** Trading days from `from` to `to`, both included when they trade. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = toDayNumber(from), last = toDayNumber(to); day <= last; day += 1) {
    const iso = fromDayNumber(day);
    if (isTradingDay(iso)) days.push(iso);
  }
  return days;
}

export function nextTradingDay(iso: string): string {
  let day = toDayNumber(iso) + 1;
  while (!isTradingDay(fromDayNumber(day))) day += 1;
  return fromDayNumber(day);
}

export function previousTradingDay(iso: string): string {
  let day = toDayNumber(iso) - 1;
  while (!isTradingDay(fromDayNumber(day))) day -= 1;
  return fromDayNumber(day);
}

/** npm start ends the demo history here: the last session that has closed before today. */
export const lastTradingDayBefore = (today: string): string => previousTradingDay(today);

/** `count` trading days ending at `end` (which must trade), oldest first. */
export function tradingDaysEnding(end: string, count: number): string[] {
  const days = [end];
  let day = end;
  while (days.length < count) {
    day = previousTradingDay(day);
    days.push(day);
  }
  return days.reverse();
}

/** Today in India (IST, UTC+5:30), the exchange's own date. */
export const todayInIndia = (now: Date = new Date()): string =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
