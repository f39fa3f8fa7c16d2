import type { CityTier } from './contract';

/**
 * Indicative premiums, NOT quotes: what the needs calculator says closing a gap would roughly
 * cost. The figures are the project's reading of published online prices of Indian insurers
 * (2024-25) for a healthy non-smoker, rounded; an insurer's price depends on health, habits,
 * income, the term, the plan and its riders. docs/insurance.md gives the rationale.
 * Amounts are paise.
 */
export const PREMIUM_ESTIMATE_LABEL =
  'An indicative estimate from a documented table, not a quote: an insurer’s price depends on your health, habits and the plan.';

const rupees = (value: number): number => value * 100;
const LAKH = rupees(1_00_000);
const CRORE = rupees(1_00_00_000);

/** An age band, both ends included. */
export interface AgeBand {
  from: number;
  to: number;
}

/**
 * Pure term life, ₹1 crore, male non-smoker, cover to age 60–65, yearly premium as paid, by
 * entry age. Above 60 most insurers sell no new term cover online: no estimate.
 */
export const TERM_LIFE_PER_CRORE: readonly (AgeBand & { premium: number })[] = [
  { from: 18, to: 25, premium: rupees(8_500) },
  { from: 26, to: 30, premium: rupees(10_500) },
  { from: 31, to: 35, premium: rupees(13_000) },
  { from: 36, to: 40, premium: rupees(18_000) },
  { from: 41, to: 45, premium: rupees(26_000) },
  { from: 46, to: 50, premium: rupees(40_000) },
  { from: 51, to: 55, premium: rupees(60_000) },
  { from: 56, to: 60, premium: rupees(90_000) },
];

/** Term plans are sold from about ₹25 lakh of cover: a smaller gap is priced as this much. */
export const TERM_LIFE_MIN_COVER = 25 * LAKH;

/** The family-size columns of the health table: 1, 2, 3–4, 5 or more people. */
export const FAMILY_SIZE_BANDS = [
  { from: 1, to: 1 },
  { from: 2, to: 2 },
  { from: 3, to: 4 },
  { from: 5, to: 10 },
] as const;

/** The column of a family size in the health tables; -1 outside them. */
export const familySizeColumn = (familySize: number): number =>
  FAMILY_SIZE_BANDS.findIndex((size) => familySize >= size.from && familySize <= size.to);

/**
 * Family floater health cover of ₹10 lakh, yearly premium as paid in a tier 1 city (insurers'
 * zone A), by the age of the eldest adult (the investor's age stands for it) and family size.
 */
type BySize = readonly [number, number, number, number];
const bySize = (one: number, two: number, upToFour: number, more: number): BySize => [
  rupees(one),
  rupees(two),
  rupees(upToFour),
  rupees(more),
];

export const HEALTH_FLOATER_PER_10_LAKH: readonly (AgeBand & { premiums: BySize })[] = [
  { from: 18, to: 35, premiums: bySize(9_000, 14_500, 18_000, 23_000) },
  { from: 36, to: 45, premiums: bySize(12_000, 19_500, 24_000, 30_000) },
  { from: 46, to: 55, premiums: bySize(19_000, 31_000, 37_000, 45_000) },
  { from: 56, to: 65, premiums: bySize(32_000, 52_000, 60_000, 72_000) },
  { from: 66, to: 75, premiums: bySize(50_000, 80_000, 90_000, 1_05_000) },
];

/** Zone pricing: tier 2 and tier 3 cities pay less than the metros (zones B and C). */
export const HEALTH_TIER_FACTOR: Record<CityTier, number> = { 1: 1, 2: 0.9, 3: 0.8 };

/** Floaters are sold from about ₹5 lakh: a smaller gap is priced as this much. */
export const HEALTH_MIN_COVER = 5 * LAKH;

/** Estimates are rounded to ₹100. */
const roundToHundredRupees = (paise: number): number =>
  Math.round(paise / rupees(100)) * rupees(100);

const bandOf = <Band extends AgeBand>(bands: readonly Band[], value: number): Band | undefined =>
  bands.find((band) => value >= band.from && value <= band.to);

/**
 * The yearly premium of a term plan for `cover` at `age`: the per-crore price pro rata, the cover
 * raised to TERM_LIFE_MIN_COVER. 0 for no cover; null outside the table.
 */
export function estimateTermLifePremium(age: number, cover: number): number | null {
  if (cover <= 0) return 0;
  const band = bandOf(TERM_LIFE_PER_CRORE, age);
  if (!band) return null;
  return roundToHundredRupees((band.premium * Math.max(cover, TERM_LIFE_MIN_COVER)) / CRORE);
}

/**
 * The yearly premium of a family floater for `cover`: the ₹10 lakh price for the age and family
 * size, times the tier's factor, pro rata (a super top-up over an existing policy usually costs
 * less, so this errs high), the cover raised to HEALTH_MIN_COVER. 0 for no cover; null outside
 * the table.
 */
export function estimateHealthPremium(
  age: number,
  familySize: number,
  cityTier: CityTier,
  cover: number,
): number | null {
  if (cover <= 0) return 0;
  const band = bandOf(HEALTH_FLOATER_PER_10_LAKH, age);
  const perTenLakh = band?.premiums[familySizeColumn(familySize)];
  if (perTenLakh === undefined) return null;
  const covered = Math.max(cover, HEALTH_MIN_COVER);
  return roundToHundredRupees((perTenLakh * HEALTH_TIER_FACTOR[cityTier] * covered) / (10 * LAKH));
}
