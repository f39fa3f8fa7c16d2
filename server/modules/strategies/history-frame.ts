import type { FrameTexts } from '../../../src/domain/scan/frame';
import { BACKTEST_YEARS_MAX } from '../../../src/features/strategies/model/contract';
import { latestMarketDay, readFrameTexts } from '../../archive/read/frame-texts';
import type { ArchiveSnapshot } from '../../archive/read/snapshot';
import type { Orm } from '../../db/database';

/**
 * A year before the longest test window: the engine's indicators (a 200-day average, a year's
 * volatility) and factor ranks need that history before the first rebalance.
 */
export const HISTORY_YEARS = BACKTEST_YEARS_MAX + 1;

/** The same calendar day `years` years before `day` (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y - years, m - 1, d));
  if (at.getUTCMonth() !== m - 1) at.setUTCDate(0);
  return at.toISOString().slice(0, 10);
}

/**
 * What every backtest of one data version runs over: the archive's text of the NIFTY 500 from
 * HISTORY_YEARS before the latest day, with the factor scores of each month's last trading day
 * (the rebalance days). One read serves all runs: the window of a run is the engine's choice.
 */
export async function readHistoryTexts(orm: Orm, snapshot: ArchiveSnapshot): Promise<FrameTexts> {
  const last = (await latestMarketDay(orm)) ?? snapshot.version.updatedatetime.slice(0, 10);
  return readFrameTexts(orm, snapshot, {
    from: yearsBefore(last, HISTORY_YEARS),
    factorDays: 'month-ends',
  });
}
