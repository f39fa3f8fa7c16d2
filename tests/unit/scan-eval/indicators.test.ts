import {
  ATR,
  BollingerBands,
  DonchianChannels,
  EMA,
  getLogReturns,
  getStandardDeviation,
  MACD,
  ROC,
  RSI,
  SMA,
} from 'trading-signals';
import { describe, expect, it } from 'vitest';
import {
  atr,
  bollingerLower,
  bollingerUpper,
  ema,
  highest,
  lowest,
  macdLine,
  macdSignal,
  prev,
  roc,
  rsi,
  sma,
  volatility,
} from '@/domain/scan/indicators';
import { mulberry32 } from '@/features/goals/model/monte-carlo';

// Issue 14: "Indicators from a maintained library ... except where a vectorised version is much
// faster (then tested against the library)". Each vectorised series is checked, value by value,
// against trading-signals 8.3.0 fed the same bars one at a time.

const LENGTH = 600;

/** A random walk of prices with days missing (NaN): before listing and a few holes. */
function randomBars(seed: number) {
  const random = mulberry32(seed);
  const close = new Float64Array(LENGTH).fill(NaN);
  const high = new Float64Array(LENGTH).fill(NaN);
  const low = new Float64Array(LENGTH).fill(NaN);
  let price = 500 + random() * 1000;
  for (let t = 7; t < LENGTH; t += 1) {
    price *= Math.exp((random() - 0.5) * 0.05);
    if (random() < 0.02) continue;
    close[t] = price;
    high[t] = price * (1 + random() * 0.02);
    low[t] = price * (1 - random() * 0.02);
  }
  return { close, high, low };
}

/** The library's answers at the days with a bar (null: no answer yet), NaN elsewhere. */
function fromLibrary<T>(
  present: ArrayLike<number>,
  step: (t: number) => T | null,
  pick: (result: T) => number,
): Float64Array {
  const out = new Float64Array(present.length).fill(NaN);
  for (let t = 0; t < present.length; t += 1) {
    if (Number.isNaN(present[t])) continue;
    const result = step(t);
    if (result !== null) out[t] = pick(result);
  }
  return out;
}

/** Same NaNs, same numbers to 1e-9 relative; and some numbers at all. */
function expectSame(ours: Float64Array, theirs: Float64Array) {
  let compared = 0;
  for (let t = 0; t < ours.length; t += 1) {
    const a = ours[t] ?? NaN;
    const b = theirs[t] ?? NaN;
    if (Number.isNaN(a) || Number.isNaN(b)) {
      expect([t, a]).toEqual([t, b]);
      continue;
    }
    compared += 1;
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
  }
  expect(compared).toBeGreaterThan(LENGTH / 3);
}

const { close, high, low } = randomBars(14);
const number = (value: number) => value;

describe('indicators against trading-signals 8.3.0', () => {
  it.each([5, 20, 50, 200])('sma(close, %i) = SMA', (n) => {
    const library = new SMA(n);
    expectSame(
      sma(close, n),
      fromLibrary(close, (t) => library.add(close[t] ?? NaN), number),
    );
  });

  it.each([5, 20, 50, 200])('ema(close, %i) = EMA once stable', (n) => {
    const library = new EMA(n);
    expectSame(
      ema(close, n),
      fromLibrary(
        close,
        (t) => {
          const value = library.add(close[t] ?? NaN);
          return library.isStable ? value : null;
        },
        number,
      ),
    );
  });

  it.each([2, 14, 30])('rsi(close, %i) = RSI (Wilder smoothing)', (n) => {
    const library = new RSI(n);
    expectSame(
      rsi(close, n),
      fromLibrary(close, (t) => library.add(close[t] ?? NaN), number),
    );
  });

  it('rsi is 100 when the window has no losses, as the library says', () => {
    const rising = Float64Array.from({ length: 30 }, (_, t) => 100 + t);
    const library = new RSI(14);
    const theirs = fromLibrary(rising, (t) => library.add(rising[t] ?? NaN), number);
    expectSameShort(rsi(rising, 14), theirs);
    expect(rsi(rising, 14)[29]).toBe(100);
  });

  it.each([
    [12, 26, 9],
    [5, 35, 5],
  ])('macd(close, %i, %i) line and macd_signal(…, %i) = MACD', (fast, slow, signal) => {
    const library = new MACD(new EMA(fast), new EMA(slow), new EMA(signal));
    const results = fromLibrary(
      close,
      (t) => library.add(close[t] ?? NaN),
      (r) => r.macd,
    );
    expectSame(macdLine(close, fast, slow), results);

    const again = new MACD(new EMA(fast), new EMA(slow), new EMA(signal));
    let seen = 0;
    // The library answers a signal from the first MACD value; ours waits for `signal` of them.
    const theirs = fromLibrary(
      close,
      (t) => {
        const result = again.add(close[t] ?? NaN);
        if (result === null) return null;
        seen += 1;
        return seen >= signal ? result : null;
      },
      (r) => r.signal,
    );
    expectSame(macdSignal(close, fast, slow, signal), theirs);
  });

  it.each([1, 14, 30])('atr(%i) = ATR over high, low and close', (n) => {
    const library = new ATR(n);
    expectSame(
      atr(high, low, close, n),
      fromLibrary(
        close,
        (t) => library.add({ high: high[t] ?? NaN, low: low[t] ?? NaN, close: close[t] ?? NaN }),
        number,
      ),
    );
  });

  it.each([
    [20, 2],
    [50, 1.5],
  ])('bb_upper and bb_lower(close, %i, %f) = BollingerBands', (n, k) => {
    const upper = new BollingerBands(n, k);
    const lower = new BollingerBands(n, k);
    expectSame(
      bollingerUpper(close, n, k),
      fromLibrary(
        close,
        (t) => upper.add(close[t] ?? NaN),
        (r) => r.upper,
      ),
    );
    expectSame(
      bollingerLower(close, n, k),
      fromLibrary(
        close,
        (t) => lower.add(close[t] ?? NaN),
        (r) => r.lower,
      ),
    );
  });

  it.each([1, 20, 252])('highest(high, %i) and lowest(low, %i) = DonchianChannels', (n) => {
    const channels = new DonchianChannels(n);
    const bars = (t: number) => channels.add({ high: high[t] ?? NaN, low: low[t] ?? NaN });
    const upper = new Float64Array(LENGTH).fill(NaN);
    const lower = new Float64Array(LENGTH).fill(NaN);
    for (let t = 0; t < LENGTH; t += 1) {
      if (Number.isNaN(close[t])) continue;
      const result = bars(t);
      if (result) {
        upper[t] = result.upper;
        lower[t] = result.lower;
      }
    }
    expectSame(highest(high, n), upper);
    expectSame(lowest(low, n), lower);
  });

  it('highest with a shorter minimum history answers from the first bar', () => {
    const series = Float64Array.from([NaN, 3, 1, 4, 1, 5, NaN, 2]);
    expect([...highest(series, 3, 1)]).toEqual([NaN, 3, 3, 4, 4, 5, NaN, 5]);
    expect([...lowest(series, 3, 1)]).toEqual([NaN, 3, 1, 1, 1, 1, NaN, 1]);
  });

  it.each([1, 10, 125])('roc(close, %i) = ROC in percent', (n) => {
    const library = new ROC(n);
    expectSame(
      roc(close, n),
      fromLibrary(
        close,
        (t) => library.add(close[t] ?? NaN),
        (fraction) => fraction * 100,
      ),
    );
  });

  it.each([20, 252])('volatility(%i) = sample std of log returns x sqrt(252), percent', (n) => {
    const window: number[] = [];
    const theirs = fromLibrary(
      close,
      (t) => {
        window.push(close[t] ?? NaN);
        if (window.length > n + 1) window.shift();
        if (window.length < n + 1) return null;
        const returns = getLogReturns(window);
        const population = getStandardDeviation(returns);
        return population * Math.sqrt(n / (n - 1)) * Math.sqrt(252) * 100;
      },
      number,
    );
    expectSame(volatility(close, n), theirs);
  });

  it('prev(series, n) is the value n bars before, skipping days without a bar', () => {
    const series = Float64Array.from([NaN, 10, 11, NaN, 12, 13]);
    expect([...prev(series, 1)]).toEqual([NaN, NaN, 10, NaN, 11, 12]);
    expect([...prev(series, 2)]).toEqual([NaN, NaN, NaN, NaN, 10, 11]);
  });

  it('a day without a bar is NaN and does not break the series after it', () => {
    const series = Float64Array.from([1, 2, NaN, 3, 4]);
    expect([...sma(series, 2)]).toEqual([NaN, 1.5, NaN, 2.5, 3.5]);
  });
});

function expectSameShort(ours: Float64Array, theirs: Float64Array) {
  for (let t = 0; t < ours.length; t += 1) {
    const a = ours[t] ?? NaN;
    const b = theirs[t] ?? NaN;
    if (Number.isNaN(a) || Number.isNaN(b)) expect([t, a]).toEqual([t, b]);
    else expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
  }
}
