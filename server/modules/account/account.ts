import { eq, sql } from 'drizzle-orm';
import type { Account } from '../../../src/features/account/model/contract';
import type { NotificationChoices } from '../../../src/features/account/model/notifications';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { Profile } from '../../services/profiles';
import { kycRecords } from '../kyc/tables';
import { notificationChoicesOf } from './notices';
import { notificationPreferences } from './tables';

/** XXXXX1234F: enough to recognise one's own PAN, not enough to use it. */
export const maskedPan = (pan: string): string =>
  pan.length === 10 ? `XXXXX${pan.slice(5)}` : 'XXXXXXXXXX';

/** The account settings screen's data (GET /api/investor/account). */
export async function accountOf(orm: Orm, profile: Profile): Promise<Account> {
  const [adviser] = profile.advisorSub
    ? await orm
        .select({ name: userProfiles.name, sebiReg: userProfiles.sebiReg })
        .from(userProfiles)
        .where(eq(userProfiles.sub, profile.advisorSub))
    : [];
  const [kyc] = await orm
    .select({ status: kycRecords.status, details: kycRecords.details })
    .from(kycRecords)
    .where(eq(kycRecords.investorSub, profile.sub));
  // Only what was submitted: a draft is not the KYC the adviser holds.
  const submitted =
    kyc && kyc.status !== 'draft' && kyc.details
      ? { status: kyc.status, details: kyc.details }
      : null;
  return {
    profile: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone,
      memberSince: profile.createdAt.toISOString(),
      adviser: adviser ?? null,
      kyc: submitted && {
        status: submitted.status,
        legalName: submitted.details.name,
        pan: maskedPan(submitted.details.pan),
        city: submitted.details.city,
        nominee: submitted.details.nomineeName || null,
      },
    },
    notifications: await notificationChoicesOf(orm, profile.sub),
    sessionsRevokedAt: profile.sessionsRevokedAt?.toISOString() ?? null,
    deletion:
      profile.deletionRequestedAt && profile.deletionDueAt
        ? {
            requestedAt: profile.deletionRequestedAt.toISOString(),
            dueAt: profile.deletionDueAt.toISOString(),
          }
        : null,
  };
}

export async function saveNotificationChoices(
  tx: Orm,
  sub: string,
  choices: NotificationChoices,
): Promise<NotificationChoices> {
  await tx
    .insert(notificationPreferences)
    .values({ investorSub: sub, choices })
    .onConflictDoUpdate({
      target: notificationPreferences.investorSub,
      set: { choices, updatedAt: sql`now()` },
    });
  return notificationChoicesOf(tx, sub);
}

/**
 * "Sign out on every device": from now, the server refuses every id token signed in before
 * (server/services/profiles.ts, refusedSession), to the second; the identity service revokes
 * the refresh tokens (the route does that once this commits).
 */
export async function revokeSessions(tx: Orm, sub: string, now: Date): Promise<Date> {
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await tx
    .update(userProfiles)
    .set({ sessionsRevokedAt: at, updatedAt: sql`now()` })
    .where(eq(userProfiles.sub, sub));
  return at;
}
