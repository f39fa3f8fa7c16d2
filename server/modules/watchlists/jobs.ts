import type { JobRegistry } from '../../jobs/registry';
import { dataUpdated } from '../../jobs/topics';
import { evaluateAlerts } from './evaluate';

/**
 * Watchlists' follow-up of each archive load (server/jobs/app-jobs.ts): price alerts against
 * the new days' closes, each crossing notified in the app and by e-mail.
 */
export function watchlistsJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'price-alerts', async (_payload, { db, logger }) => {
    const report = await evaluateAlerts(db, { now: new Date() });
    if (report.fired > 0) logger.info(report, 'price alerts fired');
  });
}
