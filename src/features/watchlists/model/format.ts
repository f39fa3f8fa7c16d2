// How the watchlist screens, alerts and their notifications write numbers. Money arrives as
// integer paise and is written in rupees with lakh/crore grouping (STYLE.md, Money); a feature
// may not import another's model, so these mirror the portfolio's formats.

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const signedRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  signDisplay: 'exceptZero',
});
const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const signedPercent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
// ISO calendar dates are India dates already: read and write them in UTC so no zone moves a day.
const shortDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** 12345678 -> "₹1,23,456.78". */
export const formatRupees = (paise: number): string => rupees.format(paise / 100);

/** 12345 -> "+₹123.45"; 0 -> "₹0.00". */
export const formatSignedRupees = (paise: number): string => signedRupees.format(paise / 100);

/** A percent as the API sends it (1.25 means 1.25 %) -> "+1.25%"; null -> "–". */
export const formatChangePercent = (value: number | null): string =>
  value === null ? '–' : `${signedPercent.format(value)}%`;

/** Basis points -> "2.50%". */
export const formatBasisPoints = (bps: number): string => `${percent.format(bps / 100)}%`;

/** "2026-01-12" -> "12 Jan 2026". */
export const formatIsoDate = (iso: string): string =>
  shortDate.format(new Date(`${iso}T00:00:00Z`));

const RUPEES_INPUT = /^\d{1,9}(\.\d{0,2})?$/;

/**
 * Rupees as typed ("1,520.5", "₹ 1520.05") to paise exactly: null when empty, NaN when it is
 * not an amount with at most two decimals.
 */
export function rupeesTextToPaise(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  if (!RUPEES_INPUT.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const PERCENT_INPUT = /^\d{1,2}(\.\d{0,2})?$/;

/** A percent as typed ("2.5", "2.5 %") to basis points exactly; null when empty, NaN when bad. */
export function percentTextToBasisPoints(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return null;
  if (!PERCENT_INPUT.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
