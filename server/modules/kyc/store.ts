import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/database';
import { userProfiles } from '../../db/schema';
import type { KycDraft } from '../../../src/features/onboarding/model/kyc-rules';
import { kycRecords, type KycRow, type StoredKycDetails } from './tables';

/** The investor's record; `lock` holds it until the transaction ends (two tabs, two devices). */
export async function selectKyc(
  orm: Orm,
  investorSub: string,
  lock = false,
): Promise<KycRow | undefined> {
  const query = orm.select().from(kycRecords).where(eq(kycRecords.investorSub, investorSub));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Keeps the draft; a record already rejected stays rejected (its reason is still shown). */
export async function upsertDraft(tx: Orm, investorSub: string, draft: KycDraft): Promise<KycRow> {
  const [row] = await tx
    .insert(kycRecords)
    .values({ investorSub, status: 'draft', draft, draftSavedAt: sql`now()` })
    .onConflictDoUpdate({
      target: kycRecords.investorSub,
      set: { draft, draftSavedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the KYC draft was not stored');
  return row;
}

export async function upsertSubmitted(
  tx: Orm,
  investorSub: string,
  details: StoredKycDetails,
): Promise<KycRow> {
  const submitted = {
    status: 'submitted' as const,
    details,
    draft: null,
    draftSavedAt: null,
    submittedAt: sql`now()`,
    decidedAt: null,
    decidedBy: null,
    rejectionReason: null,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(kycRecords)
    .values({ investorSub, ...submitted })
    .onConflictDoUpdate({ target: kycRecords.investorSub, set: submitted })
    .returning();
  if (!row) throw new Error('the KYC was not stored');
  return row;
}

export interface Decision {
  status: 'verified' | 'rejected';
  decidedBy: string;
  rejectionReason: string | null;
  /** On rejection: the submitted details back in the draft, so the form opens prefilled. */
  draft: KycDraft | null;
}

export async function updateDecided(
  tx: Orm,
  investorSub: string,
  decision: Decision,
): Promise<KycRow> {
  const [row] = await tx
    .update(kycRecords)
    .set({
      ...decision,
      draftSavedAt: decision.draft ? sql`now()` : null,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(kycRecords.investorSub, investorSub), eq(kycRecords.status, 'submitted')))
    .returning();
  if (!row) throw new Error('the KYC decision was not stored');
  return row;
}

/** The adviser's investors whose KYC awaits review, oldest submission first. */
export function selectAwaiting(orm: Orm, advisorSub: string) {
  return orm
    .select({
      investorId: userProfiles.sub,
      profileName: userProfiles.name,
      email: userProfiles.email,
      details: kycRecords.details,
      submittedAt: kycRecords.submittedAt,
    })
    .from(kycRecords)
    .innerJoin(userProfiles, eq(userProfiles.sub, kycRecords.investorSub))
    .where(and(eq(userProfiles.advisorSub, advisorSub), eq(kycRecords.status, 'submitted')))
    .orderBy(asc(kycRecords.submittedAt), asc(kycRecords.investorSub));
}
