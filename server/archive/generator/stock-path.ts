import { createRandom } from '../random';
import type { MarketPath } from './market-path';
import type { CompanyProfile } from './universe';

/**
 * One stock's economic path over every simulated session: the log price it would have with no
 * corporate actions (anchored so that it equals the reference close on the reference date) and
 * what each day's bar is drawn from.
 */
export interface StockPath {
  logClose: Float64Array;
  logOpen: Float64Array;
  /** Multipliers above max(open, close) and below min(open, close). */
  highUp: Float64Array;
  lowDown: Float64Array;
  /** Multiplier of the stock's usual turnover. */
  activity: Float64Array;
}

const GARCH = { omega: 0.05, alpha: 0.1, beta: 0.85 };
const JUMP_CHANCE = 0.004;
const JUMP_SIZE = 0.06;

export function stockPath(
  seed: string,
  company: CompanyProfile,
  market: MarketPath,
  industry: Float64Array,
  anchorIndex: number,
): StockPath {
  const n = market.logLevel.length;
  const rng = createRandom(`${seed}:prices:${company.symbol}`);
  const idio = new Float64Array(n);
  const jumps = new Float64Array(n);
  const logOpen = new Float64Array(n);
  const highUp = new Float64Array(n);
  const lowDown = new Float64Array(n);
  const activity = new Float64Array(n);
  const shock = new Float64Array(n);
  let variance = 1;
  let level = 0;
  for (let i = 0; i < n; i += 1) {
    // Seven draws every day, used or not: day i's numbers never depend on the horizon.
    const z = rng.normal();
    const jumpDraw = rng.next();
    const jumpSize = rng.normal();
    const openNoise = rng.normal();
    const highDraw = rng.normal();
    const lowDraw = rng.normal();
    const volumeDraw = rng.normal();
    const jump = jumpDraw < JUMP_CHANCE ? JUMP_SIZE * jumpSize : 0;
    // The variance term keeps the average stock on the market's path going back from the anchor
    // (E[exp(-X)] = exp(V/2)), or a cap-weighted index of them would drift far off NIFTY's.
    const sigma = company.idioVol * Math.sqrt(variance);
    level += company.alpha / 252 + (sigma * sigma) / 2 + sigma * z + jump;
    variance = GARCH.omega + GARCH.beta * variance + GARCH.alpha * variance * z * z;
    idio[i] = level;
    jumps[i] = jump;
    shock[i] = openNoise;
    const dayVol = Math.hypot(
      company.beta * (market.vol[i] ?? 0.01),
      company.idioVol * Math.sqrt(variance),
    );
    highUp[i] = Math.exp(Math.abs(highDraw) * dayVol * 0.55);
    lowDown[i] = Math.exp(-Math.abs(lowDraw) * dayVol * 0.55);
    activity[i] = Math.exp(0.4 * volumeDraw - 0.08);
  }

  const at = (array: Float64Array, i: number) => array[i] ?? 0;
  const logRef = Math.log(company.referenceClose);
  const dividendDrift = company.profile.dividendYield / 252;
  const logClose = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    logClose[i] =
      logRef +
      company.beta * (at(market.logLevel, i) - at(market.logLevel, anchorIndex)) +
      0.8 * (at(industry, i) - at(industry, anchorIndex)) +
      (at(idio, i) - at(idio, anchorIndex)) +
      // Raw prices drop by each dividend; the path before them makes up for it, so dividend
      // payers still track NIFTY 50, which is a price index.
      dividendDrift * (i - anchorIndex);
  }
  for (let i = 0; i < n; i += 1) {
    const previous = i === 0 ? at(logClose, 0) : at(logClose, i - 1);
    const move = at(logClose, i) - previous;
    const jump = at(jumps, i);
    // Most of a day's move happens in the session, news jumps happen overnight (gaps).
    logOpen[i] = previous + 0.3 * (move - jump) + jump + 0.003 * at(shock, i);
    activity[i] = at(activity, i) * (1 + 18 * Math.abs(move));
  }
  return { logClose, logOpen, highUp, lowDown, activity };
}
