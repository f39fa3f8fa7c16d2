import * as z from 'zod/mini';

/**
 * The data check's API shape (issue 15, Deliver 5), shared by the server, which validates and
 * documents with it (server/modules/datacheck/schema.ts), and the client, which parses its
 * answer with it. Prices are integer paise; days are YYYY-MM-DD; times ISO 8601.
 *
 * GET /api/advisor/datacheck?days=90 (advisers only): the archive's freshness, missing trading
 * days and symbols with gaps, anomalies in the last `days` calendar days of data (ending at the
 * archive's last trading day), and the newest imports. Rules: docs/data-check.md.
 */

export { DEFAULT_WINDOW_DAYS, WINDOW_CHOICES, WINDOW_MAX_DAYS, WINDOW_MIN_DAYS } from './windows';

/** A close-to-close move above this share (20 %) with no split or bonus is an anomaly. */
export const JUMP_LIMIT = 0.2;
/** A close unchanged for at least this many consecutive trading days is stale. */
export const STALE_RUN_DAYS = 5;
/** Import history rows returned. */
export const IMPORTS_SHOWN = 50;

export const FRESHNESS_STATUSES = ['fresh', 'behind', 'stale', 'empty'] as const;
export type FreshnessStatus = (typeof FRESHNESS_STATUSES)[number];

export const ANOMALY_KINDS = ['jump', 'zero-volume', 'stale-price', 'no-recent-bar'] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];

export const IMPORT_KINDS = ['bhavcopy', 'fundamentals', 'market-advance', 'demo'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

export const freshnessSchema = z.object({
  /** The archive's data-update time (spec 4: GET /general/dailydatacheck); null if never set. */
  dataUpdateTime: z.nullable(instant),
  /** The last trading day with NSE bars; null when the archive holds none. */
  lastTradingDay: z.nullable(day),
  /** The last session that has closed by now (the exchange calendar, IST). */
  expectedLastTradingDay: day,
  /** Trading days after lastTradingDay up to expectedLastTradingDay: not loaded yet. */
  tradingDaysBehind: count,
  status: z.enum(FRESHNESS_STATUSES),
});

export const symbolGapSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  /** Trading days in the window (with other stocks' bars) on which this stock has none. */
  missing: z.array(day),
  /** How many days were missing (`missing` lists at most the first 20). */
  missingCount: count,
});

export const anomalySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(ANOMALY_KINDS),
  /** The day of the move, of the zero volume, the last day of a stale run, or the latest bar. */
  date: day,
  close: z.nullable(z.int()),
  /** jump: the previous bar's close. */
  previousClose: z.nullable(z.int()),
  /** jump: the close-to-close change in percent, two decimals. */
  changePercent: z.nullable(z.number()),
  volume: z.nullable(count),
  /** stale-price: the first day of the run; no-recent-bar: null. */
  since: z.nullable(day),
  /** stale-price: trading days in the run; no-recent-bar: trading days since the latest bar. */
  days: z.nullable(count),
});

export const rejectionSchema = z.object({ line: z.int(), reason: z.string() });

export const importRowSchema = z.object({
  importId: z.int(),
  kind: z.enum(IMPORT_KINDS),
  source: z.string(),
  actor: z.string(),
  firstDate: z.nullable(day),
  lastDate: z.nullable(day),
  accepted: count,
  skipped: count,
  rejected: count,
  /** The first 50 rejected lines. */
  rejections: z.array(rejectionSchema),
  dataUpdateTime: z.nullable(instant),
  startedAt: instant,
  finishedAt: instant,
});

export const dataCheckSchema = z.object({
  days: z.int(),
  /** The window's calendar days: `days` days ending at the last trading day; null when empty. */
  window: z.object({ from: z.nullable(day), to: z.nullable(day) }),
  freshness: freshnessSchema,
  /** Trading days in the window (from the archive's first day on) with no bar at all. */
  missingDays: z.array(day),
  /** Expected trading days in the window, and those with bars. */
  expectedDays: count,
  presentDays: count,
  symbolGaps: z.array(symbolGapSchema),
  anomalies: z.array(anomalySchema),
  /** Anomalies found; `anomalies` holds at most 500, the biggest moves first within a kind. */
  anomalyCount: count,
  imports: z.array(importRowSchema),
});

export type Freshness = z.infer<typeof freshnessSchema>;
export type SymbolGap = z.infer<typeof symbolGapSchema>;
export type Anomaly = z.infer<typeof anomalySchema>;
export type ImportRow = z.infer<typeof importRowSchema>;
export type DataCheck = z.infer<typeof dataCheckSchema>;
