// How the factor views say a z-score to someone who has never met one (issue 12, Deliver 4):
// the number, a word, and roughly what share of stocks it beats under a normal curve.

/** "+1.24", "−0.50", "0.00"; null → "–". */
export function formatScore(z: number | null): string {
  if (z === null) return '–';
  const text = Math.abs(z).toFixed(2);
  return z > 0.004 ? `+${text}` : z < -0.004 ? `−${text}` : '0.00';
}

/** A few words for a z-score: where it sits against the typical stock. */
export function scoreWord(z: number | null): string {
  if (z === null) return 'not known';
  if (z >= 1) return 'well above typical';
  if (z >= 0.25) return 'above typical';
  if (z > -0.25) return 'about typical';
  if (z > -1) return 'below typical';
  return 'well below typical';
}

/**
 * The standard normal distribution function, by the Abramowitz and Stegun formula 26.2.17
 * (error below 7.5e-8): the share of a normal population below z.
 */
export function normalShareBelow(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}

/** "Higher than about 84% of stocks" for z = 1; scores are winsorised, so 1% to 99%. */
export function beatsShare(z: number | null): string | null {
  if (z === null) return null;
  const share = Math.min(99, Math.max(1, Math.round(normalShareBelow(z) * 100)));
  return `Higher than about ${share}% of stocks`;
}

const ORDINAL = new Intl.PluralRules('en-IN', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 1 → "1st", 22 → "22nd", 13 → "13th". */
export const ordinal = (n: number): string => `${n}${SUFFIX[ORDINAL.select(n)] ?? 'th'}`;

/** Where a bar from the centre ends, as a percent of the half width: z of ±3 fills it. */
export const barExtent = (z: number): number => Math.min(100, (Math.abs(z) / 3) * 100);
