// Size buckets by full market capitalisation rank, as SEBI defines them for mutual fund scheme
// categorisation (SEBI circular SEBI/HO/IMD/DF3/CIR/P/2017/114 of 6 October 2017): 1st–100th
// company large cap, 101st–250th mid cap, 251st onwards small cap. AMFI publishes the ranks
// half-yearly from six-month average market caps; this module only ranks what it is given.

export type CapSize = 'Large cap' | 'Mid cap' | 'Small cap';

export const LARGE_CAP_LAST_RANK = 100;
export const MID_CAP_LAST_RANK = 250;

/** SEBI's bucket for a rank (1 = largest company). */
export function sizeOfRank(rank: number): CapSize {
  if (!Number.isSafeInteger(rank) || rank < 1) throw new RangeError('rank must be 1 or more');
  if (rank <= LARGE_CAP_LAST_RANK) return 'Large cap';
  return rank <= MID_CAP_LAST_RANK ? 'Mid cap' : 'Small cap';
}

/**
 * Ranks 1..n by descending market cap; equal caps keep their input order (distinct ranks).
 * A cap that is not a finite number ranks after every real one; a repeated item counts once,
 * at its best rank.
 */
export function rankByMarketCap<T>(
  items: readonly T[],
  capOf: (item: T) => number,
): Map<T, number> {
  const keyed = items.map((item, index) => {
    const cap = capOf(item);
    return { item, index, cap: Number.isFinite(cap) ? cap : -Infinity };
  });
  keyed.sort((a, b) => (a.cap === b.cap ? a.index - b.index : b.cap > a.cap ? 1 : -1));
  const ranks = new Map<T, number>();
  for (const { item } of keyed) if (!ranks.has(item)) ranks.set(item, ranks.size + 1);
  return ranks;
}
