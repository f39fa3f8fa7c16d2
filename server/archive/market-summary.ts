import type { IndexSummary, Mover, Overview, Quote } from './schemas/responses';

/** A latest_quotes row with its instrument, as both the rebuild and the read side load it. */
export interface QuoteRow {
  exchange: 'NSE' | 'BSE';
  symbol: string;
  name: string;
  industry: string;
  tradeDate: string;
  open: number;
  high: number;
  low: number;
  close: number;
  previousClose: number | null;
  volume: number;
  high52w: number;
  low52w: number;
  marketCap: number | null;
}

export const percent = (part: number, whole: number): number =>
  Math.round((part / whole) * 10_000) / 100;

export const toQuote = (row: QuoteRow): Quote => ({
  exchange: row.exchange,
  symbol: row.symbol,
  name: row.name,
  date: row.tradeDate,
  open: row.open,
  high: row.high,
  low: row.low,
  close: row.close,
  previousClose: row.previousClose,
  change: row.previousClose === null ? null : row.close - row.previousClose,
  changePercent:
    row.previousClose === null ? null : percent(row.close - row.previousClose, row.previousClose),
  volume: row.volume,
  high52w: row.high52w,
  low52w: row.low52w,
  marketCap: row.marketCap,
});

export interface IndexRow {
  code: string;
  name: string;
  kind: 'broad' | 'sector';
  industry: string | null;
  constituents: number;
  /** Latest two levels in hundredths, newest first. */
  levels: Array<{ date: string; close: number }>;
}

export function toIndexSummary(row: IndexRow): IndexSummary {
  const [latest, previous] = row.levels;
  const level = latest ? latest.close / 100 : null;
  const previousLevel = previous ? previous.close / 100 : null;
  const change = latest && previous ? (latest.close - previous.close) / 100 : null;
  return {
    code: row.code,
    name: row.name,
    kind: row.kind,
    industry: row.industry,
    date: latest?.date ?? null,
    level,
    previousLevel,
    change,
    changePercent:
      latest && previous ? percent(latest.close - previous.close, previous.close) : null,
    constituents: row.constituents,
  };
}

const toMover = (row: QuoteRow): Mover => ({
  symbol: row.symbol,
  name: row.name,
  industry: row.industry,
  close: row.close,
  change: row.close - (row.previousClose ?? row.close),
  changePercent: row.previousClose ? percent(row.close - row.previousClose, row.previousClose) : 0,
});

/** Broad indices first, then sectors by name. */
const indexOrder = (a: IndexSummary, b: IndexSummary) =>
  a.kind !== b.kind ? (a.kind === 'broad' ? -1 : 1) : a.code < b.code ? -1 : 1;

/**
 * The market on its latest day: only instruments that traded that day count for breadth,
 * movers and new 52-week highs and lows. `limit` entries per list (the stored overview keeps 25).
 */
export function buildOverview(
  quotes: readonly QuoteRow[],
  indices: readonly IndexRow[],
  limit: number,
): Overview {
  const date = quotes.reduce<string | null>(
    (max, q) => (max === null || q.tradeDate > max ? q.tradeDate : max),
    null,
  );
  const today = quotes
    .filter((q) => q.tradeDate === date && q.previousClose !== null)
    .map((q) => ({ q, mover: toMover(q) }));
  const byChange = [...today].sort(
    (a, b) => b.mover.changePercent - a.mover.changePercent || (a.q.symbol < b.q.symbol ? -1 : 1),
  );
  const highs = byChange.filter(({ q }) => q.high >= q.high52w);
  const lows = byChange.filter(({ q }) => q.low <= q.low52w).reverse();
  const byIndustry = new Map<string, { advances: number; declines: number }>();
  for (const { mover } of today) {
    const tally = byIndustry.get(mover.industry) ?? { advances: 0, declines: 0 };
    if (mover.change > 0) tally.advances += 1;
    if (mover.change < 0) tally.declines += 1;
    byIndustry.set(mover.industry, tally);
  }
  const summaries = indices.map(toIndexSummary).sort(indexOrder);
  return {
    date,
    indices: summaries,
    breadth: {
      advances: today.filter(({ mover }) => mover.change > 0).length,
      declines: today.filter(({ mover }) => mover.change < 0).length,
      unchanged: today.filter(({ mover }) => mover.change === 0).length,
    },
    gainers: byChange
      .filter(({ mover }) => mover.change > 0)
      .slice(0, limit)
      .map(({ mover }) => mover),
    losers: [...byChange]
      .reverse()
      .filter(({ mover }) => mover.change < 0)
      .slice(0, limit)
      .map(({ mover }) => mover),
    sectors: summaries
      .filter((index) => index.kind === 'sector' && index.industry !== null)
      .map((index) => ({
        industry: index.industry ?? '',
        code: index.code,
        changePercent: index.changePercent,
        ...(byIndustry.get(index.industry ?? '') ?? { advances: 0, declines: 0 }),
      }))
      .sort((a, b) => (b.changePercent ?? 0) - (a.changePercent ?? 0)),
    highs52w: { count: highs.length, top: highs.slice(0, limit).map(({ mover }) => mover) },
    lows52w: { count: lows.length, top: lows.slice(0, limit).map(({ mover }) => mover) },
  };
}

/** The stored overview holds the longest lists; a smaller limit cuts them. */
export const OVERVIEW_STORED_LIMIT = 25;

export const limitOverview = (overview: Overview, limit: number): Overview => ({
  ...overview,
  gainers: overview.gainers.slice(0, limit),
  losers: overview.losers.slice(0, limit),
  highs52w: { ...overview.highs52w, top: overview.highs52w.top.slice(0, limit) },
  lows52w: { ...overview.lows52w, top: overview.lows52w.top.slice(0, limit) },
});
