import { dataUpdated } from '../../jobs/topics';
import type { JobRegistry } from '../../jobs/registry';
import { creditDueDividends } from '../portfolio/dividends';
import { matchRestingOrders } from './matching';

/**
 * Paper trading's follow-up of each archive load (server/jobs/app-jobs.ts): resting orders are
 * matched against the new days' bars, then the dividends now due are credited.
 */
export function ordersJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'paper-order-matching', async (_payload, { db, logger }) => {
    const report = await matchRestingOrders(db, { now: new Date() });
    if (report.checked > 0) logger.info(report, 'paper orders matched against new bars');
    const dividends = await creditDueDividends(db);
    if (dividends > 0) logger.info({ dividends }, 'dividends credited to paper accounts');
  });
}
