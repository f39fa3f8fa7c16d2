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
