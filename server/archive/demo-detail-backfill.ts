import type { Database } from '../db/database';
import { generateArchive } from './generator/generate';
import { afterLoad } from './store/after-load';
import { instrumentIds } from './store/write-generated';
import { writeSeries } from './store/write-series';

export interface DemoState {
  seed: string;
  symbols: number;
  rate: number;
}

/**
 * A demo archive generated before 0013_fundamentals_detail.sql has quarters without their
 * detail. Regenerating the last two years of quarters (what the financial-strength view needs)
 * fills it in; writeSeries never touches a quarter that has its detail or was imported. Bars are
 * not written. Returns the new data-update time, or null when nothing was missing.
 */
export async function fillMissingDemoDetail(
  db: Database,
  demo: DemoState,
  last: string,
): Promise<string | null> {
  const [missing] = await db.transaction((tx) =>
    tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM quarterly_fundamentals WHERE is_demo AND total_assets IS NULL',
    ),
  );
  if (!missing?.n) return null;
  const archive = generateArchive({
    seed: demo.seed,
    symbols: demo.symbols,
    corporateActionRate: demo.rate,
    endDate: last,
    days: 2,
  });
  return db.transaction(async (tx) => {
    const ids = await instrumentIds(tx);
    await writeSeries(tx, archive, ids, { fromDay: archive.days.length });
    return afterLoad(tx, [], 'demo');
  });
}
