// How the portfolio screens and reports write money, returns and dates (issue 11). Pure: money
// arrives as integer paise; rupee text uses Indian lakh/crore grouping (STYLE.md, Money).

import { formatIsoDate, formatRupees } from '../../../ui/format-money';

export {
  formatCompactRupees,
  formatIsoDate,
  formatRupees,
  formatSignedRupees,
} from '../../../ui/format-money';

const percentNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const signedPercentNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});
/** The API's percentages (`dayChangePercent`: 1.5 means 1.5 %) as fractions (0.015). */
export const fractionOf = (percent: number | null): number | null =>
  percent === null ? null : percent / 100;

/** A fraction as percent: 0.1234 → "12.34 %"; null → "–". */
export const formatPercent = (fraction: number | null): string =>
  fraction === null ? '–' : `${percentNumber.format(fraction * 100)} %`;

/** A fraction as a signed percent: 0.0125 → "+1.25 %", −0.004 → "-0.40 %". */
export const formatSignedPercent = (fraction: number | null): string =>
  fraction === null ? '–' : `${signedPercentNumber.format(fraction * 100)} %`;

/** "up", "down" or "unchanged", for sentences a screen reader speaks. */
export const directionWord = (value: number | null): string =>
  value === null || value === 0 ? 'unchanged' : value > 0 ? 'up' : 'down';

/** "up 12.34 %", "down 0.40 %", "unchanged"; null → "not known". */
export function describeChange(fraction: number | null): string {
  if (fraction === null) return 'not known';
  const word = directionWord(fraction);
  return word === 'unchanged' ? word : `${word} ${formatPercent(Math.abs(fraction))}`;
}

/**
 * Text as a CSV field: quoted when it holds a comma, quote or line break, and with a leading
 * apostrophe when a spreadsheet would run it as a formula (=, +, -, @ first).
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Paise as a plain rupee number for spreadsheets, exact (no float): 123456 → "1234.56",
 * −5 → "-0.05".
 */
export function csvRupees(paise: number): string {
  const size = Math.abs(paise);
  const whole = Math.trunc(size / 100);
  const fraction = String(size % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${whole}.${fraction}`;
}

interface PerformanceFacts {
  range: string;
  benchmark: { name: string };
  points: readonly { date: string; value: number }[];
  portfolioReturn: number | null;
  benchmarkReturn: number | null;
}

const rangeWords: Record<string, string> = {
  '1M': 'over 1 month',
  '6M': 'over 6 months',
  '1Y': 'over 1 year',
  YTD: 'this year so far',
  ALL: 'since you started',
};

/**
 * The chart's text alternative: "Net worth ₹12,34,567.00 on 20 Nov 2026, up 12.30 % over 1 year;
 * NIFTY 50 up 8.10 %."
 */
export function performanceSummary(facts: PerformanceFacts): string {
  const last = facts.points.at(-1);
  if (!last) return 'No net worth history for this period yet.';
  const period = rangeWords[facts.range] ?? `over ${facts.range}`;
  return (
    `Net worth ${formatRupees(last.value)} on ${formatIsoDate(last.date)}, ` +
    `${describeChange(facts.portfolioReturn)} ${period}; ` +
    `${facts.benchmark.name} ${describeChange(facts.benchmarkReturn)}.`
  );
}
