import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  channelsFor,
  choicesWithDefaults,
  NOTICE_TOPICS,
  type NotificationChoices,
} from '../../../src/features/account/model/notifications';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
// Not '../../jobs': its index loads app-jobs.ts, which loads this file.
import type { JobRegistry } from '../../jobs/registry';
import { defineTopic } from '../../jobs/topic';
import type { NoticeSender } from '../kyc/decision-mail';
import { sqlRunnerOf } from '../kyc/job-runner';
import { notificationPreferences } from './tables';

// Notices to an investor (issue 11, Deliver 8), sent by a job enqueued in the transaction of
// what they tell (a fill that rolled back sends nothing; a mail service that is down delays the
// notice, never the fill), to the channels the investor chose for the topic.

const TOPICS = [...NOTICE_TOPICS, 'security'] as const;

export const investorNotice = defineTopic(
  'account.notice',
  z.object({
    investorSub: z.string().min(1),
    /** `security` ignores the choices: always e-mailed. */
    topic: z.enum(TOPICS),
    text: z.string().min(1).max(400),
  }),
);

export type InvestorNotice = z.input<typeof investorNotice.schema>;

/** Enqueues a notice in the caller's transaction. */
export const notify = (tx: Orm, notice: InvestorNotice): Promise<unknown> =>
  enqueue(sqlRunnerOf(tx), investorNotice, notice);

export async function notificationChoicesOf(orm: Orm, sub: string): Promise<NotificationChoices> {
  const [row] = await orm
    .select({ choices: notificationPreferences.choices })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.investorSub, sub));
  return choicesWithDefaults(row?.choices);
}

/** Subscribes notice delivery to the app's job registry (server/jobs/app-jobs.ts). */
export function noticeJobs(registry: JobRegistry, send: NoticeSender): void {
  registry.subscribe(investorNotice, 'investor-notice', async (notice, context) => {
    const { orm } = context.db;
    const [investor] = await orm
      .select({
        email: userProfiles.email,
        phone: userProfiles.phone,
        erasedAt: userProfiles.erasedAt,
      })
      .from(userProfiles)
      .where(eq(userProfiles.sub, notice.investorSub));
    if (!investor || investor.erasedAt) return;
    const targets =
      notice.topic === 'security'
        ? investor.email
          ? [{ channel: 'email' as const, to: investor.email }]
          : []
        : channelsFor(await notificationChoicesOf(orm, notice.investorSub), notice.topic, investor);
    for (const target of targets) await send({ to: target.to, subject: notice.text }, context);
  });
}
