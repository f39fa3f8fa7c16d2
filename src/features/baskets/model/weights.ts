import type { Weighting } from './contract';

// A basket's target weights, in basis points (10,000 = 100 %), one per stock in input order.
//
// Rules (issue 13, Deliver 6):
// - equal: 10,000 / n each.
// - market-cap: proportional to each stock's market capitalisation on the day. A stock without
//   one (null, zero or negative) counts at the smallest capitalisation present, so it is never
//   left out; with no capitalisation at all the weights are equal.
// - factor: proportional to `composite + 3`, clamped to [0.25, 6]. The composite is a sum of
//   factor z-scores (issue 12), so +3 moves an ordinary stock (about -3 to +3) to a positive
//   base; the clamp keeps a very weak stock in the basket at a token weight and stops one
//   outlier taking the whole basket (6 / 0.25 = at most 24 times another stock's weight). A stock
//   without a composite (factors pending or missing) gets the floor, 0.25: nothing argues for it.
//   The server passes the composite calibrated as the basket owner's adviser set it (issue 16:
//   3 × tanh(k · Σ wᵢ zᵢ), src/domain/calibration.ts; the default is equal weights, k = 1), on the
//   same ±3 scale; the create screen's preview uses the archive's equal-weight composite, and
//   the saved basket shows the server's weights.
// - custom: the weights given, checked by customWeightProblem (throws when they are invalid).
//
// Rounding: each raw share is floored to whole basis points and the remaining points go one
// each to the largest remainders (Hamilton's largest-remainder method; ties to the earlier
// stock), so the weights add to exactly 10,000.

export interface WeighInput {
  symbol: string;
  marketCap: number | null;
  composite: number | null;
  weightBp?: number;
}

const TOTAL_BP = 10_000;
const FACTOR_SHIFT = 3;
const FACTOR_MIN = 0.25;
const FACTOR_MAX = 6;

/** Scores in proportion to the weights wanted -> whole basis points adding to 10,000. */
export function largestRemainder(scores: readonly number[]): number[] {
  if (scores.length === 0) return [];
  const total = scores.reduce((sum, s) => sum + s, 0);
  const raw =
    total > 0
      ? scores.map((s) => (s / total) * TOTAL_BP)
      : scores.map(() => TOTAL_BP / scores.length);
  const floors = raw.map((r) => Math.floor(r));
  let left = TOTAL_BP - floors.reduce((sum, f) => sum + f, 0);
  const order = raw
    .map((r, i) => ({ i, rest: r - Math.floor(r) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] as number) + 1;
    left -= 1;
  }
  return floors;
}

function marketCapScores(stocks: readonly WeighInput[]): number[] {
  const present = stocks
    .map((s) => s.marketCap)
    .filter((cap): cap is number => cap !== null && Number.isFinite(cap) && cap > 0);
  if (present.length === 0) return stocks.map(() => 1);
  const smallest = Math.min(...present);
  return stocks.map((s) =>
    s.marketCap !== null && Number.isFinite(s.marketCap) && s.marketCap > 0
      ? s.marketCap
      : smallest,
  );
}

function factorScore(composite: number | null): number {
  if (composite === null || !Number.isFinite(composite)) return FACTOR_MIN;
  return Math.min(FACTOR_MAX, Math.max(FACTOR_MIN, composite + FACTOR_SHIFT));
}

const percent = (bp: number): string => String(Number((bp / 100).toFixed(2)));

/**
 * What is wrong with custom weights, in words for the investor, or null when they are fine:
 * every stock has a whole, positive weight of at most 100 % and together they make 100 %.
 */
export function customWeightProblem(weightsBp: readonly (number | undefined)[]): string | null {
  if (weightsBp.length === 0) return 'Add stocks to the basket first';
  if (weightsBp.some((w) => w === undefined)) return 'Give every stock a weight';
  const weights = weightsBp as readonly number[];
  if (weights.some((w) => !Number.isInteger(w))) {
    return 'Give each weight with at most two decimals (e.g. 12.25 %)';
  }
  if (weights.some((w) => w <= 0)) return 'Each weight is more than 0 %';
  if (weights.some((w) => w > TOTAL_BP)) return 'A weight is at most 100 %';
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total !== TOTAL_BP) return `The weights add up to ${percent(total)} %: make them 100 %`;
  return null;
}

/** Target weights in basis points, in input order, adding to exactly 10,000. */
export function weightsFor(weighting: Weighting, stocks: readonly WeighInput[]): number[] {
  switch (weighting) {
    case 'equal':
      return largestRemainder(stocks.map(() => 1));
    case 'market-cap':
      return largestRemainder(marketCapScores(stocks));
    case 'factor':
      return largestRemainder(stocks.map((s) => factorScore(s.composite)));
    case 'custom': {
      const weights = stocks.map((s) => s.weightBp);
      const problem = customWeightProblem(weights);
      if (problem !== null) throw new RangeError(problem);
      return weights as number[];
    }
  }
}
