// Indian financial years (Income-tax Act 1961 s.2(9) with s.3: the "previous year" runs
// 1 April to 31 March) and the ISO calendar-date helpers the portfolio maths shares. Dates are
// India calendar dates as `YYYY-MM-DD`; arithmetic is done in UTC on those strings, never in
// local time, so a device's time zone cannot move a trade to another day or year.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FY_TEXT = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Year, month (1–12) and day of a valid ISO date, or null. */
export function dateParts(text: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const valid =
    year >= 1000 &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day;
  return valid ? { year, month, day } : null;
}

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2025-02-29, 2025-4-1). */
export const isIsoDate = (text: string): boolean => dateParts(text) !== null;

/** Throws RangeError unless `text` is a valid ISO date; returns it. */
export function assertIsoDate(text: string, what = 'date'): string {
  if (!isIsoDate(text)) throw new RangeError(`${what} must be a YYYY-MM-DD date: ${text}`);
  return text;
}

/** Days since 1970-01-01 (UTC), so differences are whole days with no DST or zone effects. */
export function dayNumber(date: string): number {
  const p = dateParts(date);
  if (!p) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

const fyLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** '2025-26' for any date from 2025-04-01 to 2026-03-31. */
export function financialYearOf(date: string): string {
  const p = dateParts(date);
  if (!p) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return fyLabel(p.month >= 4 ? p.year : p.year - 1);
}

/** The canonical `YYYY-YY` label when `text` is one (second part = first year + 1), else null. */
export function parseFinancialYear(text: string): string | null {
  const m = FY_TEXT.exec(text);
  if (!m) return null;
  const start = Number(m[1]);
  if (start < 1000 || start > 9998) return null;
  return fyLabel(start) === text ? text : null;
}

/** First year of a financial year: 2025 for '2025-26'. Throws RangeError when invalid. */
export function financialYearStart(fy: string): number {
  if (parseFinancialYear(fy) === null) throw new RangeError(`not a YYYY-YY financial year: ${fy}`);
  return Number(fy.slice(0, 4));
}

/** First and last day, inclusive: '2025-26' → { from: '2025-04-01', to: '2026-03-31' }. */
export function financialYearRange(fy: string): { from: string; to: string } {
  const start = financialYearStart(fy);
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}
