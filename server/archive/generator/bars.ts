import type { PlannedAction } from './corporate-actions';
import type { MarketPath } from './market-path';
import type { StockPath } from './stock-path';
import type { CompanyProfile } from './universe';

/** A stock's daily bars over the window, column by column; prices in paise. */
export interface BarColumns {
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Float64Array;
  /** Paise. */
  turnover: Float64Array;
  trades: Int32Array;
}

/** A corporate action ready to store: dividends in paise, factors from the stored prices. */
export interface StoredAction {
  exDate: string;
  kind: PlannedAction['kind'];
  sharesBefore: number;
  sharesAfter: number;
  dividend: number | null;
  priceFactor: number;
}

/** NSE's tick: prices move in steps of 5 paise. */
const TICK = 5;
const toTick = (paise: number) => Math.max(TICK, Math.round(paise / TICK) * TICK);
const AVERAGE_TRADE_RUPEES = 30_000;

/**
 * Turns a stock's economic path into exchange prices: before an action's ex-date prices carry
 * the inverse of its factor (a share before a 1:5 split traded at five times the price), with
 * the reference close itself untouched on the reference date.
 */
export function buildBars(
  company: CompanyProfile,
  path: StockPath,
  market: MarketPath,
  simDays: readonly string[],
  window: { first: number; last: number },
  anchorIndex: number,
  actions: readonly PlannedAction[],
): { bars: BarColumns; actions: StoredAction[] } {
  const dayIndex = new Map(simDays.map((day, i) => [day, i]));
  const logAdjust = new Float64Array(simDays.length);
  for (const action of actions) {
    const exIndex = dayIndex.get(action.exDate);
    if (exIndex === undefined) continue;
    const step = Math.log(action.priceFactor);
    for (let s = 0; s < simDays.length; s += 1) {
      logAdjust[s] =
        (logAdjust[s] ?? 0) + (exIndex <= s ? step : 0) - (exIndex <= anchorIndex ? step : 0);
    }
  }
  const rawClose = (s: number) => toTick(Math.exp((path.logClose[s] ?? 0) + (logAdjust[s] ?? 0)));

  const length = window.last - window.first + 1;
  const bars: BarColumns = {
    open: new Int32Array(length),
    high: new Int32Array(length),
    low: new Int32Array(length),
    close: new Int32Array(length),
    volume: new Float64Array(length),
    turnover: new Float64Array(length),
    trades: new Int32Array(length),
  };
  const usualTurnover = company.marketCap * company.turnoverRatio;
  for (let k = 0; k < length; k += 1) {
    const s = window.first + k;
    const adjust = Math.exp(logAdjust[s] ?? 0);
    const close = rawClose(s);
    const open = toTick(Math.exp(path.logOpen[s] ?? 0) * adjust);
    const high = toTick(Math.max(open, close) * (path.highUp[s] ?? 1));
    const low = toTick(Math.min(open, close) * (path.lowDown[s] ?? 1));
    const sizeNow = Math.exp((path.logClose[s] ?? 0) - Math.log(company.referenceClose));
    const marketMood = (market.vol[s] ?? 0.009) / 0.009;
    const turnoverRupees = usualTurnover * sizeNow * (path.activity[s] ?? 1) * marketMood;
    const vwap = (open + high + low + close) / 4;
    const volume = Math.max(1, Math.round((turnoverRupees * 100) / vwap));
    bars.open[k] = open;
    bars.high[k] = Math.max(high, open, close);
    bars.low[k] = Math.min(low, open, close);
    bars.close[k] = close;
    bars.volume[k] = volume;
    bars.turnover[k] = Math.round(volume * vwap);
    bars.trades[k] = Math.max(1, Math.round(turnoverRupees / AVERAGE_TRADE_RUPEES));
  }

  const stored: StoredAction[] = [];
  for (const action of actions) {
    const exIndex = dayIndex.get(action.exDate);
    if (exIndex === undefined || exIndex < window.first || exIndex > window.last) continue;
    if (action.kind !== 'dividend') {
      stored.push({ ...action, dividend: null });
      continue;
    }
    const previous = rawClose(exIndex - 1);
    const dividend = Math.max(1, Math.round(action.dividendYield * previous));
    stored.push({ ...action, dividend, priceFactor: 1 - dividend / previous });
  }
  return {
    bars,
    actions: stored.map(({ exDate, kind, sharesBefore, sharesAfter, dividend, priceFactor }) => ({
      exDate,
      kind,
      sharesBefore,
      sharesAfter,
      dividend,
      priceFactor,
    })),
  };
}
