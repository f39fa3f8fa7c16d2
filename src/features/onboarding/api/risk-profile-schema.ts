import * as z from 'zod/mini';
import { riskCategoryIdSchema } from '@/domain/risk-categories';

// The risk profile as the server answers it (server/modules/risk-profile/schema.ts).

const dimension = z.object({ score: z.number(), category: riskCategoryIdSchema });

export const riskProfileViewSchema = z.object({
  profileId: z.string(),
  version: z.number(),
  answers: z.record(z.string(), z.string()),
  capacity: dimension,
  tolerance: dimension,
  category: riskCategoryIdSchema,
  drivers: z.array(z.object({ questionId: z.string(), answer: z.string(), note: z.string() })),
  takenAt: z.string(),
  consentAt: z.string(),
  override: z.nullable(
    z.object({
      category: riskCategoryIdSchema,
      reason: z.string(),
      by: z.object({ id: z.string(), name: z.nullable(z.string()) }),
      at: z.string(),
    }),
  ),
  effectiveCategory: riskCategoryIdSchema,
});
export type RiskProfileView = z.infer<typeof riskProfileViewSchema>;

export const riskProfileStatusSchema = z.object({
  profile: z.nullable(riskProfileViewSchema),
  questionnaireVersion: z.number(),
  renewalDue: z.boolean(),
});
export type RiskProfileStatus = z.infer<typeof riskProfileStatusSchema>;

/** Same limits as the server's override body. */
export const OVERRIDE_REASON_MIN = 20;
export const OVERRIDE_REASON_MAX = 500;
