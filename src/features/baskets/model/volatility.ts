// Yearly volatility of a basket's target mix (issue 13, Deliver 4 and 8: the basket's fit).
//
// Each series holds one stock's daily closes, oldest first, all ending on the same day (the
// latest close); the common days are the last `min(length)` of each. The mix is rebalanced
// daily to its weights, so its daily return is Σ wᵢ · (closeᵢ,t / closeᵢ,t-1 − 1), with the
// weights scaled to add to 1. Volatility = the sample standard deviation (n − 1) of those daily
// returns × √252 (trading days in a year, the usual annualisation for NSE data). With fewer
// than 60 common days (about three months) the estimate is too loose to show: null.

const TRADING_DAYS = 252;
const MIN_COMMON_DAYS = 60;

export function annualVolatility(
  dailyCloses: readonly (readonly number[])[],
  weightsBp: readonly number[],
): number | null {
  if (dailyCloses.length === 0 || dailyCloses.length !== weightsBp.length) return null;
  const totalWeight = weightsBp.reduce((sum, w) => sum + w, 0);
  if (!(totalWeight > 0)) return null;
  const days = Math.min(...dailyCloses.map((series) => series.length));
  if (days < MIN_COMMON_DAYS) return null;

  const returns = new Float64Array(days - 1);
  dailyCloses.forEach((series, s) => {
    const weight = (weightsBp[s] as number) / totalWeight;
    const offset = series.length - days;
    for (let t = 1; t < days; t += 1) {
      const before = series[offset + t - 1] as number;
      const after = series[offset + t] as number;
      returns[t - 1] = (returns[t - 1] as number) + weight * (before > 0 ? after / before - 1 : 0);
    }
  });

  let mean = 0;
  for (const r of returns) mean += r;
  mean /= returns.length;
  let squares = 0;
  for (const r of returns) squares += (r - mean) ** 2;
  const variance = squares / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(TRADING_DAYS);
}
