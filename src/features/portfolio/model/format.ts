// The holdings table's and the order ticket's numbers. Money text (rupees with lakh/crore
// grouping, signed, plain for files) is report-format.ts's, re-exported so there is one way to
// write it; this adds what trading needs: percents the API sends in percent units, weights,
// share counts, and rupees typed into a ticket read back to paise exactly.

export { formatChangePercent, rupeesTextToPaise } from '../../../ui/format-money';
export { csvRupees, formatIsoDate, formatRupees, formatSignedRupees } from './report-format';

const weight = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const shares = new Intl.NumberFormat('en-IN');

/** A share of the whole, 0 to 1: 0.253 -> "25.3%". */
export const formatWeight = (fraction: number): string => `${weight.format(fraction * 100)}%`;

/** Shares with Indian grouping: 100000 -> "1,00,000". */
export const formatShares = (quantity: number): string => shares.format(quantity);

/** "1 share", "1,200 shares". */
export const formatShareCount = (quantity: number): string =>
  `${formatShares(quantity)} ${quantity === 1 ? 'share' : 'shares'}`;

/** `part` as a percent of `whole`; null when there is nothing to compare with. */
export const percentOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : (part / whole) * 100;
