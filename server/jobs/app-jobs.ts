import { z } from 'zod';
import { factorJobs } from '../archive/factors/job';
import { purgeAnswers } from '../api/idempotency';
import { accountJobs, type AccountJobsConfig } from '../modules/account/jobs';
import { advisorSettingsJobs } from '../modules/advisor-settings/maintenance-job';
import { basketsJobs } from '../modules/baskets/jobs';
import { calendarJobs } from '../modules/calendar/reminders';
import { crmInvitationJobs } from '../modules/crm/invitations';
import { crmJobs } from '../modules/crm/jobs';
import { documentsJobs } from '../modules/documents/jobs';
import { kycJobs, noticeSenderFor } from '../modules/kyc/decision-mail';
import { ordersJobs } from '../modules/orders/jobs';
import { researchCallsJobs } from '../modules/research/calls-close-job';
import { scansJobs } from '../modules/scans/jobs';
import { watchlistsJobs } from '../modules/watchlists/jobs';
import { createJobRegistry, type JobRegistry } from './registry';
import { defineTopic } from './topic';
import { APP_TOPICS } from './topics';

/** Hourly: idempotency records past their 24 hours (server/api/idempotency.ts). */
export const idempotencyPurge = defineTopic(
  'idempotency.purge',
  z.object({ slot: z.iso.datetime() }),
);

const HOUR_MS = 60 * 60 * 1000;

/**
 * The app's jobs: the topics it enqueues, and the place where modules subscribe their handlers
 * (price alerts, SIP instalments: `alertsJobs(registry)`) and declare recurring work.
 */
export function appJobRegistry(config?: AccountJobsConfig): JobRegistry {
  const registry = createJobRegistry([...APP_TOPICS, idempotencyPurge]);
  registry.every(idempotencyPurge, HOUR_MS, (slot) => ({ slot: slot.toISOString() }));
  registry.subscribe(
    idempotencyPurge,
    'purge-idempotency-records',
    async (_payload, { db, logger }) => {
      const removed = await purgeAnswers(db.orm);
      if (removed > 0) logger.info({ removed }, 'idempotency records purged');
    },
  );
  const notices = noticeSenderFor(config);
  kycJobs(registry, notices);
  accountJobs(registry, notices, config);
  documentsJobs(registry, config);
  ordersJobs(registry);
  factorJobs(registry);
  watchlistsJobs(registry);
  basketsJobs(registry);
  scansJobs(registry);
  researchCallsJobs(registry);
  advisorSettingsJobs(registry);
  calendarJobs(registry);
  crmInvitationJobs(registry, notices);
  crmJobs(registry);
  return registry;
}
