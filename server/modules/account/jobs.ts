import { z } from 'zod';
import type { IdentityConfig, ServerConfig } from '../../env';
import { identityAdminFor } from '../../identity/admin';
// Not '../../jobs': its index loads app-jobs.ts, which loads this file.
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import { documentStorageOf } from '../documents/storage';
import type { NoticeSender } from '../kyc/decision-mail';
import { eraseDueAccounts, purgeExpiredRecords } from './deletion';
import { noticeJobs } from './notices';

/** Hourly: erase accounts whose 7 days are over; delete kept records whose 5 years are. */
export const accountHousekeeping = defineTopic(
  'account.housekeeping',
  z.object({ slot: z.iso.datetime() }),
);

const HOUR_MS = 60 * 60 * 1000;

export type AccountJobsConfig = Pick<ServerConfig, 'appMode' | 'dataDir'> &
  Partial<Pick<ServerConfig, 'documentStore'>> & {
    identity?: IdentityConfig;
  };

/** The account module's jobs, subscribed to the app's registry (server/jobs/app-jobs.ts). */
export function accountJobs(
  registry: JobRegistry,
  send: NoticeSender,
  config: AccountJobsConfig | undefined,
): void {
  noticeJobs(registry, send);
  if (!config) return;
  const storage = documentStorageOf(config);
  const identity = config.identity ? identityAdminFor(config.identity, config.appMode) : undefined;
  registry.every(accountHousekeeping, HOUR_MS, (slot) => ({ slot: slot.toISOString() }));
  registry.subscribe(accountHousekeeping, 'account-erasure', async (_payload, context) => {
    const deps = {
      db: context.db,
      logger: context.logger,
      storage,
      identity,
      sendNotice: (notice: { to: string; subject: string }) => send(notice, context),
    };
    const now = new Date();
    await eraseDueAccounts(deps, now);
    await purgeExpiredRecords(deps, now);
  });
}
