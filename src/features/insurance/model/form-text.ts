import { rupeesTextToPaise } from '../../../ui/format-money';

// How the insurance forms read and write what is typed: rupees grouped the Indian way, whole
// numbers, percents. Client-only, no React; relative imports so the tests run it as it is.

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const indiaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today in India, YYYY-MM-DD (premium dates are India dates). */
export const indiaToday = (now: Date = new Date()): string => indiaDay.format(now);

/** Paise as rupees the way the form shows them: 25_00_000_00 -> "25,00,000", 1234_50 -> "1,234.5". */
export const paiseToText = (paise: number): string => grouped.format(paise / 100);

/** Typed rupees regrouped (on leaving the field); left as typed when it is not an amount. */
export function regroupRupees(text: string): string {
  const paise = rupeesTextToPaise(text);
  return paise === null || Number.isNaN(paise) ? text : paiseToText(paise);
}

/** Up to ₹1,000 crore: 11 digits of whole rupees. */
const RUPEE_DIGITS_MAX = 11;

/** Rupees as typed to paise: null when empty, NaN when not an amount. */
export const readRupees = (text: string): number | null =>
  rupeesTextToPaise(text, RUPEE_DIGITS_MAX);

/** A whole number as typed: null when empty, NaN when not one. */
export function readWhole(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d{1,4}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A percent as typed to basis points: "6" -> 600, "6.5 %" -> 650; null empty, NaN not a percent. */
export function percentTextToBp(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Basis points as the form shows them: 600 -> "6", 650 -> "6.5". */
export const bpToPercentText = (bp: number): string => percent.format(bp / 100);

/** Zod issues as the form's errors: the first message for each dotted path. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}
