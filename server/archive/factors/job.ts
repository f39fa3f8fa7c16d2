import type { JobRegistry } from '../../jobs/registry';
import { dataUpdated } from '../../jobs/topics';
import { recomputeFactors } from './recompute';

/**
 * The factor engine's follow-up of each archive load (server/jobs/app-jobs.ts): the loaded days
 * and every later one are scored again; a whole generated archive (no tradeDates) is scored in
 * full.
 */
export function factorJobs(registry: JobRegistry): void {
  registry.subscribe(dataUpdated, 'factor-scores', async (payload, { db, logger }) => {
    const from = [...payload.tradeDates].sort()[0];
    const report = await recomputeFactors(db, { from, updatedatetime: payload.updatedatetime });
    if (report.action !== 'current') logger.info(report, 'factor scores recomputed');
  });
}
