import * as z from 'zod/mini';
import { kycDraftSchema, kycFieldsShape, strictError, wellFormed } from './kyc-rules';

// The KYC's answers and the adviser's decision, shared by the app and the server
// (server/modules/kyc) like the form's rules in kyc-rules.ts.

/** The submitted details as shown back: no second account number, the account masked. */
const { accountNumberConfirm: _confirm, ...viewShape } = kycFieldsShape;
export const kycDetailsViewSchema = z.object({ ...viewShape, accountNumber: z.string() });
export type KycDetailsView = z.infer<typeof kycDetailsViewSchema>;

export const KYC_STATUSES = ['not-started', 'draft', 'submitted', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** GET /api/investor/kyc and the adviser's view of one investor's KYC. */
export const kycRecordSchema = z.object({
  status: z.enum(KYC_STATUSES),
  draft: z.nullable(kycDraftSchema),
  details: z.nullable(kycDetailsViewSchema),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

export const REASON_MIN = 10;
export const REASON_MAX = 500;

/** The adviser's decision (POST /api/advisor/investors/{id}/kyc/decision). */
export const kycDecisionSchema = z
  .strictObject(
    {
      decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject' }),
      reason: z.optional(
        z
          .string()
          .check(
            z.maxLength(REASON_MAX, `At most ${REASON_MAX} characters`),
            z.regex(/^(?:\S(?:[\s\S]*\S)?)?$/, 'Remove the spaces at the start or end'),
            wellFormed,
          ),
      ),
    },
    strictError,
  )
  .check(
    z.refine((body) => body.decision !== 'reject' || (body.reason ?? '').length >= REASON_MIN, {
      message: `Say why, in at least ${REASON_MIN} characters: the investor reads it`,
      path: ['reason'],
    }),
  );
export type KycDecision = z.infer<typeof kycDecisionSchema>;

export const kycQueueSchema = z.object({
  items: z.array(
    z.object({
      investorId: z.string(),
      name: z.nullable(z.string()),
      email: z.nullable(z.string()),
      submittedAt: z.string(),
    }),
  ),
});
export type KycQueue = z.infer<typeof kycQueueSchema>;
