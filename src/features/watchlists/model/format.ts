// How the watchlist screens, alerts and their notifications write numbers. Money, changes and
// dates are src/ui's (one way to write them, STYLE.md, Money); relative imports, because the
// server's alert job writes the same texts.

import { rupeesTextToPaise as rupeesText } from '../../../ui/format-money';

export {
  formatChangePercent,
  formatIsoDate,
  formatRupees,
  formatSignedRupees,
} from '../../../ui/format-money';

const percent = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Basis points -> "2.50%". */
export const formatBasisPoints = (bps: number): string => `${percent.format(bps / 100)}%`;

/** Whole rupees up to 9 digits: an alert's price fits the database's integer of paise. */
export const rupeesTextToPaise = (text: string): number | null => rupeesText(text, 9);

const PERCENT_INPUT = /^\d{1,2}(\.\d{0,2})?$/;

/** A percent as typed ("2.5", "2.5 %") to basis points exactly; null when empty, NaN when bad. */
export function percentTextToBasisPoints(text: string): number | null {
  const cleaned = text.replace(/[%\s]/g, '');
  if (cleaned === '') return null;
  if (!PERCENT_INPUT.test(cleaned)) return Number.NaN;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
