// How money, changes and dates are written on every screen (ARCHITECTURE.md: money is integer
// paise everywhere; formatting to rupees with lakh/crore grouping happens only in src/ui).

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const signedRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  signDisplay: 'exceptZero',
});
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const signedPercent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
// ISO calendar dates are India dates already: read and write them in UTC so no zone moves a day.
const shortDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

const LAKH = 1_00_000_00;
const CRORE = 1_00_00_000_00;

/** 12345678 → "₹1,23,456.78". */
export const formatRupees = (paise: number): string => rupees.format(paise / 100);

/** 12345 → "+₹123.45", −12345 → "-₹123.45", 0 → "₹0.00". */
export const formatSignedRupees = (paise: number): string => signedRupees.format(paise / 100);

/**
 * Short rupees where space is tight: "₹45,678" below a lakh, "₹12.3 L" below a crore, then
 * "₹1.25 Cr".
 */
export function formatCompactRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const size = Math.abs(paise);
  // The unit is chosen after rounding, so ₹99,999.99 reads "₹1 L", not "₹1,00,000".
  if (Math.round(size / 100) < LAKH / 100) return `${sign}${wholeRupees.format(size / 100)}`;
  const lakhs = Math.round((size / LAKH) * 10) / 10;
  if (lakhs < CRORE / LAKH) return `${sign}₹${oneDecimal.format(lakhs)} L`;
  return `${sign}₹${twoDecimals.format(size / CRORE)} Cr`;
}

/** '2026-01-12' → "12 Jan 2026". */
export const formatIsoDate = (isoDate: string): string =>
  shortDate.format(new Date(`${isoDate}T00:00:00Z`));

/** A change the API gives in percent: 1.25 -> "+1.25%"; null (nothing to compare) -> "–". */
export const formatChangePercent = (value: number | null): string =>
  value === null ? '–' : `${signedPercent.format(value)}%`;

/**
 * Rupees as typed ("1,520.5", "₹ 1520.05") to paise, exactly (no float multiplication): null
 * when empty, NaN when it is not an amount with at most two decimals and `maxWholeDigits`
 * digits of whole rupees.
 */
export function rupeesTextToPaise(text: string, maxWholeDigits = 12): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (cleaned === '') return null;
  if (!new RegExp(`^\\d{1,${maxWholeDigits}}(\\.\\d{0,2})?$`).test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
