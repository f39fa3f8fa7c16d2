// How far a client's holding of a model portfolio has drifted from the model (issue 16,
// Deliver 2): pure, shared by the server (GET /api/advisor/models) and the screens.
//
// A client's holding of the model is what they hold of the current version's stocks, each at
// its latest close; the actual weights are shares of that holding's value. The drift is the
// largest gap, in percentage points, between a stock's actual weight and its model weight (a
// model stock they do not hold counts as 0 %). With none of the model held there is no
// holding to drift: null. Beyond the model's band (±5 pp by default) the client is
// "outside the band" and due a rebalance.

export interface DriftStock {
  symbol: string;
  /** The model's weight, basis points. */
  weightBp: number;
  /** Latest close, paise; null without a price (then its value counts as 0). */
  price: number | null;
}

export interface HoldingDrift {
  /** Largest |actual − model| in percentage points, to 2 decimals; null when none is held. */
  driftPoints: number | null;
  outsideBand: boolean;
  /** Each model stock's actual weight in the holding, basis points (0 when none is held). */
  actualBp: number[];
  /** The holding's value at the latest closes, paise. */
  value: number;
}

/**
 * The drift of a holding (`held`: quantity by symbol) from the model's weights, against a band
 * of `bandBp` (500 = ±5 percentage points).
 */
export function holdingDrift(
  stocks: readonly DriftStock[],
  held: ReadonlyMap<string, number>,
  bandBp: number,
): HoldingDrift {
  const values = stocks.map((stock) => {
    const quantity = held.get(stock.symbol) ?? 0;
    return quantity > 0 && stock.price !== null && stock.price > 0 ? quantity * stock.price : 0;
  });
  const value = values.reduce((sum, one) => sum + one, 0);
  if (value <= 0) {
    return { driftPoints: null, outsideBand: false, actualBp: stocks.map(() => 0), value: 0 };
  }
  const actual = values.map((one) => (one / value) * 10_000);
  const gapBp = Math.max(
    ...stocks.map((stock, index) => Math.abs(actual[index]! - stock.weightBp)),
  );
  const driftPoints = Math.round(gapBp) / 100;
  return {
    driftPoints,
    outsideBand: driftPoints > bandBp / 100,
    actualBp: actual.map((bp) => Math.round(bp)),
    value,
  };
}
