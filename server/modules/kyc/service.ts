import type { Orm } from '../../db/database';
import { ApiError, type FieldError } from '../../errors';
import { enqueue } from '../../jobs/enqueue';
import { investorOf, type Profile } from '../../services/profiles';
import { moveTrack } from '../../services/track-moves';
import { TRACKS } from '../../services/tracks';
import { maskAccountNumber } from '../../../src/features/onboarding/model/kyc-checks';
import type { KycDetails, KycDraft } from '../../../src/features/onboarding/model/kyc-rules';
import type {
  KycDecision,
  KycRecord,
  KycStatus,
} from '../../../src/features/onboarding/model/kyc-records';
import { latestDocumentsOf } from '../documents/store';
import { KYC_DOCUMENT_KINDS } from '../documents/tables';
import { kycDecided } from './decision-mail';
import { sqlRunnerOf } from './job-runner';
import { selectAwaiting, selectKyc, updateDecided, upsertDraft, upsertSubmitted } from './store';
import type { KycRow } from './tables';

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

/**
 * The record as the API answers it. The account number is masked once submitted; the adviser
 * never sees a draft (it is the investor's work in progress).
 */
export function kycView(row: KycRow | undefined, viewer: 'investor' | 'advisor'): KycRecord {
  if (!row) {
    return {
      status: 'not-started',
      draft: null,
      details: null,
      submittedAt: null,
      decidedAt: null,
      rejectionReason: null,
      updatedAt: null,
    };
  }
  const details = row.details && {
    ...row.details,
    accountNumber: maskAccountNumber(row.details.accountNumber),
  };
  return {
    status: row.status,
    draft: viewer === 'investor' ? row.draft : null,
    details,
    submittedAt: iso(row.submittedAt),
    decidedAt: iso(row.decidedAt),
    rejectionReason: row.rejectionReason,
    updatedAt: iso(row.updatedAt),
  };
}

/** For the journey screen (the lead's `process`): where the investor's KYC stands. */
export async function kycStatusOf(
  orm: Orm,
  investorSub: string,
): Promise<{
  status: KycStatus;
  submittedAt: string | null;
  decidedAt: string | null;
  rejectionReason: string | null;
}> {
  const { status, submittedAt, decidedAt, rejectionReason } = kycView(
    await selectKyc(orm, investorSub),
    'investor',
  );
  return { status, submittedAt, decidedAt, rejectionReason };
}

export const readOwnKyc = async (orm: Orm, investor: Profile) =>
  kycView(await selectKyc(orm, investor.sub), 'investor');

const alreadySubmitted = (status: KycRow['status']) =>
  new ApiError(
    409,
    'kyc_already_submitted',
    status === 'verified'
      ? 'Your KYC is already verified; it cannot be changed here'
      : 'Your KYC is with your adviser for review; it cannot be changed until they decide',
  );

export async function saveDraft(tx: Orm, investor: Profile, draft: KycDraft) {
  const current = await selectKyc(tx, investor.sub, true);
  if (current && (current.status === 'submitted' || current.status === 'verified')) {
    throw alreadySubmitted(current.status);
  }
  const row = await upsertDraft(tx, investor.sub, draft);
  return { savedAt: iso(row.draftSavedAt) ?? new Date().toISOString() };
}

/** Both documents (PAN card, proof of address) must be uploaded before the KYC goes in. */
async function requireDocuments(orm: Orm, investorSub: string): Promise<void> {
  const uploaded = new Set((await latestDocumentsOf(orm, investorSub)).map((row) => row.kind));
  const missing: FieldError[] = KYC_DOCUMENT_KINDS.filter((kind) => !uploaded.has(kind)).map(
    (kind) => ({
      in: 'body',
      field: `documents.${kind}`,
      pointer: `#/documents/${kind}`,
      detail: kind === 'pan' ? 'Upload a photo of your PAN card' : 'Upload a proof of your address',
    }),
  );
  if (missing.length > 0) {
    throw new ApiError(
      422,
      'kyc_documents_missing',
      'Upload your documents before you submit',
      {},
      missing,
    );
  }
}

export async function submitKyc(tx: Orm, investor: Profile, details: KycDetails) {
  const current = await selectKyc(tx, investor.sub, true);
  if (current && (current.status === 'submitted' || current.status === 'verified')) {
    throw alreadySubmitted(current.status);
  }
  // Only from "KYC pending": a frozen account or one further along is never moved back.
  if (!(await moveTrack(tx, investor.sub, [TRACKS.kycPending], TRACKS.kycInProcess))) {
    throw new ApiError(409, 'kyc_not_expected', 'Your account is not at the KYC step');
  }
  await requireDocuments(tx, investor.sub);
  const { accountNumberConfirm: _typedTwice, ...kept } = details;
  return kycView(await upsertSubmitted(tx, investor.sub, kept), 'investor');
}

/** Only the adviser's own investors: anyone else's id is answered as not found. */
async function ownInvestor(orm: Orm, advisor: Profile, investorId: string): Promise<Profile> {
  const investor = await investorOf(orm, advisor, investorId);
  if (!investor) throw new ApiError(404, 'not_found', 'No such investor among yours');
  return investor;
}

export async function advisorReadsKyc(orm: Orm, advisor: Profile, investorId: string) {
  const investor = await ownInvestor(orm, advisor, investorId);
  return kycView(await selectKyc(orm, investor.sub), 'advisor');
}

export async function kycQueue(orm: Orm, advisor: Profile) {
  const rows = await selectAwaiting(orm, advisor.sub);
  return {
    items: rows.map((row) => ({
      investorId: row.investorId,
      name: row.profileName ?? row.details?.name ?? null,
      email: row.email,
      submittedAt: iso(row.submittedAt) ?? '',
    })),
  };
}

/** Rejected: the form opens with what was sent; the investor confirms it again. */
function draftFrom(details: NonNullable<KycRow['details']>): KycDraft {
  const { confirmed: _confirmed, ...fields } = details;
  return { ...fields, accountNumberConfirm: details.accountNumber };
}

export async function decideKyc(
  tx: Orm,
  advisor: Profile,
  investorId: string,
  { decision, reason }: KycDecision,
) {
  const investor = await ownInvestor(tx, advisor, investorId);
  const current = await selectKyc(tx, investor.sub, true);
  const notAwaiting = new ApiError(
    409,
    'kyc_not_awaiting_review',
    'This KYC is not waiting for review (already decided, or not submitted)',
  );
  if (current?.status !== 'submitted' || !current.details) throw notAwaiting;
  const to = decision === 'approve' ? TRACKS.riskProfilePending : TRACKS.kycPending;
  if (!(await moveTrack(tx, investor.sub, [TRACKS.kycInProcess], to))) throw notAwaiting;
  const rejectionReason = decision === 'reject' ? (reason ?? null) : null;
  const row = await updateDecided(tx, investor.sub, {
    status: decision === 'approve' ? 'verified' : 'rejected',
    decidedBy: advisor.sub,
    rejectionReason,
    draft: decision === 'reject' ? draftFrom(current.details) : null,
  });
  await enqueue(sqlRunnerOf(tx), kycDecided, {
    investorSub: investor.sub,
    decision,
    reason: rejectionReason,
  });
  return { investor, record: kycView(row, 'advisor') };
}
