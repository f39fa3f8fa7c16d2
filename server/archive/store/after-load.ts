import type { SqlTransaction } from '../../db/database';
import { dataUpdated, enqueue, type DataSource } from '../../jobs';
import { recomputeIndexLevels } from './index-levels';
import { bumpDataUpdateTime, rebuildLatestQuotes } from './latest-quotes';
import { rebuildOverview } from './overview-snapshot';

/**
 * What every load ends with, inside its transaction: index levels of the loaded days, the
 * materialised quotes and overview, a new data-update time (which the API's caches and ETags
 * key on) and a data.updated job for follow-ups. Returns that time.
 */
export async function afterLoad(
  tx: SqlTransaction,
  days: readonly string[],
  source: DataSource = 'archive-load',
): Promise<string> {
  await recomputeIndexLevels(tx, days);
  await rebuildLatestQuotes(tx);
  await rebuildOverview(tx);
  const updatedatetime = await bumpDataUpdateTime(tx);
  // Same transaction: the job exists exactly when the load committed, whichever process loaded.
  await enqueue(
    tx,
    dataUpdated,
    { countrycode: 'IND', updatedatetime, source, tradeDates: [...days] },
    { singletonKey: updatedatetime },
  );
  return updatedatetime;
}
