import type { Frame, FrameQuarter, FrameStock } from './frame';

/**
 * A company's figures as they were known at the close of one day of a frame (issue 14), for
 * the scan language's fundamental fields. No look-ahead: only quarters with knownFrom at or
 * before the day (announced by then) are read, so a backtest never sees results before the
 * market did. The definitions follow the stock table's (server/archive/read/company-figures.ts):
 * the trailing twelve months (TTM) are the last four quarters announced by the day, the fourth
 * ending within 18 months of it, from quarters ending in the last 42 months; equity and debt are
 * the latest quarter's; P/E is null for a loss. Market cap is close x shares of the latest
 * announced quarter, both in today's shares (as latest_quotes and the factor engine compute it).
 */

export interface Fundamentals {
  /** ₹ crore. */
  marketCap: number | null;
  pe: number | null;
  pb: number | null;
  /** Percent. */
  roe: number | null;
  debtToEquity: number | null;
  /** ₹ per today's share, TTM net profit. */
  eps: number | null;
  /** Percent: TTM revenue against the four quarters before them. */
  salesGrowth: number | null;
  /** Percent: TTM net profit against the four quarters before them. */
  profitGrowth: number | null;
  /** Percent: dividends with an ex-date in the last 12 months / the day's close. */
  dividendYield: number | null;
}

const NONE: Fundamentals = {
  marketCap: null,
  pe: null,
  pb: null,
  roe: null,
  debtToEquity: null,
  eps: null,
  salesGrowth: null,
  profitGrowth: null,
  dividendYield: null,
};

const QUARTERS_OF_TTM = 4;
const RUPEES_PER_CRORE = 1e7;
/** Quarters ending longer ago than this are not read (company-figures.ts). */
const QUARTER_WINDOW_MONTHS = 42;
/** The fourth quarter of a TTM ends within this many months of the day (company-figures.ts). */
const TTM_WINDOW_MONTHS = 18;

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The first day of the 12 months ending on `day` (server/archive/read/aggregate.ts). */
function yearBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Windows {
  quarters: string;
  ttm: string;
  dividends: string;
}

// Date arithmetic costs more than the rest of fundamentalsAt; a backtest asks the same days
// for every stock. Bounded: cleared when it holds more days than any frame has.
const windowsOfDay = new Map<string, Windows>();
const MAX_WINDOW_DAYS = 10_000;

function windowsOf(day: string): Windows {
  let found = windowsOfDay.get(day);
  if (!found) {
    if (windowsOfDay.size >= MAX_WINDOW_DAYS) windowsOfDay.clear();
    found = {
      quarters: monthsBefore(day, QUARTER_WINDOW_MONTHS),
      ttm: monthsBefore(day, TTM_WINDOW_MONTHS),
      dividends: yearBefore(day),
    };
    windowsOfDay.set(day, found);
  }
  return found;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const ratio = (top: number, bottom: number): number | null =>
  bottom > 0 ? round2(top / bottom) : null;
const monthNumber = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));

/** Percent change of a four-quarter sum against the four quarters a year before. */
function growth(list: readonly FrameQuarter[], of: (q: FrameQuarter) => number): number | null {
  const now = list.slice(0, QUARTERS_OF_TTM);
  const before = list.slice(QUARTERS_OF_TTM, 2 * QUARTERS_OF_TTM);
  const [latest] = list;
  const [yearEarlier] = before;
  if (before.length < QUARTERS_OF_TTM || !latest || !yearEarlier) return null;
  // Missing quarters would compare unequal spans: the two blocks must be a year apart.
  if (monthNumber(latest.periodEnd) - monthNumber(yearEarlier.periodEnd) !== 12) return null;
  const current = now.reduce((sum, q) => sum + of(q), 0);
  const previous = before.reduce((sum, q) => sum + of(q), 0);
  return previous > 0 ? round2((current / previous - 1) * 100) : null;
}

/** `stock`'s figures at the close of `days[index]`. */
export function fundamentalsAt(
  stock: FrameStock,
  index: number,
  days: readonly string[],
): Fundamentals {
  const day = days[index];
  if (day === undefined) return NONE;
  const windows = windowsOf(day);
  let shareSource: FrameQuarter | undefined;
  const list: FrameQuarter[] = [];
  // Oldest first in the frame; latest first here, as company-figures reads them.
  for (let k = stock.quarters.length - 1; k >= 0; k -= 1) {
    const quarter = stock.quarters[k] as FrameQuarter;
    if (quarter.knownFrom > index) continue;
    shareSource ??= quarter;
    if (quarter.periodEnd >= windows.quarters) list.push(quarter);
  }
  const latest = list[0];
  const fourth = list[QUARTERS_OF_TTM - 1];
  const ttm =
    latest && fourth && fourth.periodEnd >= windows.ttm
      ? list.slice(0, QUARTERS_OF_TTM).reduce((sum, q) => sum + q.netProfit, 0)
      : null;

  const close = stock.close[index] ?? NaN;
  const cap = close > 0 && shareSource ? close * shareSource.sharesOutstanding : null;
  let dividend = 0;
  for (const { index: exIndex, amount } of stock.dividends) {
    if (exIndex <= index && (days[exIndex] ?? '') >= windows.dividends) dividend += amount;
  }
  return {
    marketCap: cap === null ? null : cap / RUPEES_PER_CRORE,
    // A loss makes P/E meaningless rather than negative: null, shown as "–".
    pe: cap !== null && ttm !== null && ttm > 0 ? ratio(cap, ttm) : null,
    pb: cap !== null && ttm !== null && latest ? ratio(cap, latest.equity) : null,
    roe: ttm !== null && latest ? ratio(ttm * 100, latest.equity) : null,
    debtToEquity: ttm !== null && latest ? ratio(latest.totalDebt, latest.equity) : null,
    eps: ttm !== null && latest ? ratio(ttm, latest.sharesOutstanding) : null,
    salesGrowth: growth(list, (q) => q.revenue),
    profitGrowth: growth(list, (q) => q.netProfit),
    dividendYield: close > 0 ? ratio(dividend * 100, close) : null,
  };
}

// SEBI's size buckets by full market-cap rank (circular SEBI/HO/IMD/DF3/CIR/P/2017/114 of
// 6 October 2017): 1st-100th large, 101st-250th mid, the rest small; the same cut-offs as
// src/features/portfolio/model/market-cap-size.ts, which src/domain may not import.
const LARGE_CAP_LAST_RANK = 100;
const MID_CAP_LAST_RANK = 250;

export type CapSize = 'large' | 'mid' | 'small';

/**
 * Each stock's size bucket by its market-cap rank among the frame's stocks on one day (1 =
 * largest; equal caps in frame order); null for a stock with no market cap that day.
 */
export function sizesByRank(marketCaps: ReadonlyArray<number | null>): Array<CapSize | null> {
  const ranked = marketCaps
    .map((cap, stock) => ({ cap, stock }))
    .filter((item): item is { cap: number; stock: number } => item.cap !== null && item.cap > 0)
    .sort((a, b) => b.cap - a.cap || a.stock - b.stock);
  const out = new Array<CapSize | null>(marketCaps.length).fill(null);
  ranked.forEach(({ stock }, k) => {
    out[stock] = k < LARGE_CAP_LAST_RANK ? 'large' : k < MID_CAP_LAST_RANK ? 'mid' : 'small';
  });
  return out;
}

/** Size buckets of every frame stock at `index` (fundamentalsAt for each: cache the answer). */
export function sizesAt(frame: Frame, index: number): Array<CapSize | null> {
  return sizesByRank(
    frame.stocks.map((stock) => fundamentalsAt(stock, index, frame.days).marketCap),
  );
}
