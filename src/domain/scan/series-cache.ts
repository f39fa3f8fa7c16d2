import type { Frame } from './frame';
import { fundamentalsAt, sizesByRank, type CapSize, type Fundamentals } from './point-in-time';

/**
 * What scans over one frame share (issue 14): an indicator's whole series per stock, computed
 * the first time a scan asks for that stock and kept with the frame (a WeakMap, so it goes when
 * the frame does). The screener's repeated scans over the latest day and a backtest's rebalance
 * days then read numbers instead of computing them. Bounded, least recently used first out: a
 * frame kept for hours meets any number of distinct indicators.
 */

/** Distinct series kept per frame: 64 x 500 stocks x 400 days x 8 bytes is about 100 MB. */
export const MAX_SERIES = 64;
/** Days whose fundamentals (and size ranks) are kept per frame. */
export const MAX_DAYS = 64;

class Lru<V> {
  private readonly entries = new Map<string | number, V>();
  constructor(private readonly limit: number) {}
  get(key: string | number, make: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return made;
  }
}

export interface FrameCache {
  /** Stock `s`'s series under `key`, computing it with `compute(s)` the first time. */
  series(key: string, compute: (stock: number) => Float64Array): (stock: number) => Float64Array;
  fundamentals(stock: number, day: number): Fundamentals;
  size(stock: number, day: number): CapSize | null;
}

function createCache(frame: Frame): FrameCache {
  const series = new Lru<Array<Float64Array | undefined>>(MAX_SERIES);
  const fundamentals = new Lru<Array<Fundamentals | undefined>>(MAX_DAYS);
  const sizes = new Lru<Array<CapSize | null>>(MAX_DAYS);
  const count = frame.stocks.length;
  const fundamentalsOf = (stock: number, day: number): Fundamentals => {
    const row = fundamentals.get(day, () => new Array<Fundamentals | undefined>(count));
    let found = row[stock];
    if (found === undefined) {
      found = fundamentalsAt(frame.stocks[stock] ?? EMPTY_STOCK, day, frame.days);
      row[stock] = found;
    }
    return found;
  };
  return {
    series(key, compute) {
      const perStock = series.get(key, () => new Array<Float64Array | undefined>(count));
      return (stock) => {
        let found = perStock[stock];
        if (found === undefined) {
          found = compute(stock);
          perStock[stock] = found;
        }
        return found;
      };
    },
    fundamentals: fundamentalsOf,
    size(stock, day) {
      const row = sizes.get(day, () =>
        sizesByRank(frame.stocks.map((_, s) => fundamentalsOf(s, day).marketCap)),
      );
      return row[stock] ?? null;
    },
  };
}

const EMPTY_STOCK: Frame['stocks'][number] = {
  id: 0,
  symbol: '',
  name: '',
  sector: '',
  industry: '',
  lotSize: 1,
  inNifty50: false,
  open: new Float64Array(0),
  high: new Float64Array(0),
  low: new Float64Array(0),
  close: new Float64Array(0),
  volume: new Float64Array(0),
  quarters: [],
  dividends: [],
};

const caches = new WeakMap<Frame, FrameCache>();

/** The frame's cache, made on first use. */
export function frameCache(frame: Frame): FrameCache {
  let cache = caches.get(frame);
  if (!cache) {
    cache = createCache(frame);
    caches.set(frame, cache);
  }
  return cache;
}
