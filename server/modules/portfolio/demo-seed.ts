import type { Database, Orm } from '../../db/database';
import { demoSubOf } from '../../identity/seed/demo-accounts';
import { seedOrdersDemo } from '../orders/demo-seed';
import { latestTradeDate } from '../orders/market';
import { seedDemoHistory } from './demo-history';
import { seedDemoHoldings } from './demo-holdings';
import { creditDividends } from './dividends';

/**
 * Demo data of paper trading (local mode, idempotent; after the broker seed and the archive):
 * investor@'s two-year history, sunita@'s few large caps (about ₹1,80,000; the rest cash), then
 * the resting orders and each demo paper account's dividends due since the last start.
 */
export async function seedPortfolioDemo(db: Database): Promise<void> {
  const latest = await latestTradeDate(db.orm);
  if (!latest) return;
  const investor = demoSubOf('investor@example.com');
  await db.orm.transaction((tx: Orm) => seedDemoHistory(tx, investor, latest));
  const sunita = demoSubOf('sunita@example.com');
  await db.orm.transaction((tx: Orm) => seedDemoHoldings(tx, sunita, latest));
  await seedOrdersDemo(db);
  for (const email of ['investor@example.com', 'neha@example.com', 'sunita@example.com']) {
    await db.orm.transaction((tx: Orm) => creditDividends(tx, demoSubOf(email), latest, true));
  }
}
