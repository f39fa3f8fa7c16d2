import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  deletionDueAt,
  ERASED,
  KEPT,
  RETENTION_YEARS,
  retainUntil,
} from '../../../src/features/account/model/deletion';
import type { DeletionAnswer } from '../../../src/features/account/model/contract';
import type { Database, Orm } from '../../db/database';
import { clientNotes, idempotencyKeys, userProfiles } from '../../db/schema';
import type { IdentityAdmin } from '../../identity/admin';
import type { Logger } from '../../logger';
import { baskets } from '../baskets/tables';
import { brokerLinks, brokerLoginStates, paperAccounts } from '../broker/tables';
import { eraseCalendarOf } from '../calendar/store';
import { eraseUnsentChatUploads, purgeChatOf } from '../chat/attachments';
import type { DocumentStorage } from '../documents/storage';
import { deleteDocumentsOf } from '../documents/store';
import { familyMembers } from '../families/tables';
import { kycRecords } from '../kyc/tables';
import { notifications } from '../notifications/tables';
import { paperCashEntries, paperOrders, paperTrades } from '../orders/tables';
import { riskProfileOverrides, riskProfiles } from '../risk-profile/tables';
import { goals } from '../goals/tables';
import { eraseInsuranceOf } from '../insurance/store';
import { modelAssignments } from '../research/tables';
import { savedScans } from '../scans/tables';
import { eraseStrategiesOf } from '../strategies/export';
import { suggestionOrders, suggestions, suitabilityDecisions } from '../suggestions/tables';
import { priceAlerts, watchlists } from '../watchlists/tables';
import { notify } from './notices';
import { notificationPreferences, retainedRecords } from './tables';

// Deleting an account (issue 11, Deliver 8; src/features/account/model/deletion.ts for the law):
// asked for, it is erased after 7 days unless cancelled; what SEBI requires the adviser to keep
// is kept for five years out of everyone's sight, then deleted as well.

const dateText = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Asks for deletion: a second ask keeps the first date (the grace never restarts silently). */
export async function requestDeletion(tx: Orm, sub: string, now: Date): Promise<DeletionAnswer> {
  const [row] = await tx
    .update(userProfiles)
    .set({
      deletionRequestedAt: sql`coalesce(${userProfiles.deletionRequestedAt}, ${now.toISOString()}::timestamptz)`,
      deletionDueAt: sql`coalesce(${userProfiles.deletionDueAt}, ${deletionDueAt(now).toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.sub, sub))
    .returning({
      requestedAt: userProfiles.deletionRequestedAt,
      dueAt: userProfiles.deletionDueAt,
    });
  if (!row?.requestedAt || !row.dueAt) throw new Error(`No profile ${sub} to delete`);
  if (row.requestedAt.getTime() === now.getTime()) {
    await notify(tx, {
      investorSub: sub,
      topic: 'security',
      text:
        `Nivesh: you asked us to delete your account. It will be deleted on ${dateText(row.dueAt)}. ` +
        'Changed your mind? Cancel it in Account settings before then.',
    });
  }
  return {
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    erased: [...ERASED],
    kept: [...KEPT],
    retentionYears: RETENTION_YEARS,
  };
}

/** Cancels a pending deletion; true when there was one. */
export async function cancelDeletion(tx: Orm, sub: string): Promise<boolean> {
  const cancelled = await tx
    .update(userProfiles)
    .set({ deletionRequestedAt: null, deletionDueAt: null, updatedAt: sql`now()` })
    .where(and(eq(userProfiles.sub, sub), isNotNull(userProfiles.deletionDueAt)))
    .returning({ sub: userProfiles.sub });
  if (cancelled.length === 0) return false;
  await notify(tx, {
    investorSub: sub,
    topic: 'security',
    text: 'Nivesh: the deletion of your account is cancelled. Your account stays as it is.',
  });
  return true;
}

export interface ErasureDeps {
  db: Database;
  logger: Logger;
  storage: DocumentStorage;
  /** Undefined only in local tests without an identity service: nothing to delete there. */
  identity: IdentityAdmin | undefined;
  /** Says goodbye to the address that is about to be erased. */
  sendNotice: (notice: { to: string; subject: string }) => Promise<void>;
}

interface Erased {
  email: string | null;
  storageKeys: string[];
}

/** Erases one account in one transaction; undefined when it is not (or no longer) due. */
async function eraseInDatabase(tx: Orm, sub: string, now: Date): Promise<Erased | undefined> {
  const [profile] = await tx
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.sub, sub))
    .for('update');
  if (!profile || profile.erasedAt || !profile.deletionDueAt) return undefined;
  if (profile.deletionDueAt.getTime() > now.getTime()) return undefined;

  const [kyc] = await tx
    .select({ status: kycRecords.status })
    .from(kycRecords)
    .where(eq(kycRecords.investorSub, sub));
  const kycSubmitted = kyc !== undefined && kyc.status !== 'draft';

  await tx.delete(paperCashEntries).where(eq(paperCashEntries.investorSub, sub));
  await tx.delete(paperTrades).where(eq(paperTrades.investorSub, sub));
  await tx.delete(paperOrders).where(eq(paperOrders.investorSub, sub));
  await tx.delete(paperAccounts).where(eq(paperAccounts.investorSub, sub));
  await tx.delete(brokerLoginStates).where(eq(brokerLoginStates.investorSub, sub));
  await tx.delete(brokerLinks).where(eq(brokerLinks.investorSub, sub));
  await tx.delete(notificationPreferences).where(eq(notificationPreferences.investorSub, sub));
  // A list's stocks go with it (ON DELETE CASCADE).
  await tx.delete(watchlists).where(eq(watchlists.ownerSub, sub));
  await tx.delete(priceAlerts).where(eq(priceAlerts.ownerSub, sub));
  // A basket's stocks, groups and their orders, SIP and SIP runs go with it (ON DELETE CASCADE).
  await tx.delete(baskets).where(eq(baskets.investorSub, sub));
  // A goal's recorded contributions go with it (ON DELETE CASCADE).
  await tx.delete(goals).where(eq(goals.investorSub, sub));
  await tx.delete(savedScans).where(eq(savedScans.ownerSub, sub));
  // Insurance policies and the needs calculator's inputs are the investor's own, not SEBI's.
  await eraseInsuranceOf(tx, sub);
  // Meetings with the adviser (and their reminders) and calendar subscription addresses.
  await eraseCalendarOf(tx, sub);
  await eraseStrategiesOf(tx, sub);
  await tx.delete(notifications).where(eq(notifications.recipientSub, sub));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userSub, sub));
  // Issue 16's records (suggestions, their suitability decisions and placed orders, model
  // assignments) are SEBI's and stay; the client just stops following their models, so no
  // rebalance is suggested to an erased account.
  await tx
    .update(modelAssignments)
    .set({ removedAt: now })
    .where(and(eq(modelAssignments.investorSub, sub), isNull(modelAssignments.removedAt)));
  // The profile row stays (erased), so its family membership does not cascade: leave the family.
  await tx.delete(familyMembers).where(eq(familyMembers.investorSub, sub));
  // Chat messages are the adviser's record and stay (with their files) until the purge; files
  // uploaded for chat but never sent are not, and go now.
  let storageKeys: string[] = await eraseUnsentChatUploads(tx, sub);
  if (kycSubmitted) {
    // The submitted record is SEBI's; a newer draft of changes is not. Policy documents are the
    // investor's own (like the policies), not the KYC's: they go.
    await tx
      .update(kycRecords)
      .set({ draft: null, draftSavedAt: null })
      .where(eq(kycRecords.investorSub, sub));
    storageKeys = [...storageKeys, ...(await deleteDocumentsOf(tx, sub, ['policy']))];
  } else {
    storageKeys = [...storageKeys, ...(await deleteDocumentsOf(tx, sub))];
    await tx.delete(kycRecords).where(eq(kycRecords.investorSub, sub));
  }
  await tx.insert(retainedRecords).values({
    investorSub: sub,
    advisorSub: profile.advisorSub,
    erasedAt: now,
    retainUntil: retainUntil(now),
    kept: [...KEPT],
  });
  await tx
    .update(userProfiles)
    .set({
      name: null,
      email: null,
      phone: null,
      advisorSub: null,
      erasedAt: now,
      sessionsRevokedAt: now,
      updatedAt: sql`now()`,
    })
    .where(eq(userProfiles.sub, sub));
  return { email: profile.email, storageKeys };
}

/**
 * Erases every account whose grace has ended: the database first (one transaction each), then
 * the documents' files and the sign-in account, then a last e-mail to the old address. A
 * failure after the commit is retried by the next run (the sign-in account of an erased profile
 * is deleted again; deleting a missing one is not an error).
 */
export async function eraseDueAccounts(deps: ErasureDeps, now: Date): Promise<string[]> {
  const { orm } = deps.db;
  const due = await orm
    .select({ sub: userProfiles.sub })
    .from(userProfiles)
    .where(and(isNull(userProfiles.erasedAt), lte(userProfiles.deletionDueAt, now)));
  const erased: string[] = [];
  for (const { sub } of due) {
    const result = await deps.db.orm.transaction((tx: Orm) => eraseInDatabase(tx, sub, now));
    if (!result) continue;
    for (const key of result.storageKeys) await deps.storage.delete(key);
    await deps.identity?.deleteUser(sub);
    if (result.email) {
      await deps.sendNotice({
        to: result.email,
        subject:
          'Nivesh: your account is deleted. We keep the records SEBI requires of your adviser ' +
          `for ${RETENTION_YEARS} years, and nothing else.`,
      });
    }
    deps.logger.info({ sub }, 'account erased');
    erased.push(sub);
  }
  return erased;
}

/** Deletes what was kept of erased accounts once their five years are over. */
export async function purgeExpiredRecords(
  deps: Pick<ErasureDeps, 'db' | 'storage' | 'logger'>,
  now: Date,
): Promise<string[]> {
  const expired = await deps.db.orm
    .select({ sub: retainedRecords.investorSub })
    .from(retainedRecords)
    .where(lte(retainedRecords.retainUntil, now));
  const purged: string[] = [];
  for (const { sub } of expired) {
    const keys = await deps.db.orm.transaction(async (tx: Orm) => {
      const profileIds = tx
        .select({ id: riskProfiles.id })
        .from(riskProfiles)
        .where(eq(riskProfiles.investorSub, sub));
      await tx
        .delete(riskProfileOverrides)
        .where(inArray(riskProfileOverrides.profileId, profileIds));
      await tx.delete(riskProfiles).where(eq(riskProfiles.investorSub, sub));
      // Issue 16's records, children first (nothing in migration 0021 cascades): the orders an
      // acceptance placed, the suggestions, then the suitability decisions they name.
      const sent = tx
        .select({ id: suggestions.suggestionId })
        .from(suggestions)
        .where(eq(suggestions.investorSub, sub));
      await tx.delete(suggestionOrders).where(inArray(suggestionOrders.suggestionId, sent));
      await tx.delete(suggestions).where(eq(suggestions.investorSub, sub));
      await tx.delete(suitabilityDecisions).where(eq(suitabilityDecisions.investorSub, sub));
      await tx.delete(modelAssignments).where(eq(modelAssignments.investorSub, sub));
      await tx.delete(clientNotes).where(eq(clientNotes.investorSub, sub));
      // The chat with the adviser (issue 18): the threads, messages and their files.
      const chatKeys = await purgeChatOf(tx, sub);
      const documentKeys = await deleteDocumentsOf(tx, sub);
      await tx.delete(kycRecords).where(eq(kycRecords.investorSub, sub));
      await tx.delete(retainedRecords).where(eq(retainedRecords.investorSub, sub));
      // The audit log is append-only and names no one: its rows (ids and actions) stay.
      await tx.delete(userProfiles).where(eq(userProfiles.sub, sub));
      return [...documentKeys, ...chatKeys];
    });
    for (const key of keys) await deps.storage.delete(key);
    deps.logger.info({ sub }, 'retained records deleted after their retention period');
    purged.push(sub);
  }
  return purged;
}
