// Score calibration (issue 16, Deliver 5): the adviser's factor weights and scale k turn the
// five factor z-scores of a stock (src/features/stocks/model/factors.ts; universe scores) into
// one composite in (-1, 1): composite = tanh(k * sum(w_i * z_i)). Pure and shared: the
// /advisor/tanh screen recomputes it as a slider moves, the stock pages' x-factor view and the
// baskets' "factor score" weighting use the saved calibration.

export const CALIBRATION_FACTOR_KEYS = [
  'value',
  'momentum',
  'quality',
  'lowVolatility',
  'size',
] as const;
export type CalibrationFactorKey = (typeof CALIBRATION_FACTOR_KEYS)[number];

/** Each factor's weight, 0 to 1, adding up to 1. */
export type FactorWeights = Record<CalibrationFactorKey, number>;

export interface Calibration {
  weights: FactorWeights;
  /** The scale: larger pushes composites towards ±1 sooner. 0.1 to 5. */
  k: number;
}

export const K_MIN = 0.1;
export const K_MAX = 5;

/** Until an adviser saves one: every factor weighs the same, k = 1. */
export const DEFAULT_CALIBRATION: Calibration = {
  weights: { value: 0.2, momentum: 0.2, quality: 0.2, lowVolatility: 0.2, size: 0.2 },
  k: 1,
};

/** Fewer known factors than this and a stock has no composite (as the factor engine's). */
export const MIN_KNOWN_FACTORS = 3;

/** A stock's five factor z-scores against the universe; null (or missing) when not known. */
export type FactorScores = Partial<Record<CalibrationFactorKey, number | null>>;

const known = (z: number | null | undefined): z is number => z != null && Number.isFinite(z);

/**
 * Σ wᵢ zᵢ over the factors known, the weights rescaled to add to 1 over those: a stock missing
 * one factor is judged on the others, as the factor engine's composite is. Null with fewer than
 * MIN_KNOWN_FACTORS factors known, or when every known factor weighs 0 (nothing the adviser
 * asked for is known about it).
 */
export function rawScore(z: FactorScores, weights: FactorWeights): number | null {
  let count = 0;
  let weight = 0;
  let sum = 0;
  for (const key of CALIBRATION_FACTOR_KEYS) {
    const value = z[key];
    if (!known(value)) continue;
    count += 1;
    weight += weights[key];
    sum += weights[key] * value;
  }
  if (count < MIN_KNOWN_FACTORS || weight <= 0) return null;
  return sum / weight;
}

/** The calibrated composite, tanh(k · Σ wᵢ zᵢ), in (−1, 1); null as rawScore is. */
export function composite(z: FactorScores, calibration: Calibration): number | null {
  const raw = rawScore(z, calibration.weights);
  return raw === null ? null : Math.tanh(calibration.k * raw);
}

/** A universe's raw and squashed composites, NaN where a stock has none. */
export interface CalibratedUniverse {
  raw: Float64Array;
  squashed: Float64Array;
}

/**
 * Every stock's composite at once, for the calibration screen's sliders: `matrix` holds n rows
 * of the five z-scores in CALIBRATION_FACTOR_KEYS order (NaN unknown). One pass, no allocation
 * besides the two answers: the NIFTY 500 costs well under a millisecond.
 */
export function calibrateUniverse(
  matrix: Float64Array,
  calibration: Calibration,
): CalibratedUniverse {
  const width = CALIBRATION_FACTOR_KEYS.length;
  const n = Math.floor(matrix.length / width);
  const w = CALIBRATION_FACTOR_KEYS.map((key) => calibration.weights[key]);
  const { k } = calibration;
  const raw = new Float64Array(n);
  const squashed = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let count = 0;
    let weight = 0;
    let sum = 0;
    for (let j = 0; j < width; j += 1) {
      const value = matrix[i * width + j]!;
      if (value !== value || value === Infinity || value === -Infinity) continue;
      count += 1;
      weight += w[j]!;
      sum += w[j]! * value;
    }
    if (count < MIN_KNOWN_FACTORS || weight <= 0) {
      raw[i] = squashed[i] = NaN;
    } else {
      raw[i] = sum / weight;
      squashed[i] = Math.tanh(k * raw[i]!);
    }
  }
  return { raw, squashed };
}

/** Rows of z-scores -> the matrix calibrateUniverse reads. */
export function scoreMatrix(rows: readonly FactorScores[]): Float64Array {
  const width = CALIBRATION_FACTOR_KEYS.length;
  const matrix = new Float64Array(rows.length * width);
  rows.forEach((row, i) => {
    CALIBRATION_FACTOR_KEYS.forEach((key, j) => {
      const value = row[key];
      matrix[i * width + j] = known(value) ? value : NaN;
    });
  });
  return matrix;
}

export interface Histogram {
  lo: number;
  hi: number;
  /** Each bin's width; bin b covers [lo + b·width, lo + (b+1)·width). */
  width: number;
  counts: number[];
  /** How many values were counted (NaN left out). */
  total: number;
}

/**
 * Counts of `values` in `bins` equal bins from lo to hi; a value below lo counts in the first
 * bin and one at or above hi in the last, so every known value is shown. NaN is left out.
 */
export function histogram(
  values: ArrayLike<number>,
  bins: number,
  lo: number,
  hi: number,
): Histogram {
  const count = Math.max(1, Math.floor(bins));
  const width = hi > lo ? (hi - lo) / count : 1;
  const counts = new Array<number>(count).fill(0);
  let total = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i]!;
    if (Number.isNaN(value)) continue;
    const bin = Math.min(count - 1, Math.max(0, Math.floor((value - lo) / width)));
    counts[bin] = counts[bin]! + 1;
    total += 1;
  }
  return { lo, hi, width, counts, total };
}

/**
 * Each value's rank, 1 = highest; equal values in index order; NaN (no composite) unranked
 * (NaN).
 */
export function ranks(values: ArrayLike<number>): Float64Array {
  const order: number[] = [];
  for (let i = 0; i < values.length; i += 1) if (!Number.isNaN(values[i]!)) order.push(i);
  order.sort((a, b) => values[b]! - values[a]! || a - b);
  const rank = new Float64Array(values.length).fill(NaN);
  order.forEach((index, position) => {
    rank[index] = position + 1;
  });
  return rank;
}

export interface RankChanges {
  /** Stocks ranked both times whose rank differs. */
  changed: number;
  /** Stocks in the top `top` now that were not before. */
  entered: number;
  /** Stocks in the top `top` before that are not now. */
  left: number;
}

/** How two rankings of the same stocks (from ranks()) differ. */
export function rankChanges(
  before: ArrayLike<number>,
  after: ArrayLike<number>,
  top = 50,
): RankChanges {
  let changed = 0;
  let entered = 0;
  let left = 0;
  const n = Math.min(before.length, after.length);
  for (let i = 0; i < n; i += 1) {
    const was = before[i]!;
    const now = after[i]!;
    if (!Number.isNaN(was) && !Number.isNaN(now) && was !== now) changed += 1;
    const wasTop = was <= top;
    const nowTop = now <= top;
    if (nowTop && !wasTop) entered += 1;
    if (wasTop && !nowTop) left += 1;
  }
  return { changed, entered, left };
}

export interface Contribution {
  key: CalibrationFactorKey;
  z: number | null;
  /** The weight as saved (0 to 1). */
  weight: number;
  /** Points of the score: they add up to it; 0 when the factor is not known. */
  points: number;
}

/**
 * The composite explained (the stock pages' x-factor view): score = 100 × tanh(k · Σ wᵢ zᵢ),
 * from −100 to +100, and each factor's part = score × wᵢzᵢ / Σ wⱼzⱼ, so the parts add to the
 * score (all 0 when the sum is 0). Null score when the stock has no composite.
 */
export function contributions(
  z: FactorScores,
  calibration: Calibration,
): { score: number | null; parts: Contribution[] } {
  const squashed = composite(z, calibration);
  const score = squashed === null ? null : 100 * squashed;
  let sum = 0;
  for (const key of CALIBRATION_FACTOR_KEYS) {
    const value = z[key];
    if (known(value)) sum += calibration.weights[key] * value;
  }
  const parts = CALIBRATION_FACTOR_KEYS.map((key): Contribution => {
    const value = z[key];
    const weight = calibration.weights[key];
    const points =
      score === null || !known(value) || sum === 0 ? 0 : (score * weight * value) / sum;
    return { key, z: known(value) ? value : null, weight, points };
  });
  return { score, parts };
}

/**
 * A portfolio's weighted mean composite: Σ weight × composite over the holdings that have one,
 * divided by their weights; null when none has.
 */
export function weightedMeanComposite(
  holdings: ReadonlyArray<{ weight: number; composite: number | null | undefined }>,
): number | null {
  let weight = 0;
  let sum = 0;
  for (const holding of holdings) {
    if (!known(holding.composite) || holding.weight <= 0) continue;
    weight += holding.weight;
    sum += holding.weight * holding.composite;
  }
  return weight > 0 ? sum / weight : null;
}

/** Whether two calibrations are the same (weights and k to 1e-9). */
export function sameCalibration(a: Calibration, b: Calibration): boolean {
  return (
    Math.abs(a.k - b.k) < 1e-9 &&
    CALIBRATION_FACTOR_KEYS.every((key) => Math.abs(a.weights[key] - b.weights[key]) < 1e-9)
  );
}

/**
 * The weights after one is set to `value` (0 to 1): the others keep their proportions and
 * rescale so all five add to 1 (equal shares of the rest when the others were all 0).
 */
export function setWeight(
  weights: FactorWeights,
  key: CalibrationFactorKey,
  value: number,
): FactorWeights {
  const own = Math.min(1, Math.max(0, value));
  const others = CALIBRATION_FACTOR_KEYS.filter((other) => other !== key);
  const before = others.reduce((sum, other) => sum + weights[other], 0);
  const next = { ...weights, [key]: own };
  for (const other of others) {
    next[other] = before > 0 ? (weights[other] / before) * (1 - own) : (1 - own) / others.length;
  }
  return next;
}
