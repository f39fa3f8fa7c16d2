import { formatChangePercent } from '../../../ui/format-money';

// How the baskets screens write rates and weights. Returns and volatility come as fractions
// (0.123 = 12.3 %); weights as basis points.

const onePlace = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const upToTwo = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const figure = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 0.1234 -> "+12.34%"; null (too little history) -> "–". */
export const formatReturn = (fraction: number | null): string =>
  formatChangePercent(fraction === null ? null : fraction * 100);

/** 0.182 -> "18.2%". */
export const formatVolatility = (fraction: number | null): string =>
  fraction === null ? '–' : `${onePlace.format(fraction * 100)}%`;

/** 1250 -> "12.5%". */
export const formatWeight = (bp: number): string => `${upToTwo.format(bp / 100)}%`;

/** A ratio or percent figure of the stock table; null -> "–". */
export const formatFigure = (value: number | null, suffix = ''): string =>
  value === null ? '–' : `${figure.format(value)}${suffix}`;

export type Fit = 'fits' | 'riskier' | 'unknown';

export const FIT_TEXT: Readonly<Record<Fit, string>> = {
  fits: 'Suits your profile',
  riskier: 'Riskier than your profile',
  unknown: 'Take the risk profile to see if it suits you',
};
