import type { FactorDay, Frame, FrameQuarter, FrameStock } from '@/domain/scan/frame';
import type { StrategyParams } from '@/features/strategies/model/contract';

// Small hand-made frames for the backtest engine's tests, and one seeded synthetic frame of
// any size (for determinism, the look-ahead guard and the timing print).

/** Weekdays from `from` (included when a weekday), `count` of them. */
export function weekdays(from: string, count: number): string[] {
  const out: string[] = [];
  const at = new Date(`${from}T00:00:00Z`);
  while (out.length < count) {
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return out;
}

/** Weekdays from `from` to `to`, both included. */
export function weekdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (const at = new Date(`${from}T00:00:00Z`); at.toISOString().slice(0, 10) <= to;) {
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) out.push(at.toISOString().slice(0, 10));
    at.setUTCDate(at.getUTCDate() + 1);
  }
  return out;
}

export interface StockSpec {
  symbol: string;
  /** Close each day (open the same unless `open` is given); NaN for no bar. */
  close: number[];
  open?: number[];
  inNifty50?: boolean;
  lotSize?: number;
  quarters?: FrameQuarter[];
  dividends?: Array<{ index: number; amount: number }>;
}

export function stock(spec: StockSpec, id: number): FrameStock {
  const close = Float64Array.from(spec.close);
  const open = Float64Array.from(spec.open ?? spec.close);
  return {
    id,
    symbol: spec.symbol,
    name: `${spec.symbol} Ltd`,
    sector: 'Information Technology',
    industry: 'IT Services',
    lotSize: spec.lotSize ?? 1,
    inNifty50: spec.inNifty50 ?? false,
    open,
    high: Float64Array.from(close, (c, t) => Math.max(c, open[t] ?? c)),
    low: Float64Array.from(close, (c, t) => Math.min(c, open[t] ?? c)),
    close,
    volume: Float64Array.from(close, () => 1_000_000),
    quarters: spec.quarters ?? [],
    dividends: spec.dividends ?? [],
  };
}

/** One scored day: `scores` are every factor's value (the composite and the others alike). */
export function factorDay(scores: number[]): FactorDay {
  const values = Float64Array.from(scores);
  return {
    composite: values,
    value: values,
    momentum: values,
    quality: values,
    lowVolatility: values,
    size: values,
  };
}

export function frameOf(
  days: string[],
  stocks: StockSpec[],
  factors: Array<[number, number[]]>,
  nifty50?: number[],
): Frame {
  return {
    version: '2026-11-24T00:00:00.000Z',
    days,
    stocks: stocks.map((spec, index) => stock(spec, index + 1)),
    nifty50: Float64Array.from(nifty50 ?? days.map(() => 20_000)),
    factors: new Map(factors.map(([index, scores]) => [index, factorDay(scores)])),
  };
}

/** Constant price for every day. */
export const flat = (days: readonly string[], price: number): number[] => days.map(() => price);

/** Parameters of a plain test: no costs, no slippage, ₹1 lakh, equal weights. */
export function params(change: Partial<StrategyParams> = {}): StrategyParams {
  return {
    base: 'multiFactor',
    universe: 'nifty500',
    holdings: 2,
    weighting: 'equal',
    rebalance: 'monthly',
    entry: null,
    exit: null,
    stopLoss: null,
    costs: false,
    slippageBps: 0,
    riskFreeRate: 0.065,
    years: 1,
    capital: 1_00_000_00,
    ...change,
  };
}

/** mulberry32: a small seeded generator, so the synthetic frame is the same every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Indexes of the last weekday of each month (the month-end factor days a history frame has). */
export function monthEnds(days: readonly string[]): number[] {
  return days.flatMap((day, t) => {
    const next = days[t + 1];
    return next === undefined || next.slice(0, 7) !== day.slice(0, 7) ? [t] : [];
  });
}

/**
 * `stockCount` random walks over `dayCount` weekdays ending 2026-11-20, with month-end factor
 * scores, a NIFTY 50 walk, quarterly results and a dividend a year per stock.
 */
export function syntheticFrame(stockCount: number, dayCount: number, seed = 7): Frame {
  const rng = random(seed);
  const days = weekdays('2021-11-29', dayCount);
  const normal = () => {
    const u = Math.max(rng(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
  };
  const specs: StockSpec[] = [];
  for (let s = 0; s < stockCount; s += 1) {
    let price = 100 + 900 * rng();
    const drift = 0.0004 * (rng() - 0.3);
    const close: number[] = [];
    const open: number[] = [];
    for (let t = 0; t < days.length; t += 1) {
      open.push(Math.round(price * (1 + 0.003 * normal()) * 100) / 100);
      price *= Math.exp(drift + 0.018 * normal());
      close.push(Math.round(price * 100) / 100);
    }
    const quarters: FrameQuarter[] = [];
    for (let q = 0; q * 63 + 40 < days.length; q += 1) {
      quarters.push({
        periodEnd: days[q * 63] ?? '',
        announcedOn: days[q * 63 + 40] ?? '',
        knownFrom: q * 63 + 40,
        revenue: 1e9 * (1 + rng()),
        netProfit: 1e8 * (rng() - 0.1),
        equity: 5e9,
        totalDebt: 1e9 * rng(),
        sharesOutstanding: 1e7,
      });
    }
    const dividends = days.flatMap((_, t) =>
      t % 250 === 100 + (s % 50) ? [{ index: t, amount: 2 + (s % 5) }] : [],
    );
    specs.push({
      symbol: `S${String(s).padStart(3, '0')}`,
      close,
      open,
      inNifty50: s < 50,
      quarters,
      dividends,
    });
  }
  let level = 18_000;
  const nifty = days.map(() => (level *= Math.exp(0.0003 + 0.01 * normal())));
  const factors = monthEnds(days).map((t): [number, number[]] => [
    t,
    specs.map(() => Math.round(normal() * 1000) / 1000),
  ]);
  const frame = frameOf(days, specs, factors, nifty);
  for (const [t] of factors) {
    const day = frame.factors.get(t)!;
    // Different numbers per factor, so each base ranks differently.
    frame.factors.set(t, {
      ...day,
      momentum: day.composite.map((x, s) => x * ((s % 3) - 1)),
      value: day.composite.map((x, s) => -x + (s % 7) / 7),
    });
  }
  return frame;
}
