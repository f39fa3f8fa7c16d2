import type { SqlTransaction } from '../../db/database';
import { recomputeIndexLevels } from './index-levels';
import { bumpDataUpdateTime, rebuildLatestQuotes } from './latest-quotes';
import { rebuildOverview } from './overview-snapshot';

/**
 * What every load ends with, inside its transaction: index levels of the loaded days, the
 * materialised quotes and overview, and a new data-update time (which the API's caches and
 * ETags key on). Returns that time.
 */
export async function afterLoad(tx: SqlTransaction, days: readonly string[]): Promise<string> {
  await recomputeIndexLevels(tx, days);
  await rebuildLatestQuotes(tx);
  await rebuildOverview(tx);
  return bumpDataUpdateTime(tx);
}
