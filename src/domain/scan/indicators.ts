/**
 * The scan language's indicators (issue 14) as whole series at once: one pass over a stock's
 * Float64Array instead of one library object per stock and day, which a scan over 500 stocks
 * (and a backtest over years of them) cannot afford. Each follows trading-signals 8.3.0 step by
 * step (seeding, smoothing, when the first value appears) and is tested against it to 1e-9
 * (tests/unit/scan-eval/indicators.test.ts).
 *
 * A day without a value (NaN: the stock did not trade) is skipped: the indicator runs over the
 * stock's own bars, as the library would be fed them, and that day's result is NaN. Before
 * enough bars, the result is NaN too.
 */

import { Ema, RollingWindow, Wilder } from './rolling';

const nanArray = (length: number) => new Float64Array(length).fill(NaN);

/** Simple moving average of the last `n` values (trading-signals SMA). */
export function sma(values: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(values.length);
  const window = new RollingWindow(n);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    window.push(v);
    if (window.full) out[t] = window.sum / n;
  }
  return out;
}

/** Exponential moving average (trading-signals EMA): NaN until `n` values were seen. */
export function ema(values: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(values.length);
  const state = new Ema(n);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    state.push(v);
    if (state.stable) out[t] = state.value;
  }
  return out;
}

/** Relative strength index with Wilder's smoothing (trading-signals RSI), 0 to 100. */
export function rsi(values: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(values.length);
  const gains = new Wilder(n);
  const losses = new Wilder(n);
  let previous = NaN;
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    if (previous === previous) {
      gains.push(v > previous ? v - previous : 0);
      losses.push(v > previous ? 0 : previous - v);
      if (gains.stable) {
        out[t] = losses.value === 0 ? 100 : 100 - 100 / (gains.value / losses.value + 1);
      }
    }
    previous = v;
  }
  return out;
}

/** MACD line and signal in one pass: line = EMA(fast) - EMA(slow), signal = EMA of the line. */
function macd(values: ArrayLike<number>, fast: number, slow: number, signal: number) {
  const line = nanArray(values.length);
  const signalLine = nanArray(values.length);
  const short = new Ema(fast);
  const long = new Ema(slow);
  const smooth = new Ema(signal);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    const difference = short.push(v) - long.push(v);
    if (!short.stable || !long.stable) continue;
    line[t] = difference;
    smooth.push(difference);
    if (smooth.stable) signalLine[t] = smooth.value;
  }
  return { line, signal: signalLine };
}

/** MACD line (trading-signals MACD with EMAs): from the slow EMA's `slow`-th value. */
export function macdLine(values: ArrayLike<number>, fast: number, slow: number): Float64Array {
  return macd(values, fast, slow, 1).line;
}

/**
 * MACD signal line (trading-signals MACD's `signal`): the library answers from the first MACD
 * value on, with an EMA not yet stable; here the signal waits for `signal` MACD values, as the
 * library's own EMA.isStable does.
 */
export function macdSignal(
  values: ArrayLike<number>,
  fast: number,
  slow: number,
  signal: number,
): Float64Array {
  return macd(values, fast, slow, signal).signal;
}

/**
 * Average true range with Wilder's smoothing (trading-signals ATR): the first true range is
 * high - low, later ones also reach to the previous close. Days missing any of the three skip.
 */
export function atr(
  high: ArrayLike<number>,
  low: ArrayLike<number>,
  close: ArrayLike<number>,
  n: number,
): Float64Array {
  const out = nanArray(close.length);
  const smooth = new Wilder(n);
  let previousClose = NaN;
  for (let t = 0; t < close.length; t += 1) {
    const h = high[t] ?? NaN;
    const l = low[t] ?? NaN;
    const c = close[t] ?? NaN;
    if (h !== h || l !== l || c !== c) continue;
    const range =
      previousClose === previousClose
        ? Math.max(h - l, Math.abs(h - previousClose), Math.abs(l - previousClose))
        : h - l;
    smooth.push(range);
    if (smooth.stable) out[t] = smooth.value;
    previousClose = c;
  }
  return out;
}

/**
 * Bollinger band (trading-signals BollingerBands): mean of the last `n` values plus `k`
 * (upper, k > 0) or minus (lower) population standard deviations. Computed per window, not from
 * running sums of squares, whose cancellation would cost digits on prices far from zero.
 */
function bollinger(values: ArrayLike<number>, n: number, k: number): Float64Array {
  const out = nanArray(values.length);
  const window = new RollingWindow(n);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    window.push(v);
    if (!window.full) continue;
    const middle = window.exactSum() / n;
    let squares = 0;
    window.forEachOldestFirst((value) => (squares += (value - middle) * (value - middle)));
    out[t] = middle + k * Math.sqrt(squares / n);
  }
  return out;
}

export const bollingerUpper = (values: ArrayLike<number>, n: number, k: number) =>
  bollinger(values, n, k);
export const bollingerLower = (values: ArrayLike<number>, n: number, k: number) =>
  bollinger(values, n, -k);

/** Highest (sign 1) or lowest (-1) of the last `n` values, with a monotonic queue: O(length). */
function extreme(values: ArrayLike<number>, n: number, sign: 1 | -1, minCount: number) {
  const out = nanArray(values.length);
  const dense = new Float64Array(values.length);
  const queue = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  let count = 0;
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    const i = count;
    count += 1;
    dense[i] = v * sign;
    while (tail > head && (dense[queue[tail - 1] ?? 0] ?? 0) <= v * sign) tail -= 1;
    queue[tail] = i;
    tail += 1;
    if ((queue[head] ?? 0) <= i - n) head += 1;
    if (count >= minCount) out[t] = (dense[queue[head] ?? 0] ?? NaN) * sign;
  }
  return out;
}

/**
 * Highest of the last `n` values (trading-signals DonchianChannels' upper band). `minCount`
 * below `n` answers over a shorter history too (a 52-week high of a stock listed 3 months ago).
 */
export const highest = (values: ArrayLike<number>, n: number, minCount = n) =>
  extreme(values, n, 1, minCount);
/** Lowest of the last `n` values (DonchianChannels' lower band). */
export const lowest = (values: ArrayLike<number>, n: number, minCount = n) =>
  extreme(values, n, -1, minCount);

/** Rate of change in percent over `n` values (trading-signals ROC, which answers a fraction). */
export function roc(values: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(values.length);
  const window = new RollingWindow(n + 1);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    window.push(v);
    const then = window.ago(n);
    if (then !== 0) out[t] = ((v - then) / then) * 100;
  }
  return out;
}

/** The value `n` of the stock's bars before (NaN before its `n`+1-th bar). */
export function prev(values: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(values.length);
  const window = new RollingWindow(n + 1);
  for (let t = 0; t < values.length; t += 1) {
    const v = values[t] ?? NaN;
    if (v !== v) continue;
    window.push(v);
    out[t] = window.ago(n);
  }
  return out;
}

export const TRADING_DAYS_PER_YEAR = 252;

/**
 * Annualised volatility in percent: sample standard deviation of the last `n` daily log
 * returns x sqrt(252) x 100, as the factor engine measures it (src/features/stocks/model/
 * factors.ts; Hull, estimating volatility). NaN until `n` returns (n + 1 closes).
 */
export function volatility(close: ArrayLike<number>, n: number): Float64Array {
  const out = nanArray(close.length);
  const returns = new RollingWindow(n);
  const squares = new RollingWindow(n);
  let previous = NaN;
  for (let t = 0; t < close.length; t += 1) {
    const c = close[t] ?? NaN;
    if (c !== c) continue;
    if (previous > 0 && c > 0) {
      const r = Math.log(c / previous);
      returns.push(r);
      squares.push(r * r);
      if (returns.full && n > 1) {
        const variance = (squares.sum - (returns.sum * returns.sum) / n) / (n - 1);
        out[t] = Math.sqrt(Math.max(0, variance) * TRADING_DAYS_PER_YEAR) * 100;
      }
    }
    previous = c;
  }
  return out;
}
