import { z } from 'zod';
import type { Orm } from '../../db/database';
import { enqueue } from '../../jobs/enqueue';
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import { sqlRunnerOf } from '../kyc/job-runner';
import { endMaintenanceIfDue } from './store';

// The automatic end of maintenance mode an admin adviser may set (issue 15, Deliver 6): a job
// on the database's queue, due at the end time, so it runs once whichever process is up then.
// It switches off only if that end still holds (a later switch cancels it: see store.ts).

export const maintenanceEnd = defineTopic(
  'advisor.maintenance-end',
  z.object({ until: z.iso.datetime({ offset: true }) }),
);

export const scheduleMaintenanceEnd = (tx: Orm, until: string): Promise<unknown> =>
  enqueue(sqlRunnerOf(tx), maintenanceEnd, { until }, { runAt: new Date(until) });

export function advisorSettingsJobs(registry: JobRegistry): void {
  registry.subscribe(maintenanceEnd, 'maintenance-end', async ({ until }, { db, logger }) => {
    const ended = await db.orm.transaction((tx: Orm) => endMaintenanceIfDue(tx, until));
    if (ended) logger.info({ until }, 'maintenance mode ended at its set time');
  });
}
