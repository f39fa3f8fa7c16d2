import { z } from 'zod';
import type { ServerConfig } from '../../env';
// Not '../../jobs': its index loads app-jobs.ts, which loads this file.
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import { sweepOrphanedFiles } from './orphans';
import { documentStorageOf } from './storage';

/** Hourly: delete stored files no row names once their grace is over (orphans.ts). */
export const documentsSweep = defineTopic('documents.sweep', z.object({ slot: z.iso.datetime() }));

const HOUR_MS = 60 * 60 * 1000;

export type DocumentsJobsConfig = Pick<ServerConfig, 'dataDir'> &
  Partial<Pick<ServerConfig, 'documentStore'>>;

/** The documents module's jobs, subscribed to the app's registry (server/jobs/app-jobs.ts). */
export function documentsJobs(registry: JobRegistry, config: DocumentsJobsConfig | undefined) {
  if (!config) return;
  const storage = documentStorageOf(config);
  registry.every(documentsSweep, HOUR_MS, (slot) => ({ slot: slot.toISOString() }));
  registry.subscribe(documentsSweep, 'sweep-orphaned-files', async (_payload, { db, logger }) => {
    const { removed, refused } = await sweepOrphanedFiles(db, storage, new Date());
    if (refused) {
      logger.warn(
        'document files are stored but no database row names any: is this the database they ' +
          'belong to? None deleted',
      );
    }
    if (removed > 0) logger.info({ removed }, 'orphaned document files deleted');
  });
}
