// How far a basket has drifted from its target weights (issue 13, Deliver 8).
//
// value = Σ quantity × price (paise). Each stock's actual weight = its value / value, in basis
// points rounded to the nearest point (so they may add to 9,999 or 10,001); drift = actual −
// target. A basket that holds nothing has actual weights and drifts of 0 (nothing to compare).
// A rebalance is due when some |drift| exceeds the tolerance (DEFAULT_TOLERANCE_BP, ±2 %).

export interface DriftInput {
  weightBp: number;
  quantity: number;
  price: number;
}

export function driftOf(
  stocks: readonly DriftInput[],
  toleranceBp: number,
): {
  actualWeightsBp: number[];
  driftsBp: number[];
  maxDriftBp: number;
  needsRebalance: boolean;
  value: number;
} {
  const values = stocks.map((s) => s.quantity * s.price);
  const value = values.reduce((sum, v) => sum + v, 0);
  if (value <= 0) {
    const zeros = stocks.map(() => 0);
    return {
      actualWeightsBp: zeros,
      driftsBp: [...zeros],
      maxDriftBp: 0,
      needsRebalance: false,
      value: 0,
    };
  }
  const actualWeightsBp = values.map((v) => Math.round((v * 10_000) / value));
  const driftsBp = actualWeightsBp.map((actual, i) => actual - (stocks[i] as DriftInput).weightBp);
  const maxDriftBp = driftsBp.reduce((max, d) => Math.max(max, Math.abs(d)), 0);
  return { actualWeightsBp, driftsBp, maxDriftBp, needsRebalance: maxDriftBp > toleranceBp, value };
}
