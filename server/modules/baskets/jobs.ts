import type { JobRegistry } from '../../jobs/registry';
import { dataUpdated } from '../../jobs/topics';
import { runDueSips } from './sip';

/**
 * Baskets' follow-up of each archive load (server/jobs/app-jobs.ts): the SIP instalments that
 * the new market day has made due, each taken exactly once and told to the investor.
 */
export function basketsJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'basket-sips', async (_payload, { db, logger }) => {
    const report = await runDueSips(db, new Date());
    if (report.taken + report.skipped > 0) logger.info(report, 'basket SIP instalments');
  });
}
