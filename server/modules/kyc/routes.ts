import { readRoute, writeRoute, type GatewayRoute } from '../../api/route';
import { userIdParam } from '../identity/schema';
import {
  draftSavedAnswer,
  kycDecisionBody,
  kycDetailsBody,
  kycDraftBody,
  kycQueueAnswer,
  kycRecordAnswer,
} from './schema';
import { advisorReadsKyc, decideKyc, kycQueue, readOwnKyc, saveDraft, submitKyc } from './service';

const TAG = 'KYC';
const FULL_AADHAAR =
  'Only the last 4 digits of Aadhaar are accepted: a body with 12 digits in a row (or in groups of 4) anywhere outside the bank account number is refused with 400 and nothing is stored.';

/** The investor's KYC (onboarding issue, item 2) and the adviser's verification queue (item 8). */
export const kycRoutes: GatewayRoute[] = [
  readRoute({
    method: 'GET',
    path: '/api/investor/kyc',
    operationId: 'getOwnKyc',
    summary: 'The caller’s KYC: its status, the saved draft and what was submitted',
    description: 'The bank account number is masked to its last 4 digits once submitted.',
    tag: TAG,
    access: ['I'],
    response: { description: 'The KYC record', schema: kycRecordAnswer },
    handler: ({ caller, deps }) => readOwnKyc(deps.db.orm, caller),
  }),
  writeRoute({
    method: 'PUT',
    path: '/api/investor/kyc/draft',
    operationId: 'saveKycDraft',
    summary: 'Keeps the KYC form as far as it is filled in',
    description: `Every field optional; replaces the previous draft. ${FULL_AADHAAR}`,
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: kycDraftBody,
    problems: { 409: 'The KYC is already submitted or verified' },
    response: { status: 200, description: 'When it was saved', schema: draftSavedAnswer },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await saveDraft(tx, caller, body),
      audit: { entity: 'kyc', entityId: caller.sub, action: 'Saved the KYC draft' },
    }),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/investor/kyc/submit',
    operationId: 'submitKyc',
    summary: 'Sends the KYC to the investor’s adviser for review',
    description: `Only at the KYC step (track UPFKYCPENDING), which it moves to UPFKYCINPROCESS; the PAN card and proof of address must be uploaded first. ${FULL_AADHAAR}`,
    tag: TAG,
    access: ['I'],
    idempotency: 'optional',
    body: kycDetailsBody,
    problems: {
      409: 'Not at the KYC step, or already submitted',
      422: 'A document is missing (errors name documents.pan or documents.address)',
    },
    response: { status: 200, description: 'The KYC record as submitted', schema: kycRecordAnswer },
    handler: async ({ caller, body, tx }) => ({
      status: 200,
      body: await submitKyc(tx, caller, body),
      audit: { entity: 'kyc', entityId: caller.sub, action: 'Submitted the KYC for review' },
    }),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/kyc/queue',
    operationId: 'listKycQueue',
    summary: 'The adviser’s investors whose KYC awaits review, oldest first',
    tag: TAG,
    access: ['A'],
    response: { description: 'Awaiting review', schema: kycQueueAnswer },
    handler: ({ caller, deps }) => kycQueue(deps.db.orm, caller),
  }),
  readRoute({
    method: 'GET',
    path: '/api/advisor/investors/:id/kyc',
    operationId: 'getClientKyc',
    summary: 'One of the adviser’s investors’ KYC as submitted',
    description: 'The account number is masked; the investor’s unsent draft is not shown.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    params: userIdParam,
    problems: { 404: 'Not one of the adviser’s investors' },
    response: { description: 'The KYC record', schema: kycRecordAnswer },
    handler: ({ caller, params, deps }) => advisorReadsKyc(deps.db.orm, caller, params.id),
  }),
  writeRoute({
    method: 'POST',
    path: '/api/advisor/investors/:id/kyc/decision',
    operationId: 'decideClientKyc',
    summary: 'Approves a submitted KYC, or sends it back with a reason the investor reads',
    description:
      'Approve moves the investor to UPFRISKPROFILEPENDING; reject (reason of 10 to 500 characters required) moves them back to UPFKYCPENDING. The investor is e-mailed after commit. Audited with the investor as subject.',
    tag: TAG,
    access: ['A'],
    owner: 'advisor-of-investor',
    idempotency: 'optional',
    params: userIdParam,
    body: kycDecisionBody,
    problems: {
      404: 'Not one of the adviser’s investors',
      409: 'The KYC is not awaiting review',
    },
    response: { status: 200, description: 'The KYC record as decided', schema: kycRecordAnswer },
    handler: async ({ caller, params, body, tx }) => {
      const { investor, record } = await decideKyc(tx, caller, params.id, body);
      return {
        status: 200,
        body: record,
        audit: {
          entity: 'kyc',
          entityId: investor.sub,
          subject: investor.sub,
          action:
            body.decision === 'approve' ? 'Verified the KYC' : 'Sent the KYC back for changes',
        },
      };
    },
  }),
];
