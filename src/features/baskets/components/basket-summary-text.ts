import type { Investment } from '../model/contract';

// The summary's numbers and words, pure so they are tested as tables: weights and drift in
// basis points as percents, the XIRR, and an investment's kind and status.

const oneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedOneDecimal = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** Basis points as a percent: 1250 -> "12.5%". */
export const bpText = (bp: number): string => `${oneDecimal.format(bp / 100)}%`;

/** A drift with its sign: 120 -> "+1.2%", -80 -> "-0.8%", 0 -> "0.0%". */
export const driftText = (bp: number): string => `${signedOneDecimal.format(bp / 100)}%`;

/** A drift in words, for screen readers and cards: "1.2% above its target". */
export function driftWords(bp: number): string {
  if (Math.abs(bp) < 5) return 'on its target';
  return `${bpText(Math.abs(bp))} ${bp > 0 ? 'above' : 'below'} its target`;
}

/** Whether a stock's drift is past the basket's tolerance (a rebalance is due). */
export const pastTolerance = (driftBp: number, toleranceBp: number): boolean =>
  Math.abs(driftBp) > toleranceBp;

/** The XIRR (a yearly fraction) as text; null until there is a year of investing. */
export function xirrText(xirr: number | null): string {
  if (xirr === null || !Number.isFinite(xirr)) return 'Not yet';
  return `${signedOneDecimal.format(xirr * 100)}% a year`;
}

/** The gain as a percent of what went in; null with nothing invested. */
export const gainPercent = (gain: number, invested: number): number | null =>
  invested > 0 ? (gain / invested) * 100 : null;

export const INVESTMENT_KIND_TEXT: Readonly<Record<Investment['kind'], string>> = {
  lumpsum: 'One-time investment',
  topup: 'Goal top-up',
  sip: 'SIP instalment',
  rebalance: 'Rebalance',
};

export const INVESTMENT_STATUS_TEXT: Readonly<Record<Investment['status'], string>> = {
  complete: 'Complete',
  partial: 'Partly done',
  failed: 'Not done',
};

/** Only a buying group can be retried (POST .../invest with retryOf), and only when some failed. */
export const canRetry = (investment: Pick<Investment, 'kind' | 'status'>): boolean =>
  investment.kind !== 'rebalance' && investment.status !== 'complete';

const shareCount = new Intl.NumberFormat('en-IN');

/** Shares with Indian grouping: 1200 -> "1,200". */
export const sharesText = (quantity: number): string => shareCount.format(quantity);
