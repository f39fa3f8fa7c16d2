import {
  calibrateUniverse,
  histogram,
  rankChanges,
  ranks,
  weightedMeanComposite,
  type Calibration,
  type Histogram,
  type RankChanges,
} from '../../../domain/calibration';

// What the calibration screen shows for one position of its sliders, from the universe's factor
// z-scores (src/domain/calibration.ts does the arithmetic). One call per slider move: the NIFTY
// 500 costs well under a frame (tests/bench/tanh.ts measures it).

export const HISTOGRAM_BINS = 24;
/** The raw sum's range: the z-scores are winsorised at ±3, so Σ wᵢ zᵢ is too. */
export const RAW_RANGE = [-3, 3] as const;
export const SQUASHED_RANGE = [-1, 1] as const;
/** "Enter the top 50": the list an adviser reads first. */
export const TOP = 50;
export const LIST_LENGTH = 10;

export interface UniverseStock {
  symbol: string;
  name: string;
}

export interface Ranked {
  index: number;
  symbol: string;
  name: string;
  composite: number;
  rank: number;
}

export interface ModelInput {
  modelId: string;
  name: string;
  stocks: ReadonlyArray<{ symbol: string; weightBp: number }>;
}

export interface ModelEffect {
  modelId: string;
  name: string;
  /** Weighted mean composite under the saved calibration and under the sliders'. */
  before: number | null;
  after: number | null;
  /** Stocks of the model without a composite (not in the universe, or too few factors). */
  unscored: number;
}

/** The lowest, highest and median of the known values. */
export interface Spread {
  min: number;
  max: number;
  median: number;
}

export interface Recomputed {
  raw: Float64Array;
  squashed: Float64Array;
  rank: Float64Array;
  rawHistogram: Histogram;
  squashedHistogram: Histogram;
  /** null when no stock is scored. */
  rawSpread: Spread | null;
  squashedSpread: Spread | null;
  scored: number;
  top: Ranked[];
  bottom: Ranked[];
  changes: RankChanges;
}

/**
 * The universe under `calibration`: composites, histograms, the top and bottom ten, and how the
 * ranking differs from `savedRank` (the ranks under the saved calibration).
 */
export function recompute(
  matrix: Float64Array,
  stocks: readonly UniverseStock[],
  calibration: Calibration,
  savedRank: Float64Array,
): Recomputed {
  const { raw, squashed } = calibrateUniverse(matrix, calibration);
  const rank = ranks(squashed);
  const order: number[] = [];
  for (let i = 0; i < rank.length; i += 1) {
    const r = rank[i]!;
    if (!Number.isNaN(r)) order[r - 1] = i;
  }
  const entry = (index: number): Ranked => ({
    index,
    symbol: stocks[index]!.symbol,
    name: stocks[index]!.name,
    composite: squashed[index]!,
    rank: rank[index]!,
  });
  return {
    raw,
    squashed,
    rank,
    rawHistogram: histogram(raw, HISTOGRAM_BINS, RAW_RANGE[0], RAW_RANGE[1]),
    squashedHistogram: histogram(squashed, HISTOGRAM_BINS, SQUASHED_RANGE[0], SQUASHED_RANGE[1]),
    // The ranking's order serves both: tanh keeps the raw sums' order (k > 0).
    rawSpread: spreadInOrder(raw, order),
    squashedSpread: spreadInOrder(squashed, order),
    scored: order.length,
    top: order.slice(0, LIST_LENGTH).map(entry),
    bottom: order.slice(-LIST_LENGTH).reverse().map(entry),
    changes: rankChanges(savedRank, rank, TOP),
  };
}

/** Each model's weighted mean composite under the saved calibration and the sliders'. */
export function modelEffects(
  models: readonly ModelInput[],
  indexOf: ReadonlyMap<string, number>,
  saved: Float64Array,
  current: Float64Array,
): ModelEffect[] {
  return models.map((model) => {
    const at = (values: Float64Array) =>
      model.stocks.map((stock) => {
        const index = indexOf.get(stock.symbol);
        const value = index === undefined ? NaN : values[index]!;
        return { weight: stock.weightBp, composite: Number.isNaN(value) ? null : value };
      });
    const after = at(current);
    return {
      modelId: model.modelId,
      name: model.name,
      before: weightedMeanComposite(at(saved)),
      after: weightedMeanComposite(after),
      unscored: after.filter((holding) => holding.composite === null).length,
    };
  });
}

/**
 * The spread of `values` read off `order`, the indices of the known values from highest to
 * lowest (a sort already made, so a slider move sorts once); null when `order` is empty.
 */
export function spreadInOrder(values: ArrayLike<number>, order: readonly number[]): Spread | null {
  const n = order.length;
  if (n === 0) return null;
  const at = (position: number) => values[order[position]!]!;
  const mid = n >> 1;
  return {
    max: at(0),
    min: at(n - 1),
    median: n % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2,
  };
}

/** The median of the known values (NaN left out); null when none is known. */
export function median(values: ArrayLike<number>): number | null {
  const known: number[] = [];
  for (let i = 0; i < values.length; i += 1) if (!Number.isNaN(values[i]!)) known.push(values[i]!);
  if (known.length === 0) return null;
  known.sort((a, b) => a - b);
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}
