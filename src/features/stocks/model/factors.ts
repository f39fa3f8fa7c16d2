/**
 * Factor scores (issue 12, factor engine): every definition the server's engine computes and the
 * factor view explains, in one place. Pure: numbers in, numbers out; NaN means "not known".
 *
 * Raw measures of a stock on day t use only what was known at that day's close: bars up to t,
 * corporate actions with ex-date up to t, quarters announced on or before t.
 *
 * - Earnings yield = TTM net profit / market cap; book-to-price = latest equity / market cap.
 *   Fama and French (1992), "The Cross-Section of Expected Stock Returns", J. Finance 47(2);
 *   MSCI Barra USE4 "Earnings Yield" and "Book-to-Price" descriptors (Menchero, Orr and Wang 2011).
 * - Momentum 12-1 = total return (adjusted with price_factor for splits, bonuses and dividends)
 *   from t-252 to t-21 trading days: the last month is skipped for its short-term reversal.
 *   Jegadeesh and Titman (1993), "Returns to Buying Winners and Selling Losers", J. Finance 48(1);
 *   Carhart (1997) PR1YR; Jegadeesh (1990) for the reversal.
 * - ROE = TTM net profit / mean equity of those four quarters; debt to equity = latest total
 *   debt / latest equity; earnings variability = standard deviation / mean of the last 8 quarterly
 *   net profits (coefficient of variation; unknown when the mean is not positive). MSCI Quality
 *   Indexes Methodology (ROE, D/E, earnings variability); Barra USE4 "Variability in Earnings".
 * - Volatility = sample standard deviation of the last 252 daily log returns x sqrt(252); beta =
 *   cov(stock, NIFTY 50) / var(NIFTY 50) over the same daily log returns. Ang, Hodrick, Xing and
 *   Zhang (2006), J. Finance 61(1); Frazzini and Pedersen (2014), "Betting Against Beta", JFE
 *   111(1); Hull, "Options, Futures and Other Derivatives", estimating volatility (sqrt(252)).
 * - Size = ln(market cap), market cap = close x shares of the latest announced quarter, adjusted
 *   for later splits and bonuses. Banz (1981), JFE 9(1); Fama and French (1993), SMB.
 *
 * Scores: higher always means more of what the factor literature rewards. Value, momentum and
 * quality as measured; low volatility is the negative of volatility and beta; size is the
 * negative of ln(market cap), a small-company tilt, as in MSCI's Diversified Multiple-Factor
 * indexes ("low size"). Each sub-measure (sign applied) becomes a z-score (equal-weighted mean,
 * population standard deviation) winsorised at +-3 (MSCI Quality Indexes Methodology; MSCI Barra
 * standardisation); a factor is the mean of its available sub-scores, standardised again and
 * winsorised again, so each reported score is a z-score within [-3, 3]. The composite is the
 * equal-weighted mean of at least 3 of the 5 factor scores, standardised and winsorised the same
 * way. Scores are computed twice: against the universe (NIFTY 500) and within the stock's NSE
 * sector. The rank within sector orders the sector composite, 1 = highest.
 */

export const FACTOR_KEYS = ['value', 'momentum', 'quality', 'lowVolatility', 'size'] as const;
export type FactorKey = (typeof FACTOR_KEYS)[number];

export const RAW_KEYS = [
  'earningsYield',
  'bookToPrice',
  'momentum12_1',
  'returnOnEquity',
  'debtToEquity',
  'earningsVariability',
  'volatility',
  'beta',
  'logMarketCap',
] as const;
export type RawKey = (typeof RAW_KEYS)[number];

export interface RawInfo {
  label: string;
  /** How to show it: a fraction shown as a percentage, or a plain number. */
  unit: 'percent' | 'number';
  explanation: string;
}

export const RAW_MEASURES: Record<RawKey, RawInfo> = {
  earningsYield: {
    label: 'Earnings yield',
    unit: 'percent',
    explanation: 'Profit of the last four quarters as a share of the company’s market value.',
  },
  bookToPrice: {
    label: 'Book to price',
    unit: 'number',
    explanation: 'Shareholders’ equity on the books for each rupee of market value.',
  },
  momentum12_1: {
    label: '12-1 month return',
    unit: 'percent',
    explanation: 'Total return from a year ago to a month ago, with dividends and splits.',
  },
  returnOnEquity: {
    label: 'Return on equity',
    unit: 'percent',
    explanation: 'Profit of the last four quarters for each rupee of shareholders’ money.',
  },
  debtToEquity: {
    label: 'Debt to equity',
    unit: 'number',
    explanation: 'Borrowings for each rupee of shareholders’ equity; lower is safer.',
  },
  earningsVariability: {
    label: 'Earnings variability',
    unit: 'number',
    explanation: 'How much quarterly profit swung over two years; lower is steadier.',
  },
  volatility: {
    label: 'Volatility (1 year)',
    unit: 'percent',
    explanation: 'How much the price swung day to day over the past year, per year.',
  },
  beta: {
    label: 'Beta to NIFTY 50',
    unit: 'number',
    explanation: 'How far the stock tends to move when the NIFTY 50 moves by 1 %.',
  },
  logMarketCap: {
    label: 'Size (log market cap)',
    unit: 'number',
    explanation: 'Natural logarithm of the market value in paise; bigger companies score more.',
  },
};

export interface FactorInfo {
  label: string;
  /** One line a non-expert understands: what a high score means. */
  explanation: string;
  /** Raw measures and the sign that makes "higher" the rewarded direction. */
  parts: ReadonlyArray<{ raw: RawKey; sign: 1 | -1 }>;
}

export const FACTORS: Record<FactorKey, FactorInfo> = {
  value: {
    label: 'Value',
    explanation: 'High: the price is low for the profits and assets you get.',
    parts: [
      { raw: 'earningsYield', sign: 1 },
      { raw: 'bookToPrice', sign: 1 },
    ],
  },
  momentum: {
    label: 'Momentum',
    explanation: 'High: the stock rose more than others over the past year.',
    parts: [{ raw: 'momentum12_1', sign: 1 }],
  },
  quality: {
    label: 'Quality',
    explanation: 'High: profitable on its capital, little debt, steady earnings.',
    parts: [
      { raw: 'returnOnEquity', sign: 1 },
      { raw: 'debtToEquity', sign: -1 },
      { raw: 'earningsVariability', sign: -1 },
    ],
  },
  lowVolatility: {
    label: 'Low volatility',
    explanation: 'High: the price moves calmly and less than the market does.',
    parts: [
      { raw: 'volatility', sign: -1 },
      { raw: 'beta', sign: -1 },
    ],
  },
  size: {
    label: 'Size (small-company tilt)',
    explanation: 'High: a smaller company than most; low: one of the giants.',
    parts: [{ raw: 'logMarketCap', sign: -1 }],
  },
};

export const COMPOSITE = {
  label: 'Composite',
  explanation: 'The five factor scores averaged: above 0 is better than the typical stock.',
} as const;

export const TRADING_DAYS_PER_YEAR = 252;
export const MOMENTUM_LOOKBACK_DAYS = 252;
export const MOMENTUM_SKIP_DAYS = 21;
/** A missing bar at either end of the momentum window: use the last close up to this many days before. */
export const MOMENTUM_FALLBACK_DAYS = 5;
export const RISK_WINDOW_DAYS = 252;
/** Volatility and beta need this many of the window's daily returns. */
export const MIN_RISK_RETURNS = 200;
export const VARIABILITY_QUARTERS = 8;
export const MIN_VARIABILITY_QUARTERS = 6;
/** Quarters whose period ended longer ago than this are stale and not used. */
export const FUNDAMENTALS_MAX_AGE_DAYS = 1096;
/** The four quarters of a TTM must end within this many days of each other (about 9 months). */
export const TTM_MAX_SPAN_DAYS = 280;
export const WINSOR_LIMIT = 3;
/** Fewer values than this in a group (sector): no z-score. */
export const MIN_GROUP_SIZE = 3;
export const MIN_FACTORS_FOR_COMPOSITE = 3;

const ratio = (top: number, bottom: number) => (bottom > 0 ? top / bottom : NaN);

export const earningsYield = (ttmNetProfit: number, marketCap: number) =>
  ratio(ttmNetProfit, marketCap);
export const bookToPrice = (equity: number, marketCap: number) => ratio(equity, marketCap);
export const returnOnEquity = (ttmNetProfit: number, averageEquity: number) =>
  ratio(ttmNetProfit, averageEquity);
export const debtToEquity = (totalDebt: number, equity: number) => ratio(totalDebt, equity);
export const logMarketCap = (marketCap: number) => (marketCap > 0 ? Math.log(marketCap) : NaN);

/**
 * `priceFactors`: the product of price_factor of the corporate actions with ex-date after the
 * first close and up to the second (1 when none), which puts the first in the second's terms.
 */
export const adjustedReturn = (closeThen: number, closeNow: number, priceFactors = 1) =>
  closeNow / (closeThen * priceFactors) - 1;

export const logReturn = (previousClose: number, close: number, priceFactors = 1) =>
  Math.log(close / (previousClose * priceFactors));

/** Standard deviation over mean of the finite values of `profits[from, to)`. */
export function earningsVariability(profits: ArrayLike<number>, from = 0, to = profits.length) {
  let n = 0;
  let sum = 0;
  for (let i = from; i < to; i += 1) {
    const p = profits[i] ?? NaN;
    if (Number.isFinite(p)) {
      n += 1;
      sum += p;
    }
  }
  if (n < MIN_VARIABILITY_QUARTERS || sum <= 0) return NaN;
  const mean = sum / n;
  let squares = 0;
  for (let i = from; i < to; i += 1) {
    const p = profits[i] ?? NaN;
    if (Number.isFinite(p)) squares += (p - mean) ** 2;
  }
  return Math.sqrt(squares / (n - 1)) / mean;
}

/**
 * Volatility and beta of the window `[from, to)` of daily log returns, in one pass (the engine
 * calls it for every stock and day): out[0] = annualised sample standard deviation of the finite
 * stock returns; out[1] = cov(stock, market) / var(market) over the days where both exist. NaN
 * when fewer than MIN_RISK_RETURNS returns (pairs) are there.
 */
export function riskMeasures(
  stock: ArrayLike<number>,
  market: ArrayLike<number>,
  from: number,
  to: number,
  out: Float64Array,
): void {
  let n = 0;
  let sum = 0;
  let squares = 0;
  let pairs = 0;
  let sx = 0;
  let sy = 0;
  let sxy = 0;
  let sxx = 0;
  for (let i = Math.max(0, from); i < to; i += 1) {
    const y = stock[i] ?? NaN;
    if (y !== y) continue;
    n += 1;
    sum += y;
    squares += y * y;
    const x = market[i] ?? NaN;
    if (x !== x) continue;
    pairs += 1;
    sx += x;
    sy += y;
    sxy += x * y;
    sxx += x * x;
  }
  const variance = (squares - (sum * sum) / n) / (n - 1);
  out[0] = n < MIN_RISK_RETURNS ? NaN : Math.sqrt(Math.max(0, variance) * TRADING_DAYS_PER_YEAR);
  const marketVariance = sxx - (sx * sx) / pairs;
  out[1] =
    pairs < MIN_RISK_RETURNS || !(marketVariance > 0)
      ? NaN
      : (sxy - (sx * sy) / pairs) / marketVariance;
}

const risk = new Float64Array(2);

/** Annualised volatility of the daily log returns `returns[from, to)` (riskMeasures). */
export function annualisedVolatility(returns: ArrayLike<number>, from: number, to: number) {
  riskMeasures(returns, [], from, to, risk);
  return risk[0] ?? NaN;
}

/** Beta of `stock` to `market` over `[from, to)` (riskMeasures). */
export function betaTo(
  stock: ArrayLike<number>,
  market: ArrayLike<number>,
  from: number,
  to: number,
) {
  riskMeasures(stock, market, from, to, risk);
  return risk[1] ?? NaN;
}

export interface Quarter {
  periodEnd: string;
  announcedOn: string;
  netProfit: number;
  equity: number;
  totalDebt: number;
  sharesOutstanding: number;
}

export interface Trailing {
  /** The latest announced quarter: balance sheet and shares. */
  latest: Quarter;
  /** NaN unless the last four announced quarters end within TTM_MAX_SPAN_DAYS. */
  ttmNetProfit: number;
  averageEquity: number;
  /** Net profits of up to the last 8 announced quarters, oldest first. */
  profits: number[];
}

const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

/** What was known about a company's results on `day` (quarters sorted by periodEnd). */
export function trailingOn(quarters: readonly Quarter[], day: string): Trailing | null {
  const oldest = dayNumber(day) - FUNDAMENTALS_MAX_AGE_DAYS;
  const known = quarters.filter((q) => q.announcedOn <= day && dayNumber(q.periodEnd) > oldest);
  const latest = known.at(-1);
  if (!latest) return null;
  const year = known.slice(-4);
  const first = year[0];
  const complete =
    year.length === 4 &&
    first !== undefined &&
    dayNumber(latest.periodEnd) - dayNumber(first.periodEnd) <= TTM_MAX_SPAN_DAYS;
  return {
    latest,
    ttmNetProfit: complete ? year.reduce((sum, q) => sum + q.netProfit, 0) : NaN,
    averageEquity: complete ? year.reduce((sum, q) => sum + q.equity, 0) / 4 : NaN,
    profits: known.slice(-VARIABILITY_QUARTERS).map((q) => q.netProfit),
  };
}

/**
 * z-scores of `values` at the indices `members` into `out` (other indices untouched): NaN for
 * missing values or a group of fewer than MIN_GROUP_SIZE values, 0 when all values are equal,
 * otherwise clipped to +-WINSOR_LIMIT. Not re-standardised after the clip.
 */
export function standardise(
  values: ArrayLike<number>,
  members: ArrayLike<number>,
  out: Float64Array,
): void {
  let n = 0;
  let sum = 0;
  for (let k = 0; k < members.length; k += 1) {
    const v = values[members[k] ?? 0] ?? NaN;
    if (v === v) {
      n += 1;
      sum += v;
    }
  }
  const mean = sum / n;
  let squares = 0;
  for (let k = 0; k < members.length; k += 1) {
    const v = values[members[k] ?? 0] ?? NaN;
    if (v === v) squares += (v - mean) ** 2;
  }
  const sd = Math.sqrt(squares / n);
  for (let k = 0; k < members.length; k += 1) {
    const i = members[k] ?? 0;
    const v = values[i] ?? NaN;
    if (v !== v || n < MIN_GROUP_SIZE) out[i] = NaN;
    else if (sd === 0) out[i] = 0;
    else out[i] = Math.max(-WINSOR_LIMIT, Math.min(WINSOR_LIMIT, (v - mean) / sd));
  }
}

/** Per index, the mean of the finite values among `columns`; NaN when fewer than `min`. */
export function meanOfAvailable(columns: readonly Float64Array[], size: number, min: number) {
  const out = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    let n = 0;
    let sum = 0;
    for (const column of columns) {
      const v = column[i] ?? NaN;
      if (v === v) {
        n += 1;
        sum += v;
      }
    }
    out[i] = n >= min ? sum / n : NaN;
  }
  return out;
}

/** 1 = highest finite value among `members`, ties to the earlier member; NaN when missing. */
export function rankDescending(
  values: ArrayLike<number>,
  members: readonly number[],
  rank: Float64Array,
  count: Float64Array,
): void {
  const scored = members.filter((i) => Number.isFinite(values[i] ?? NaN));
  scored.sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
  scored.forEach((i, position) => {
    rank[i] = position + 1;
    count[i] = scored.length;
  });
  for (const i of members) {
    if (!Number.isFinite(values[i] ?? NaN)) rank[i] = count[i] = NaN;
  }
}

export interface CrossSection {
  universe: Record<FactorKey, Float64Array>;
  sector: Record<FactorKey, Float64Array>;
  composite: Float64Array;
  sectorComposite: Float64Array;
  /** Rank of the sector composite within the sector (1 = highest) and how many were ranked. */
  sectorRank: Float64Array;
  sectorSize: Float64Array;
}

/**
 * One day's scores. `raw[key][i]` is stock i's measure (NaN unknown); `sectors` lists the
 * member indices of each sector; every index from 0 to size-1 is in the universe.
 */
export function scoreCrossSection(
  raw: Record<RawKey, ArrayLike<number>>,
  sectors: readonly (readonly number[])[],
  size: number,
): CrossSection {
  type Groups = readonly (readonly number[])[];
  const everyone: Groups = [Array.from({ length: size }, (_, i) => i)];
  const score = (columns: readonly Float64Array[], min: number, within: Groups) => {
    const mean = meanOfAvailable(columns, size, min);
    const out = new Float64Array(size).fill(NaN);
    for (const members of within) standardise(mean, members, out);
    return out;
  };
  const scoresWithin = (within: Groups) => {
    const factors = {} as Record<FactorKey, Float64Array>;
    for (const key of FACTOR_KEYS) {
      const parts = FACTORS[key].parts.map(({ raw: name, sign }) => {
        const values = raw[name];
        const signed = new Float64Array(size);
        for (let i = 0; i < size; i += 1) signed[i] = sign * (values[i] ?? NaN);
        const z = new Float64Array(size).fill(NaN);
        for (const members of within) standardise(signed, members, z);
        return z;
      });
      factors[key] = score(parts, 1, within);
    }
    const composite = score(
      FACTOR_KEYS.map((key) => factors[key]),
      MIN_FACTORS_FOR_COMPOSITE,
      within,
    );
    return { factors, composite };
  };
  const universe = scoresWithin(everyone);
  const sector = scoresWithin(sectors);
  const sectorRank = new Float64Array(size).fill(NaN);
  const sectorSize = new Float64Array(size).fill(NaN);
  for (const members of sectors) {
    rankDescending(sector.composite, members, sectorRank, sectorSize);
  }
  return {
    universe: universe.factors,
    sector: sector.factors,
    composite: universe.composite,
    sectorComposite: sector.composite,
    sectorRank,
    sectorSize,
  };
}
