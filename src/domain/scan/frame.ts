/**
 * The data a scan runs over (issue 14), the same for the screener's latest day and a backtest's
 * every day: daily series of each NIFTY 500 stock on one axis of trading days, in today's shares
 * (split- and bonus-adjusted), with the quarters each became known on. Built from the archive's
 * text by `parseFrame` (`frame-parse.ts`); read only, so one frame serves many scans.
 */

export interface FrameQuarter {
  periodEnd: string;
  /** The day the results became public: nothing before it may see them (no look-ahead). */
  announcedOn: string;
  /** Axis index of the first trading day on or after announcedOn (days.length if after). */
  knownFrom: number;
  /** Rupees. */
  revenue: number;
  netProfit: number;
  equity: number;
  totalDebt: number;
  /** Shares outstanding in today's shares (adjusted for later splits and bonuses). */
  sharesOutstanding: number;
}

export interface FrameStock {
  id: number;
  symbol: string;
  name: string;
  sector: string;
  industry: string;
  lotSize: number;
  /** Today's membership (the universe is today's NIFTY 500: survivorship, said in the help). */
  inNifty50: boolean;
  /** Rupees per today's share on each day of the axis; NaN when the stock has no bar. */
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  /** Shares traded, in today's shares. */
  volume: Float64Array;
  /** Oldest first. */
  quarters: FrameQuarter[];
  /** Cash dividends in rupees per today's share, at the axis index of the ex-date. */
  dividends: Array<{ index: number; amount: number }>;
}

/** Factor z-scores of one scored day, one value per frame stock (NaN when not scored). */
export interface FactorDay {
  composite: Float64Array;
  value: Float64Array;
  momentum: Float64Array;
  quality: Float64Array;
  lowVolatility: Float64Array;
  size: Float64Array;
}

export interface Frame {
  /** The archive's data-update time the frame was read at (ISO instant). */
  version: string;
  /** Trading days, oldest first (YYYY-MM-DD). */
  days: string[];
  /** In instrument id order. */
  stocks: FrameStock[];
  /** NIFTY 50 close on each day of the axis; NaN when missing. */
  nifty50: Float64Array;
  /** Factor scores by axis index, on the days the frame was read with them. */
  factors: Map<number, FactorDay>;
}

/**
 * What the archive reads for a frame (server/archive/read/frame-texts.ts), as compact text the
 * way the factor engine reads it (one text per stock is 3 to 4 times faster on PGlite than
 * rows), and plain data so it can be posted to a worker. `parseFrame` turns it into a Frame.
 */
export interface FrameTexts {
  /** The archive's data-update time (ISO instant). */
  version: string;
  /** NIFTY 500 members on the NSE, in instrument id order. */
  instruments: Array<{
    id: number;
    symbol: string;
    name: string;
    sector: string;
    industry: string;
    lotSize: number;
    inNifty50: boolean;
  }>;
  /** One per instrument with bars: "day:open:high:low:close:volume,..." oldest first; day is
   * the day number since 1970-01-01, prices paise, unadjusted (as stored). */
  bars: Array<{ id: number; bars: string }>;
  /** "id|exDay|kind|priceFactor|dividendPaise;..." kind split, bonus or dividend; exDay a day
   * number; dividendPaise empty unless a dividend (per share at the time). */
  actions: string;
  /** "id|periodEnd|announcedOn|revenue|netProfit|equity|totalDebt|shares;..." dates
   * YYYY-MM-DD, money paise, shares as reported at the time. */
  quarters: string;
  /** NIFTY 50: "day:close,..." oldest first; close as stored (index points x 100). */
  nifty50: string;
  /** Factor scores of the days read: ids in instrument id order and six values per id in the
   * order composite, value, momentum, quality, lowVolatility, size (NaN as null). */
  factorDays: Array<{ date: string; ids: number[]; values: Array<number | null> }>;
}
