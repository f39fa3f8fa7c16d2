import type { FactorDay, Frame } from '../../../../src/domain/scan/frame';
import type {
  StrategyBase,
  StrategyWeighting,
} from '../../../../src/features/strategies/model/contract';

// Ranking and weighting at a rebalance (issue 14): the factor scores of the rebalance day (or
// the latest scored day before it: never a later one), highest first, ties by frame order so a
// run is deterministic; then weights that sum to 1.

/** The score each base ranks by; equal weight NIFTY 50 ranks nothing, a scan by the composite. */
export const RANK_FACTOR: Record<StrategyBase, keyof FactorDay | null> = {
  momentum: 'momentum',
  value: 'value',
  quality: 'quality',
  lowVolatility: 'lowVolatility',
  multiFactor: 'composite',
  scan: 'composite',
  equalWeightNifty50: null,
};

/** Days of at least this many returns make a volatility; fewer use the others' median. */
const MIN_VOLATILITY_RETURNS = 20;
const VOLATILITY_WINDOW = 252;

/** The scored days of a frame, ascending. */
export const scoredDays = (frame: Frame): number[] =>
  [...frame.factors.keys()].sort((a, b) => a - b);

/** The latest scored day at or before `index`, or null. */
export function factorDayAt(
  frame: Frame,
  scored: readonly number[],
  index: number,
): { index: number; scores: FactorDay } | null {
  let found = -1;
  for (const day of scored) {
    if (day > index) break;
    found = day;
  }
  const scores = found < 0 ? undefined : frame.factors.get(found);
  return scores === undefined ? null : { index: found, scores };
}

export interface Ranked {
  stock: number;
  /** NaN when the stock has no score (only kept when the base allows it). */
  score: number;
}

/**
 * Candidates ordered by score, highest first, ties (and unscored, last) in frame order.
 * `keepUnscored` keeps stocks without a score (a scan's matches, equal weight); else they go.
 */
export function rank(
  candidates: readonly number[],
  scores: Float64Array | null,
  keepUnscored: boolean,
): Ranked[] {
  const ranked = candidates
    .map((stock) => ({ stock, score: scores?.[stock] ?? NaN }))
    .filter((entry) => keepUnscored || Number.isFinite(entry.score));
  return ranked.sort((a, b) => {
    const sa = Number.isFinite(a.score) ? a.score : -Infinity;
    const sb = Number.isFinite(b.score) ? b.score : -Infinity;
    return sb - sa || a.stock - b.stock;
  });
}

/** Sample standard deviation of daily log returns over the year up to `index`; NaN if too few. */
export function trailingVolatility(close: Float64Array, index: number): number {
  const returns: number[] = [];
  for (let t = Math.max(1, index - VOLATILITY_WINDOW + 1); t <= index; t += 1) {
    const before = close[t - 1] ?? NaN;
    const now = close[t] ?? NaN;
    if (before > 0 && now > 0) returns.push(Math.log(now / before));
  }
  if (returns.length < MIN_VOLATILITY_RETURNS) return NaN;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance);
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

const normalise = (raw: number[]): number[] => {
  const total = raw.reduce((sum, w) => sum + w, 0);
  return total > 0 ? raw.map((w) => w / total) : raw.map(() => 1 / raw.length);
};

/**
 * Weights of the chosen stocks, summing to 1. equal: 1/n. score: proportional to the score
 * above the lowest chosen one plus 1 (the lowest gets 1 part, a stock one z-score higher 2).
 * inverseVolatility: proportional to 1 / the year's volatility (too short a history: the
 * median of the others).
 */
export function weightsFor(
  chosen: readonly Ranked[],
  weighting: StrategyWeighting,
  frame: Frame,
  index: number,
): number[] {
  if (chosen.length === 0) return [];
  if (weighting === 'score') {
    const finite = chosen.map((c) => c.score).filter(Number.isFinite);
    const lowest = finite.length > 0 ? Math.min(...finite) : 0;
    return normalise(chosen.map((c) => (Number.isFinite(c.score) ? c.score : lowest) - lowest + 1));
  }
  if (weighting === 'inverseVolatility') {
    const vols = chosen.map((c) => {
      const close = frame.stocks[c.stock]?.close;
      return close ? trailingVolatility(close, index) : NaN;
    });
    const known = vols.filter((v) => v > 0);
    const fallback = known.length > 0 ? median(known) : 1;
    return normalise(vols.map((v) => 1 / (v > 0 ? v : fallback)));
  }
  return chosen.map(() => 1 / chosen.length);
}
