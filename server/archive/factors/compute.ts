import {
  FACTOR_KEYS,
  FUNDAMENTALS_MAX_AGE_DAYS,
  MOMENTUM_FALLBACK_DAYS,
  MOMENTUM_LOOKBACK_DAYS,
  MOMENTUM_SKIP_DAYS,
  RAW_KEYS,
  RISK_WINDOW_DAYS,
  adjustedReturn,
  bookToPrice,
  debtToEquity,
  earningsVariability,
  earningsYield,
  logMarketCap,
  logReturn,
  returnOnEquity,
  riskMeasures,
  scoreCrossSection,
  trailingOn,
  type RawKey,
  type Trailing,
} from '../../../src/features/stocks/model/factors';
import { fromDayNumber, toDayNumber } from '../calendar';
import {
  FIELD_COUNT,
  fieldIndex,
  rawField,
  sectorField,
  universeField,
  type DayScores,
} from './layout';
import type { FactorInputs, StockInputs } from './load';

/** Daily log returns, with each day's corporate actions (ex-date after the day before) undone. */
function dailyReturns(closes: Float64Array, factors: Float64Array): Float64Array {
  const out = new Float64Array(closes.length).fill(NaN);
  for (let t = 1; t < closes.length; t += 1) {
    const previous = closes[t - 1] ?? NaN;
    const close = closes[t] ?? NaN;
    if (previous > 0 && close > 0) out[t] = logReturn(previous, close, factors[t] ?? 1);
  }
  return out;
}

/** Product of price_factor of the actions with ex-date after day t-1 and up to day t. */
function actionFactors(stock: StockInputs, days: readonly string[]): Float64Array {
  const out = new Float64Array(days.length).fill(1);
  let t = 0;
  for (const action of stock.actions) {
    while (t < days.length && (days[t] ?? '') < action.exDate) t += 1;
    if (t < days.length && t > 0) out[t] = (out[t] ?? 1) * action.priceFactor;
  }
  return out;
}

/** Index of the last close at or before `t`, at most MOMENTUM_FALLBACK_DAYS earlier; -1 if none. */
function closeAtOrBefore(closes: Float64Array, t: number): number {
  for (let k = t; k >= Math.max(0, t - MOMENTUM_FALLBACK_DAYS); k -= 1) {
    if ((closes[k] ?? NaN) > 0) return k;
  }
  return -1;
}

/** `actionDays`: the days with a corporate action (factors[t] !== 1), ascending. */
function momentum(
  closes: Float64Array,
  factors: Float64Array,
  actionDays: readonly number[],
  t: number,
): number {
  const then = closeAtOrBefore(closes, t - MOMENTUM_LOOKBACK_DAYS);
  const recent = closeAtOrBefore(closes, t - MOMENTUM_SKIP_DAYS);
  if (t - MOMENTUM_LOOKBACK_DAYS < 0 || then < 0 || recent < 0) return NaN;
  let product = 1;
  for (const k of actionDays) if (k > then && k <= recent) product *= factors[k] ?? 1;
  return adjustedReturn(closes[then] ?? NaN, closes[recent] ?? NaN, product);
}

/**
 * Market cap on `day`: close x shares of the latest announced quarter, times shares after per
 * share before of the splits and bonuses since that quarter ended (as latest_quotes does).
 */
function marketCap(stock: StockInputs, trailing: Trailing, day: string, close: number): number {
  let shares = trailing.latest.sharesOutstanding;
  for (const action of stock.actions) {
    if (action.split && action.exDate > trailing.latest.periodEnd && action.exDate <= day) {
      shares /= action.priceFactor;
    }
  }
  return close * shares;
}

/** Days on which a stock's known quarters change: an announcement, or a quarter growing stale. */
function quarterChanges(stock: StockInputs): string[] {
  const days = stock.quarters.flatMap((q) => [
    q.announcedOn,
    fromDayNumber(toDayNumber(q.periodEnd) + FUNDAMENTALS_MAX_AGE_DAYS),
  ]);
  return [...new Set(days)].sort();
}

const RAW_COUNT = RAW_KEYS.length;
const at = Object.fromEntries(RAW_KEYS.map((key, i) => [key, i])) as Record<RawKey, number>;

/** Raw measures of one stock on the days from `fromIndex`: day k's are at k x RAW_COUNT. */
function rawMeasures(
  stock: StockInputs,
  inputs: FactorInputs,
  marketReturns: Float64Array,
): Float64Array {
  const { days, fromIndex } = inputs;
  const raw = new Float64Array((days.length - fromIndex) * RAW_COUNT).fill(NaN);
  const factors = actionFactors(stock, days);
  const returns = dailyReturns(stock.closes, factors);
  const actionDays = [...factors.keys()].filter((t) => factors[t] !== 1);
  const changes = quarterChanges(stock);
  const risk = new Float64Array(2);
  let nextChange = 0;
  let trailing: Trailing | null | undefined;
  let variability = NaN;
  for (let t = fromIndex, k = 0; t < days.length; t += 1, k += 1) {
    const close = stock.closes[t] ?? NaN;
    if (!(close > 0)) continue;
    const day = days[t] ?? '';
    // trailingOn() only changes on those days: call it then, not on every day.
    if (trailing === undefined || (changes[nextChange] ?? '9999') <= day) {
      trailing = trailingOn(stock.quarters, day);
      variability = trailing ? earningsVariability(trailing.profits) : NaN;
      while ((changes[nextChange] ?? '9999') <= day) nextChange += 1;
    }
    const row = k * RAW_COUNT;
    raw[row + at.momentum12_1] = momentum(stock.closes, factors, actionDays, t);
    riskMeasures(returns, marketReturns, t - RISK_WINDOW_DAYS + 1, t + 1, risk);
    raw[row + at.volatility] = risk[0] ?? NaN;
    raw[row + at.beta] = risk[1] ?? NaN;
    if (!trailing) continue;
    const { latest, ttmNetProfit, averageEquity } = trailing;
    const cap = marketCap(stock, trailing, day, close);
    raw[row + at.earningsYield] = earningsYield(ttmNetProfit, cap);
    raw[row + at.bookToPrice] = bookToPrice(latest.equity, cap);
    raw[row + at.returnOnEquity] = returnOnEquity(ttmNetProfit, averageEquity);
    raw[row + at.debtToEquity] = debtToEquity(latest.totalDebt, latest.equity);
    raw[row + at.earningsVariability] = variability;
    raw[row + at.logMarketCap] = logMarketCap(cap);
  }
  return raw;
}

/**
 * Scores of every day from `inputs.fromIndex` on: raw measures per stock, then each day's cross
 * section (src/features/stocks/model/factors.ts). A day depends only on the bars, actions and
 * quarters known by then, so scoring a day alone gives what a full recompute gives for it.
 */
export function computeFactorDays(inputs: FactorInputs): DayScores[] {
  const { days, stocks, fromIndex } = inputs;
  const noFactors = new Float64Array(days.length).fill(1);
  const marketReturns = dailyReturns(inputs.market, noFactors);
  const measures = stocks.map((stock) => rawMeasures(stock, inputs, marketReturns));
  const out: DayScores[] = [];
  for (let t = fromIndex, k = 0; t < days.length; t += 1, k += 1) {
    const members: number[] = [];
    for (let s = 0; s < stocks.length; s += 1) {
      if ((stocks[s]?.closes[t] ?? NaN) > 0) members.push(s);
    }
    if (members.length === 0) continue;
    const n = members.length;
    const raw = {} as Record<RawKey, Float64Array>;
    for (const key of RAW_KEYS) {
      const column = new Float64Array(n);
      const offset = k * RAW_COUNT + at[key];
      for (let i = 0; i < n; i += 1) column[i] = measures[members[i] ?? 0]?.[offset] ?? NaN;
      raw[key] = column;
    }
    const bySector = new Map<string, number[]>();
    members.forEach((s, i) => {
      const sector = stocks[s]?.sector ?? '';
      const list = bySector.get(sector) ?? [];
      list.push(i);
      bySector.set(sector, list);
    });
    const scores = scoreCrossSection(raw, [...bySector.values()], n);
    const values = new Float32Array(n * FIELD_COUNT);
    const put = (field: number, column: Float64Array) => {
      for (let i = 0; i < n; i += 1) values[i * FIELD_COUNT + field] = column[i] ?? NaN;
    };
    for (const key of RAW_KEYS) put(rawField(key), raw[key]);
    for (const key of FACTOR_KEYS) {
      put(universeField(key), scores.universe[key]);
      put(sectorField(key), scores.sector[key]);
    }
    put(fieldIndex.composite, scores.composite);
    put(fieldIndex.sectorComposite, scores.sectorComposite);
    put(fieldIndex.sectorRank, scores.sectorRank);
    put(fieldIndex.sectorSize, scores.sectorSize);
    out.push({
      date: days[t] ?? '',
      instrumentIds: new Int32Array(members.map((s) => stocks[s]?.id ?? 0)),
      values,
    });
  }
  return out;
}
