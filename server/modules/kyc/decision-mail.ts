import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { userProfiles } from '../../db/schema';
import type { ServerConfig } from '../../env';
import { mailboxWriter } from '../../identity/mailbox';
import { identityPaths } from '../../identity/pool';
// Not '../../jobs': its index loads app-jobs.ts, which loads this file.
import type { JobContext, JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';

// The adviser's KYC decision, e-mailed to the investor once the decision has committed (a job
// enqueued in the decision's transaction: no mail for a decision that rolled back, and a mail
// service that is down delays the mail, never the decision).

export const kycDecided = defineTopic(
  'kyc.decided',
  z.object({
    investorSub: z.string().min(1),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().nullable(),
  }),
);

export interface Notice {
  to: string;
  subject: string;
  /** A link the notice offers (an adviser's invitation to sign up, issue 17). */
  link?: string;
}

/** Where notices go: the dev mailbox locally; production has no mail service yet, so a log line. */
export type NoticeSender = (notice: Notice, context: JobContext) => Promise<void>;

export const mailboxNotices = (file: string): NoticeSender => {
  const writer = mailboxWriter(file);
  return (notice) =>
    writer.add({ ...notice, code: '', kind: 'notice', at: new Date().toISOString() });
};

/** Says that a notice was due without the address or text (personal data stays out of logs). */
export const loggedNotices: NoticeSender = (notice, { logger, job }) => {
  logger.info({ job: job.id, subject: notice.subject }, 'notice not sent: no mail service');
  return Promise.resolve();
};

export function noticeSenderFor(config?: Pick<ServerConfig, 'appMode' | 'dataDir'>): NoticeSender {
  return config?.appMode === 'local'
    ? mailboxNotices(identityPaths(config.dataDir).mailbox)
    : loggedNotices;
}

const SUBJECT_REASON_MAX = 160;

export function decisionNotice(decision: 'approve' | 'reject', reason: string | null): string {
  if (decision === 'approve') {
    return 'Nivesh: your KYC is verified. Open the app to set your risk profile.';
  }
  const text = (reason ?? '').replace(/\s+/g, ' ');
  const short =
    text.length > SUBJECT_REASON_MAX ? `${text.slice(0, SUBJECT_REASON_MAX - 1)}…` : text;
  return `Nivesh: your KYC needs changes. Your adviser says: "${short}". Open the app to update it.`;
}

/** Subscribes the decision mail to the app's job registry (server/jobs/app-jobs.ts). */
export function kycJobs(registry: JobRegistry, send: NoticeSender): void {
  registry.subscribe(kycDecided, 'kyc-decision-mail', async (payload, context) => {
    const [investor] = await context.db.orm
      .select({ email: userProfiles.email })
      .from(userProfiles)
      .where(eq(userProfiles.sub, payload.investorSub));
    if (!investor?.email) {
      context.logger.warn({ job: context.job.id }, 'KYC decision mail: the investor has no e-mail');
      return;
    }
    await send(
      { to: investor.email, subject: decisionNotice(payload.decision, payload.reason) },
      context,
    );
  });
}
