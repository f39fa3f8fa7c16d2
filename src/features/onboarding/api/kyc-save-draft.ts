import { outbox } from '@/outbox';
import type { KycDraft } from '../model/kyc-rules';

// PUT /api/investor/kyc/draft through the outbox: silent (retried until answered) and
// coalesced, so typing offline leaves one pending save, the latest, not one per pause.

export const KYC_DRAFT_KIND = 'kyc-draft';
export const KYC_DRAFT_PATH = '/investor/kyc/draft';

export const saveKycDraft = (draft: KycDraft) =>
  outbox.submit<{ savedAt: string }>({
    kind: KYC_DRAFT_KIND,
    label: 'KYC draft',
    replay: 'silent',
    method: 'PUT',
    path: KYC_DRAFT_PATH,
    body: draft,
    coalesce: true,
  });
