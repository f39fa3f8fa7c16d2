import { createRandom } from '../random';
import { referenceData } from '../reference-data';

/** Market-wide log level and daily volatility on each simulated trading day. */
export interface MarketPath {
  logLevel: Float64Array;
  vol: Float64Array;
}

// Realised daily moves run a little under what India VIX (implied, annualised) prices in.
const REALISED_TO_IMPLIED = 0.85;
const dailyVol = (vix: number) => (REALISED_TO_IMPLIED * vix) / 100 / Math.sqrt(252);

/**
 * Follows the real weekly NIFTY 50 closes exactly at each week's last session, with daily steps
 * drawn between them as a Brownian bridge scaled by that week's India VIX; after the last real
 * week it goes on as a random walk whose volatility follows a mean-reverting VIX.
 */
export function marketPath(seed: string, days: readonly string[]): MarketPath {
  const { weekly } = referenceData();
  const rng = createRandom(`${seed}:market`);
  const logLevel = new Float64Array(days.length);
  const vol = new Float64Array(days.length);

  // Index of the last simulated session on or before each weekly date.
  const anchors: Array<{ index: number; log: number; vix: number }> = [];
  let cursor = 0;
  for (const point of weekly) {
    while (cursor < days.length && (days[cursor] ?? '') <= point.date) cursor += 1;
    if (cursor === 0) continue;
    const index = cursor - 1;
    const last = anchors.at(-1);
    const anchor = { index, log: Math.log(point.nifty50), vix: point.vix };
    if (last?.index === index) anchors[anchors.length - 1] = anchor;
    else anchors.push(anchor);
  }

  const first = anchors[0];
  if (!first) throw new Error('The simulated calendar starts after the weekly NIFTY 50 data');
  // Before the first anchored week: a short walk back from it.
  for (let i = first.index; i >= 0; i -= 1) {
    const sigma = dailyVol(first.vix);
    vol[i] = sigma;
    logLevel[i] = i === first.index ? first.log : (logLevel[i + 1] ?? 0) - sigma * rng.normal();
  }
  for (let k = 1; k < anchors.length; k += 1) {
    const from = anchors[k - 1];
    const to = anchors[k];
    if (!from || !to) continue;
    const steps = to.index - from.index;
    const sigma = dailyVol(to.vix);
    const draws = Array.from({ length: steps }, () => sigma * rng.normal());
    const drift = (to.log - from.log - draws.reduce((sum, x) => sum + x, 0)) / steps;
    for (let j = 1; j <= steps; j += 1) {
      const i = from.index + j;
      logLevel[i] = (logLevel[i - 1] ?? 0) + (draws[j - 1] ?? 0) + drift;
      vol[i] = sigma;
    }
  }

  const last = anchors.at(-1) ?? first;
  let logVix = Math.log(last.vix);
  for (let i = last.index + 1; i < days.length; i += 1) {
    logVix += 0.04 * (Math.log(14) - logVix) + 0.06 * rng.normal();
    const sigma = dailyVol(Math.exp(logVix));
    vol[i] = sigma;
    logLevel[i] = (logLevel[i - 1] ?? 0) + 0.11 / 252 - (sigma * sigma) / 2 + sigma * rng.normal();
  }
  return { logLevel, vol };
}

/**
 * An industry's own factor: a random walk with GARCH(1,1) volatility clustering and a drift that
 * changes each year, so industries lead and lag the market in turns.
 */
export function industryPath(
  seed: string,
  industry: string,
  days: readonly string[],
): Float64Array {
  const rng = createRandom(`${seed}:industry:${industry}`);
  const path = new Float64Array(days.length);
  let variance = 1;
  let year = '';
  let drift = 0;
  let level = 0;
  for (let i = 0; i < days.length; i += 1) {
    const day = days[i] ?? '';
    const z = rng.normal();
    const yearDraw = rng.normal();
    if (day.slice(0, 4) !== year) {
      year = day.slice(0, 4);
      drift = (0.07 * yearDraw) / 252;
    }
    level += drift + 0.0065 * Math.sqrt(variance) * z;
    variance = 0.06 + 0.84 * variance + 0.1 * variance * z * z;
    path[i] = level;
  }
  return path;
}
