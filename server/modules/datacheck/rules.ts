import {
  fromDayNumber,
  nextTradingDay,
  previousTradingDay,
  toDayNumber,
  tradingDaysBetween,
} from '../../archive/calendar';
import type { FreshnessStatus } from '../../../src/features/datacheck/model/contract';

// The data check's pure rules (docs/data-check.md), over the NSE calendar of
// server/archive/calendar.ts. Table-tested in tests/unit/datacheck.

/** The window's first calendar day: `days` days ending at `to`, `to` included. */
export const windowStart = (to: string, days: number): string =>
  fromDayNumber(toDayNumber(to) - days + 1);

/** Days before the window read too, so its first day's move has a previous close. */
export const LOOKBACK_DAYS = 20;
export const lookbackStart = (from: string): string =>
  fromDayNumber(toDayNumber(from) - LOOKBACK_DAYS);

/**
 * The last session that has closed by now: the previous trading day (a bhavcopy comes after
 * the close, and npm start's demo history ends there too), or a later day already loaded.
 */
export function expectedLastTradingDay(today: string, lastLoaded: string | null): string {
  const closed = previousTradingDay(today);
  return lastLoaded && lastLoaded > closed ? lastLoaded : closed;
}

/** Trading days after `last` up to `expected`: not loaded yet. */
export const tradingDaysAfter = (last: string, expected: string): string[] =>
  last >= expected ? [] : tradingDaysBetween(nextTradingDay(last), expected);

/** Up to date; one or two sessions behind (amber); three or more (red); no data at all. */
export function freshnessStatus(lastLoaded: string | null, behind: number): FreshnessStatus {
  if (!lastLoaded) return 'empty';
  if (behind === 0) return 'fresh';
  return behind <= 2 ? 'behind' : 'stale';
}

/**
 * The window's expected trading days (from the archive's first day on: nothing is missing
 * before the history starts) and those of them with no bar of any stock.
 */
export function missingTradingDays(
  { from, to, first }: { from: string; to: string; first: string },
  present: readonly string[],
): { expected: string[]; missing: string[] } {
  const start = first > from ? first : from;
  const expected = start > to ? [] : tradingDaysBetween(start, to);
  const have = new Set(present);
  return { expected, missing: expected.filter((day) => !have.has(day)) };
}

/** Close-to-close change in percent, two decimals. */
export const changePercent = (close: number, previous: number): number =>
  Math.round(((close - previous) / previous) * 10_000) / 100;
